import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, StringFromStringOrNumber, SUBPAGE, type RecordType } from '@worksite/contract';

/** Plate-recognition cars (SPEC §7 /api/LprCar): vehicles the site gates know, scoped by their project. */
export const lprCarRecord: RecordType = {
  name: 'lprCar',
  title: '车牌识别车辆',
  table: 'lpr_cars',
  permission: { page: PAGE.intelligent, subPage: SUBPAGE.car },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'lprCarWhereLprCarList',
    detail: 'lprCarGetLprCarDetail',
    create: 'lprCarCreateLprCar',
    update: 'lprCarModifyLprCar',
    delete: 'lprCarExtraDeleteLprCar',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
    {
      key: 'plateNo', writeKey: 'plate_no', column: 'plate_no', label: '车牌号', codec: t.string, required: '请输入车牌号', maxLength: 20,
      filterable: true, sortable: true, listed: true, excel: true,
    },
    { key: 'carType', writeKey: 'car_type', column: 'car_type', label: '车辆类型', codec: t.string, maxLength: 50, filterable: true, listed: true, excel: true },
    { key: 'ownerName', writeKey: 'owner_name', column: 'owner_name', label: '车主', codec: t.string, maxLength: 50, listed: true, excel: true },
    { key: 'ownerPhone', writeKey: 'owner_phone', column: 'owner_phone', label: '联系电话', codec: StringFromStringOrNumber, maxLength: 20, listed: true },
    {
      key: 'projectId', writeKey: 'project_id', column: 'project_id', label: '所属项目', codec: NumberFromStringOrNumber, required: '请选择所属项目',
      kind: 'number', filterable: true,
    },
    { key: 'deviceId', writeKey: 'device_id', column: 'device_id', label: '识别设备', codec: NumberFromStringOrNumber, kind: 'number', filterable: true },
    { key: 'companyId', column: 'company_id', label: '所属公司', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: t.string, readOnly: true },
    { key: 'lastPassAt', column: 'last_pass_at', label: '最近通行时间', codec: t.string, kind: 'date', readOnly: true, sortable: true, listed: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
