import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 维权告示牌 (保障农民工工资支付条例 §34; issue 21, Deliver 8; docs/decisions/0684): one per project, posted at the
 * site entrance — the parties (建设单位, 施工总承包, 劳务分包), the 劳资专管员 and phone, the monthly pay day and the
 * complaint channels (劳动保障监察 12333 by default). A declared record per project on its own menu page.
 */
export const rightsNoticeRecord = declareRecord({
  name: 'rightsNotice',
  title: '维权告示牌',
  table: 'rights_notices',
  permission: { page: PAGE.salary, subPage: SUBPAGE.rightsNotice },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/RightsNotice',
    alias: 'rightsNotice',
    calls: {
      list: { method: 'GET', action: 'WhereRightsNoticeList' },
      detail: { method: 'GET', action: 'GetRightsNoticeDetail' },
      create: { method: 'POST', action: 'CreateRightsNotice' },
      update: { method: 'POST', action: 'ModifyRightsNotice' },
      delete: { method: 'POST', action: 'DeleteRightsNotice' },
    },
  },
  fields: [
    field.id(),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
    field.text('builderName', '建设单位', { required: true, maxLength: 100, listed: true }),
    field.text('generalContractor', '施工总承包单位', { required: true, maxLength: 100, listed: true }),
    field.text('labourSubcontractor', '劳务分包单位', { maxLength: 200, listed: true }),
    field.text('wageOfficer', '劳资专管员', { required: true, maxLength: 50, listed: true }),
    field.phone('wageOfficerPhone', '劳资专管员电话', { required: true, listed: true }),
    field.number('payDay', '每月工资支付日', { required: true, unit: '日', range: { min: 1, max: 31 }, listed: true }),
    field.text('complaintHotline', '投诉举报电话', { maxLength: 20, listed: true }),
    field.multiline('complaintChannel', '投诉渠道', { maxLength: 500 }),
    field.multiline('remark', '备注', { maxLength: 500 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
