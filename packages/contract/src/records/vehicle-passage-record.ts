import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/** Gate passages of vehicles (plate-recognition cameras; docs/decisions/0160): one row per vehicle in or out. */
export const vehiclePassageRecord = declareRecord({
  name: 'vehiclePassage',
  title: '车辆进出记录',
  table: 'vehicle_passages',
  permission: { page: PAGE.intelligent, subPage: SUBPAGE.car },
  scope: 'project',
  defaultSort: 'ts',
  api: { prefix: '/api/VehiclePassage', alias: 'vehiclePassage', calls: {} },
  fields: [
    field.id(),
    field.text('plateNo', '车牌号', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.text('carType', '车辆类型', { readOnly: true, listed: true, excel: true }),
    field.text('direction', '方向', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.datetime('ts', '通行时间', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('deviceId', '识别设备', 'device', { readOnly: true, filterable: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
