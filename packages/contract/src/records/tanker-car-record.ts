import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Tanker cars (SPEC §7 /api/PCTankerCar and /api/TankerCar, paths chosen): mixer trucks of a concrete company,
 * bound to a plant. Status and current task are moved by the plant (simulator), not by the form.
 */
export const tankerCarRecord = declareRecord({
  name: 'tankerCar',
  title: '罐车',
  table: 'conc_tanker_cars',
  permission: { page: PAGE.carmanage, subPage: SUBPAGE.tankerCar },
  scope: 'company',
  scopeColumns: { district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['plateNo'], per: 'company' },
  api: {
    prefix: '/api/PCTankerCar',
    alias: 'tankerCar',
    calls: {
      list: { method: 'GET', action: 'WhereTankerCarList' },
      create: { method: 'POST', action: 'CreateTankerCar' },
      update: { method: 'POST', action: 'ModifyTankerCar' },
      detail: { method: 'GET', action: 'GetTankerCarDetail' },
    },
    more: {
      bind: { method: 'POST', action: 'BindTankerCar', path: '/api/TankerCar/BindTankerCar' },
    },
  },
  fields: [
    field.id(),
    field.text('plateNo', '车牌号', { required: m.concTankerPlateRequired, maxLength: 20, filterable: true, sortable: true, listed: true, excel: true,
    }),
    field.text('driverName', '司机', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.phone('driverPhone', '司机电话', { listed: true, excel: true }),
    field.number('capacity', '容量(m³)', { column: 'capacity_m3', unit: 'm³', range: { min: 0 }, listed: true, excel: true }),
    field.remote('plantId', '绑定搅拌站', 'concPlant', { filterable: true, listed: true }),
    field.lookup('status', '状态', 'tankerStatus', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.remote('currentTaskId', '当前任务', 'concTask', { readOnly: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    fields: {
      plateNo: { writeKey: 'plate_no' },
      driverName: { writeKey: 'driver_name' },
      driverPhone: { writeKey: 'driver_phone' },
      capacity: { writeKey: 'capacity_m3' },
      plantId: { writeKey: 'plant_id' },
    },
  },
});
