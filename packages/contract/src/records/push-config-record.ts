import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 推送配置 (SPEC §1 "platform push"; fields and paths chosen, docs/decisions/0365): who receives which platform
 * event through which channel, per company (optionally one project). The alarm engine adds the receivers of
 * enabled 站内消息 configurations for 设备报警 / 环境报警 to an alarm's notices.
 */
export const pushConfigRecord = declareRecord({
  name: 'pushConfig',
  title: '推送配置',
  table: 'push_configs',
  permission: { page: PAGE.platformPush, subPage: SUBPAGE.pushConfig },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/PushConfig',
    alias: 'pushConfig',
    calls: {
      list: { method: 'GET', action: 'WherePushConfigList' },
      detail: { method: 'GET', action: 'GetPushConfigDetail' },
      create: { method: 'POST', action: 'CreatePushConfig' },
      update: { method: 'POST', action: 'ModifyPushConfig' },
      delete: { method: 'POST', action: 'DeletePushConfig' },
    },
  },
  fields: [
    field.id(),
    field.text('configName', '配置名称', { required: m.pushConfigNameRequired, maxLength: 50, filterable: true, listed: true }),
    field.lookup('eventKind', '推送事件', 'pushEventKind', { required: m.pushEventKindRequired, filterable: true, listed: true }),
    field.lookup('channel', '推送方式', 'pushChannel', { required: m.pushChannelRequired, filterable: true, listed: true }),
    field.remote('receiverUserId', '接收人', 'user', { required: m.pushReceiverRequired, filterable: true, listed: true }),
    field.phone('receiverPhone', '接收手机号', { listed: true }),
    field.remote('projectId', '所属项目', 'project', { filterable: true }),
    field.switch('enabled', '启用', { filterable: true, listed: true }),
    field.multiline('remark', '备注', { maxLength: 200 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
