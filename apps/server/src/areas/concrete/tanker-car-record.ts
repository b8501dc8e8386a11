import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, StringFromStringOrNumber, SUBPAGE, type RecordType } from '@worksite/contract';
import { messages } from '../../shared/messages';

const n = NumberFromStringOrNumber;

/**
 * Tanker cars (SPEC §7 /api/PCTankerCar, paths chosen): mixer trucks of a concrete company, bound to a plant.
 * Status and current task are moved by the plant (simulator), not by the form.
 */
export const tankerCarRecord: RecordType = {
  name: 'tankerCar',
  title: '罐车',
  table: 'conc_tanker_cars',
  permission: { page: PAGE.carmanage, subPage: SUBPAGE.tankerCar },
  scope: 'company',
  scopeColumns: { district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'tankerCarWhereTankerCarList',
    detail: 'tankerCarGetTankerCarDetail',
    create: 'tankerCarCreateTankerCar',
    update: 'tankerCarModifyTankerCar',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'plateNo', writeKey: 'plate_no', column: 'plate_no', label: '车牌号', codec: t.string, required: messages.concTankerPlateRequired, maxLength: 20, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'driverName', writeKey: 'driver_name', column: 'driver_name', label: '司机', codec: t.string, maxLength: 50, filterable: true, listed: true, excel: true },
    { key: 'driverPhone', writeKey: 'driver_phone', column: 'driver_phone', label: '司机电话', codec: StringFromStringOrNumber, maxLength: 20, listed: true, excel: true },
    { key: 'capacity', writeKey: 'capacity_m3', column: 'capacity_m3', label: '容量(m³)', codec: n, kind: 'number', listed: true, excel: true },
    { key: 'plantId', writeKey: 'plant_id', column: 'plant_id', label: '绑定搅拌站', codec: n, kind: 'number', filterable: true },
    { key: 'status', column: 'status', label: '状态', codec: n, kind: 'number', readOnly: true, filterable: true, sortable: true, listed: true },
    { key: 'currentTaskId', column: 'current_task_id', label: '当前任务', codec: n, kind: 'number', readOnly: true },
    { key: 'companyId', column: 'company_id', label: '所属公司', codec: n, kind: 'number', readOnly: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: t.string, readOnly: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
