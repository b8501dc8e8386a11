import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/** Plate-recognition cars (SPEC §7 /api/LprCar): vehicles the site gates know, scoped by their project. */
export const lprCarRecord = declareRecord({
  name: 'lprCar',
  title: '车牌识别车辆',
  table: 'lpr_cars',
  permission: { page: PAGE.intelligent, subPage: SUBPAGE.lprCar },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['plateNo'], per: 'project' },
  api: {
    prefix: '/api/LprCar',
    alias: 'lprCar',
    calls: {
      list: { method: 'GET', action: 'WhereLprCarList' },
      detail: { method: 'GET', action: 'GetLprCarDetail' },
      create: { method: 'POST', action: 'CreateLprCar' },
      update: { method: 'POST', action: 'ModifyLprCar' },
      // SPEC lists no delete; the chosen one kept its first catalogue key (docs/decisions/0142).
      delete: { method: 'POST', action: 'DeleteLprCar' },
    },
  },
  fields: [
    field.id(),
    field.text('plateNo', '车牌号', { required: m.plateNoRequired, maxLength: 20, filterable: true, sortable: true, listed: true, excel: true,
      rules: [{ check: 'carPlate', message: m.formatInvalid('车牌号') }],
    }),
    field.text('carType', '车辆类型', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.text('ownerName', '车主', { maxLength: 50, listed: true, excel: true }),
    field.phone('ownerPhone', '联系电话', { listed: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.deviceProjectRequired, filterable: true }),
    // Chosen among the plate cameras (车牌识别's devices); the server checks it is one of the car's project.
    field.remote('deviceId', '识别设备', 'lprDevice', { filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
    field.datetime('lastPassAt', '最近通行时间', { readOnly: true, sortable: true, listed: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'detail', 'create', 'update'],
    fields: {
      plateNo: { writeKey: 'plate_no' },
      carType: { writeKey: 'car_type' },
      ownerName: { writeKey: 'owner_name' },
      ownerPhone: { writeKey: 'owner_phone' },
      projectId: { writeKey: 'project_id' },
      deviceId: { writeKey: 'device_id' },
    },
    calls: {
      delete: { name: 'lprCarExtraDeleteLprCar' },
    },
  },
});
