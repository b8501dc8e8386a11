import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * 推送记录 (SPEC §1 "platform push"; fields and paths chosen, docs/decisions/0412): what the 推送配置 entries
 * sent — one row per configuration and alarm, read-only. An in-app message (站内消息) is delivered as a notice
 * (已送达); SMS and big-screen broadcast have no gateway yet, so their rows say 未发送 and why.
 */
export const pushRecordRecord = declareRecord({
  name: 'pushRecord',
  title: '推送记录',
  table: 'push_records',
  permission: { page: PAGE.platformPush, subPage: SUBPAGE.pushRecord },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'create_time',
  api: {
    prefix: '/api/PushRecord',
    alias: 'pushRecord',
    calls: {
      list: { method: 'GET', action: 'WherePushRecordList' },
      detail: { method: 'GET', action: 'GetPushRecordDetail' },
    },
  },
  fields: [
    field.id(),
    field.text('title', '推送内容', { readOnly: true, filterable: true, listed: true }),
    field.lookup('eventKind', '推送事件', 'pushEventKind', { readOnly: true, filterable: true, listed: true }),
    field.lookup('channel', '推送方式', 'pushChannel', { readOnly: true, filterable: true, listed: true }),
    field.remote('receiverUserId', '接收人', 'user', { readOnly: true, filterable: true, listed: true }),
    field.phone('receiverPhone', '接收手机号', { readOnly: true, listed: true }),
    field.lookup('status', '推送状态', 'pushRecordStatus', { readOnly: true, filterable: true, listed: true }),
    field.text('remark', '说明', { readOnly: true, listed: true }),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true }),
    field.number('alarmId', '报警编号', { readOnly: true }),
    field.number('configId', '推送配置编号', { readOnly: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.datetime('createTime', '推送时间', { readOnly: true, filterable: true, sortable: true, listed: true }),
  ],
});
