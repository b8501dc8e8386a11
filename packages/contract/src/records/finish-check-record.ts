import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 竣工验收 (SPEC §7 "Records": project finish-check info createData / queryDataByWhere / updateData; paths
 * chosen, 0040): a project's completion acceptance and its filing. Scoped by its project; a chosen delete
 * (docs/decisions/0360).
 */
export const finishCheckRecord = declareRecord({
  name: 'finishCheck',
  title: '竣工验收',
  table: 'project_finish_checks',
  permission: { page: PAGE.projectManage, subPage: SUBPAGE.finishCheck },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/ProjectFinishCheck',
    alias: 'finishCheck',
    chosen: true,
    calls: {
      list: { method: 'POST', action: 'queryDataByWhere' },
      create: { method: 'POST', action: 'createData' },
      update: { method: 'POST', action: 'updateData' },
      delete: { method: 'POST', action: 'deleteData' },
    },
  },
  fields: [
    field.id(),
    field.remote('projectId', '所属项目', 'project', { writeKey: 'project_id', required: m.recordProjectRequired, filterable: true, listed: true }),
    field.date('checkDate', '验收日期', { writeKey: 'check_date', required: m.checkDateRequired, filterable: true, sortable: true, listed: true }),
    field.text('organiser', '组织单位', { required: m.checkOrganiserRequired, maxLength: 100, filterable: true, listed: true }),
    field.multiline('participants', '参验单位', { maxLength: 500 }),
    field.lookup('conclusion', '验收结论', 'finishCheckConclusion', { required: m.checkConclusionRequired, filterable: true, listed: true }),
    field.code('filingNo', '备案编号', { writeKey: 'filing_no', maxLength: 50, filterable: true, listed: true }),
    field.date('filingDate', '备案日期', { writeKey: 'filing_date' }),
    field.multiline('opinion', '验收意见', { maxLength: 1000 }),
    field.attachments('attachments', '验收资料', 'file'),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
