import { PAGE, SUBPAGE } from '../../menu/page-keys';
import { recordMessages as m } from '../record-messages';
import { declareRecord } from './declare-record';
import { field } from './fields';

/**
 * The declaration of one of the four inspection record kinds (SPEC §7 "Routine inspection"): they share one
 * shape (a device, its template and the answered list), differing in resource, table and title.
 */
export function inspectionRecordKind<const A extends string>(resource: string, alias: A, table: string, title: string) {
  return declareRecord({
    name: alias,
    title,
    table,
    permission: { page: PAGE.deviceManage, subPage: SUBPAGE.maintenanceRecord },
    scope: 'project',
    softDeleteColumn: 'if_del',
    defaultSort: 'record_time',
    api: {
      prefix: `/api/${resource}`,
      alias,
      calls: {
        list: { method: 'GET', action: 'WherePageList' },
        create: { method: 'POST', action: 'CreateModel' },
      },
      more: {
        byTime: { method: 'GET', action: 'GetModelByTime' },
        byDevice: { method: 'GET', action: 'GetRecordByDeviceID' },
      },
    },
    fields: [
      field.id(),
      field.remote('deviceId', '设备', 'inspectionDevice', { required: m.deviceRequired, filterable: true }),
      field.text('deviceType', '设备类型', { readOnly: true, filterable: true, listed: true }),
      field.remote('contentId', '维保模板', 'template', { readOnly: true, filterable: true }),
      field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
      field.multiline('recList', '检查内容', { required: m.recordListRequired, maxLength: 200_000 }),
      field.datetime('recordTime', '记录时间', { filterable: true, sortable: true, listed: true }),
      field.text('userName', '记录人', { readOnly: true, listed: true }),
      field.createTime(),
    ],
    wire: {
      specPaths: ['list', 'create', 'byTime', 'byDevice'],
      fields: {
        deviceId: { writeKey: 'device_id' },
        recList: { writeKey: 'rec_list' },
        recordTime: { writeKey: 'record_time' },
      },
    },
  });
}
