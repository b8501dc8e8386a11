import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * 通行记录 (issue 21, Deliver 2; docs/decisions/0661): one row per gate event a 门禁设备 sent — the person as recognised
 * (the roster's worker, the ID number masked, the card number), the device's direction, the time, the snapshot and
 * the server's decision: 允许, or 拒绝 with its reason. Written only by the ingest call (POST /api/Gate/Events);
 * read-only here, exported with the ID number masked.
 */
export const gatePassageRecord = declareRecord({
  name: 'gatePassage',
  title: '通行记录',
  table: 'gate_passages',
  permission: { page: PAGE.accessControl, subPage: SUBPAGE.accessRecord },
  scope: 'project',
  defaultSort: 'passed_at',
  api: {
    prefix: '/api/GatePassage',
    alias: 'gatePassage',
    calls: {
      list: { method: 'GET', action: 'WhereGatePassageList' },
      detail: { method: 'GET', action: 'GetGatePassageDetail' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.datetime('passedAt', '通行时间', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
    field.text('workerName', '姓名', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.remote('workerId', '人员', 'worker', { readOnly: true, filterable: true, labelKey: 'workerName' }),
    field.identity('idCard', '身份证号', 'idCard', { column: 'id_card_masked', readOnly: true, listed: true, excel: true }),
    field.code('cardNo', '门禁卡号', { readOnly: true, excel: true }),
    field.remote('deviceId', '门禁设备', 'accessDevice', { readOnly: true, filterable: true, listed: true }),
    field.lookup('direction', '通行方向', 'gateDirection', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.lookup('decision', '通行结果', 'gateDecision', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.lookup('refusalReason', '拒绝原因', 'gateRefusalReason', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.text('reasonText', '原因说明', { readOnly: true, listed: true, excel: true }),
    field.image('photo', '抓拍照片', { readOnly: true }),
    field.text('eventId', '事件编号', { readOnly: true, excel: true }),
    field.number('alarmId', '报警编号', { readOnly: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
