import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/** 整改完成 is the project side's (enterprise and project users), not the authority's (docs/decisions/0417). */
const BY_PROJECT_SIDE = { userTypes: [0, 2], refused: m.supervisionRectifyByProject } as const;
/** 复查 is the inspecting company's: the one that wrote the record. */
const BY_INSPECTOR = { companyField: 'inspectorCompanyId', refused: m.supervisionReviewByInspector } as const;

/**
 * 监管记录 (监管管理; fields and paths chosen, docs/decisions/0433): inspections of projects — by the district's
 * supervising authority or by a company of the project's own group — with what was found and what must be
 * rectified by when. The inspector records (新增); the project side reports 整改完成 with what it did (edit
 * button); the inspecting company reviews: 复查通过, or 复查不通过 back to 待整改 (audit button). An issued record is
 * not edited or deleted. Scoped by its project: an enterprise sees its projects' records, a government user
 * those of its district.
 */
export const supervisionRecordRecord = declareRecord({
  name: 'supervisionRecord',
  title: '监管记录',
  table: 'supervision_records',
  permission: { page: PAGE.supervision, subPage: SUBPAGE.supervisionRecord },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'check_date',
  dateOrder: [{ earlier: 'checkDate', later: 'deadline' }],
  api: {
    prefix: '/api/SupervisionRecord',
    alias: 'supervisionRecord',
    calls: {
      list: { method: 'GET', action: 'WhereSupervisionRecordList' },
      detail: { method: 'GET', action: 'GetSupervisionRecordDetail' },
      create: { method: 'POST', action: 'CreateSupervisionRecord' },
    },
    more: {
      rectify: { method: 'POST', action: 'RectifySupervisionRecord', button: 'edit' },
      review: { method: 'POST', action: 'ReviewSupervisionRecord', button: 'audit' },
    },
  },
  workflows: [
    {
      field: 'status',
      lookup: 'supervisionRecordStatus',
      initial: 0,
      transitions: [
        { from: [0], to: 1, button: 'edit', label: '整改完成', call: 'rectify', fields: ['rectifyNote'], actor: BY_PROJECT_SIDE },
        { from: [1], to: 2, button: 'audit', label: '复查通过', call: 'review', fields: ['reviewNote'], actor: BY_INSPECTOR },
        { from: [1], to: 0, button: 'audit', label: '复查不通过', call: 'review', fields: ['reviewNote'], actor: BY_INSPECTOR },
      ],
    },
  ],
  fields: [
    field.id(),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, ...L }),
    field.date('checkDate', '检查日期', { required: m.supervisionCheckDateRequired, sortable: true, ...L }),
    field.lookup('checkType', '检查类型', 'supervisionCheckType', { required: m.supervisionCheckTypeRequired, ...L }),
    field.text('inspectors', '检查人员', { required: m.supervisionInspectorsRequired, maxLength: 100, listed: true }),
    field.multiline('problems', '发现问题', { required: m.supervisionProblemsRequired, maxLength: 1000, filterable: true }),
    field.multiline('requirements', '整改要求', { maxLength: 1000 }),
    field.date('deadline', '整改期限', { sortable: true, ...L }),
    field.lookup('status', '状态', 'supervisionRecordStatus', { readOnly: true, ...L }),
    field.text('inspectorName', '检查单位', { readOnly: true, ...L }),
    field.number('inspectorCompanyId', '检查单位编号', { readOnly: true, hidden: true }),
    field.multiline('rectifyNote', '整改情况', { readOnly: true, required: m.supervisionRectifyNoteRequired, maxLength: 1000 }),
    field.datetime('rectifiedAt', '整改完成时间', { readOnly: true }),
    field.multiline('reviewNote', '复查意见', { readOnly: true, maxLength: 500 }),
    field.datetime('reviewedAt', '复查时间', { readOnly: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
