import * as t from 'io-ts';
import { NumberFromStringOrNumber } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true, excel: true } as const;

/**
 * 隐患排查 (issue 22, Deliver 1; 安全生产法 §41; docs/decisions/0700–0704): a hazard found on site — SPEC's type, its
 * level (一般 / 重大), where, photos, who answers for it (a worker of the project's roster, or a project user sent
 * by the API or a check) and the rectification deadline (not before today, site day). The loop is a workflow:
 * 整改 (photos, note: 待整改 → 待复查), 复查 (通过 → 已关闭; 不通过 with the reason → 待整改), each move a row of
 * 整改复查记录 (hazardRound) written in the move's transaction, shown as the detail's 处理记录 (GetHazardHistory).
 * Past its deadline an open hazard escalates up the ladder 责任人 → 项目经理 → 公司 → 督办 (a job of the server); a
 * 重大隐患 is reported to the district's supervising authority, who reads it here by district scope.
 */
export const hazardRecord = declareRecord({
  name: 'hazard',
  title: '隐患排查',
  table: 'hazards',
  permission: { page: PAGE.safety, subPage: SUBPAGE.hazard },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Hazard',
    alias: 'hazard',
    calls: {
      list: { method: 'GET', action: 'WhereHazardList' },
      detail: { method: 'GET', action: 'GetHazardDetail' },
      create: { method: 'POST', action: 'CreateHazard' },
      update: { method: 'POST', action: 'ModifyHazard' },
      delete: { method: 'POST', action: 'DeleteHazard' },
    },
    more: {
      rectify: { method: 'POST', action: 'RectifyHazard', button: 'edit' },
      review: { method: 'POST', action: 'ReviewHazard', button: 'audit' },
      history: { method: 'GET', action: 'GetHazardHistory', button: 'search', summary: '处理记录：隐患的上报、每轮整改与复查（整改复查记录）' },
    },
  },
  workflows: [{
    field: 'status', lookup: 'hazardStatus', initial: 1,
    transitions: [
      { from: [1], to: 2, button: 'edit', label: '整改', call: 'rectify', fields: ['rectifyPhotos', 'rectifyNote'] },
      { from: [2], to: 3, button: 'audit', label: '复查通过', call: 'review', fields: ['reviewNote'] },
      { from: [2], to: 1, button: 'audit', label: '复查不通过', call: 'review', fields: ['reviewNote'] },
    ],
  }],
  fields: [
    field.id({ excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true }),
    field.lookup('hazardType', '隐患类型', 'hazardType', { required: true, ...L }),
    field.lookup('hazardLevel', '隐患等级', 'hazardLevel', { required: true, ...L }),
    field.text('title', '隐患名称', { required: true, maxLength: 100, ...L }),
    field.multiline('description', '隐患描述', { maxLength: 500, excel: true }),
    field.text('location', '隐患位置', { maxLength: 200, listed: true, excel: true }),
    field.geometry('lng', '经度', 'point', { codec: NumberFromStringOrNumber, kind: 'number' }),
    field.geometry('lat', '纬度', 'point', { codec: NumberFromStringOrNumber, kind: 'number' }),
    field.attachments('photos', '隐患照片', 'image', { max: 3 }),
    field.remote('responsibleWorkerId', '责任人', 'worker', { labelKey: 'responsibleName' }),
    // A project user answering for it (sent by the API or a check); carried, shown as 责任人 by its name.
    field.number('responsibleUserId', '责任人（项目用户）', { hidden: true }),
    { ...field.computed('responsibleName', '责任人姓名', ['responsible_worker_id', 'responsible_user_id'], '责任工人或责任用户的姓名', { listed: true, excel: true }), codec: t.string },
    field.datetime('deadline', '整改期限', { required: true, window: 'notBeforeToday', sortable: true, ...L }),
    field.lookup('status', '状态', 'hazardStatus', { readOnly: true, ...L }),
    field.lookup('escalationLevel', '逾期升级', 'hazardEscalation', { readOnly: true, ...L }),
    field.number('roundNo', '整改轮次', { readOnly: true, listed: true }),
    // Written by the moves (their dialogs ask for them); each move also keeps them in 整改复查记录.
    field.attachments('rectifyPhotos', '整改照片', 'image', { max: 3, readOnly: true }),
    field.multiline('rectifyNote', '整改说明', { readOnly: true, required: true, maxLength: 500 }),
    field.multiline('reviewNote', '复查意见', { readOnly: true, maxLength: 500 }),
    field.datetime('closedAt', '关闭时间', { readOnly: true }),
    field.datetime('authorityReportedAt', '报告监管部门时间', { readOnly: true }),
    { ...field.computed('sourceName', '来源', ['source_kind'], '隐患排查上报、安全检查或质量检查的不合格项', { listed: true, excel: true }), codec: t.string },
    field.text('sourceKind', '来源类型', { readOnly: true, hidden: true }),
    field.number('sourceId', '来源编号', { readOnly: true, hidden: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
