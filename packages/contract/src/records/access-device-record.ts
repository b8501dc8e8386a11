import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true, excel: true } as const;

/**
 * 门禁设备 (issue 21, Deliver 2; docs/decisions/0660): the face or card gates of a project — name (unique per
 * project), serial number, the direction it is configured for (进 / 出: the events carry none), where it stands,
 * enabled or not. Its key is answered once on create (and by 重置密钥); only the key's hash is kept. 在线 while its
 * last accepted batch is less than ten minutes old. Project scope, soft delete.
 */
export const accessDeviceRecord = declareRecord({
  name: 'accessDevice',
  title: '门禁设备',
  table: 'access_devices',
  permission: { page: PAGE.accessControl, subPage: SUBPAGE.accessDevice },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['deviceName'], per: 'project' },
  api: {
    prefix: '/api/AccessDevice',
    alias: 'accessDevice',
    calls: {
      list: { method: 'GET', action: 'WhereAccessDeviceList' },
      detail: { method: 'GET', action: 'GetAccessDeviceDetail' },
      create: { method: 'POST', action: 'CreateAccessDevice' },
      update: { method: 'POST', action: 'ModifyAccessDevice' },
      delete: { method: 'POST', action: 'DeleteAccessDevice' },
    },
    more: {
      resetKey: {
        method: 'POST', action: 'ResetAccessDeviceKey', button: 'edit', summary: '重置门禁设备密钥（新密钥只显示一次）',
        params: { id: param.id('设备编号', ['deviceId'], { required: m.idRequired }) },
      },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.text('deviceName', '设备名称', { required: true, maxLength: 50, sortable: true, ...L }),
    field.code('serialNo', '设备编号', { maxLength: 64, listed: true, excel: true }),
    field.lookup('direction', '通行方向', 'gateDirection', { required: true, ...L }),
    field.text('location', '安装位置', { maxLength: 100, listed: true, excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
    field.switch('status', '启用', { listed: true, excel: true }),
    field.text('keyHint', '密钥尾号', { readOnly: true, listed: true }),
    field.datetime('lastSeenAt', '最后通讯时间', { readOnly: true, listed: true }),
    field.computed('onlineText', '在线状态', ['last_seen_at'], '最后通讯在10分钟内为在线', { listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
