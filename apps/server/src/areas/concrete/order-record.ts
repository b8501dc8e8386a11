import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, StringFromStringOrNumber, SUBPAGE, type RecordType } from '@worksite/contract';
import { messages } from '../../shared/messages';

const n = NumberFromStringOrNumber;

/**
 * Concrete orders (SPEC §7 /api/PCConcOrder): what a construction project orders from a concrete company.
 * Scoped by company (the supplier), project (the orderer) and the project's district; status and sign-in
 * change only through ModifyOrderStatus / ModifyOrderSignIn (concrete-status-calls.ts).
 */
export const concOrderRecord: RecordType = {
  name: 'concOrder',
  title: '混凝土订单',
  table: 'conc_orders',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concOrder },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'concOrderWhereOrderList',
    detail: 'concOrderGetOrderDetail',
    create: 'concOrderCreateConcOrder',
    update: 'concOrderModifyConcOrder',
    delete: 'concOrderDeleteConcOrder',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'orderNo', writeKey: 'order_no', column: 'order_no', label: '订单编号', codec: StringFromStringOrNumber, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'projectId', writeKey: 'project_id', column: 'project_id', label: '下单项目', codec: n, required: messages.concOrderProjectRequired, kind: 'number', filterable: true },
    { key: 'plantId', writeKey: 'plant_id', column: 'plant_id', label: '搅拌站', codec: n, kind: 'number', filterable: true },
    { key: 'strengthGrade', writeKey: 'strength_grade', column: 'strength_grade', label: '强度等级', codec: t.string, required: messages.concStrengthRequired, maxLength: 20, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'volume', writeKey: 'volume_m3', column: 'volume_m3', label: '方量(m³)', codec: n, required: messages.concVolumeRequired, kind: 'number', sortable: true, listed: true, excel: true },
    { key: 'pourPart', writeKey: 'pour_part', column: 'pour_part', label: '浇筑部位', codec: t.string, maxLength: 100, listed: true, excel: true },
    { key: 'contactName', writeKey: 'contact_name', column: 'contact_name', label: '联系人', codec: t.string, maxLength: 50, listed: true, excel: true },
    { key: 'contactPhone', writeKey: 'contact_phone', column: 'contact_phone', label: '联系电话', codec: StringFromStringOrNumber, maxLength: 20, excel: true },
    { key: 'planTime', writeKey: 'plan_time', column: 'plan_time', label: '计划浇筑时间', codec: t.string, required: messages.concPlanTimeRequired, kind: 'date', filterable: true, sortable: true, listed: true, excel: true },
    { key: 'status', column: 'status', label: '订单状态', codec: n, kind: 'number', readOnly: true, filterable: true, sortable: true, listed: true },
    { key: 'signIn', column: 'sign_in', label: '签收状态', codec: n, kind: 'number', readOnly: true, filterable: true, listed: true },
    { key: 'remark', column: 'remark', label: '备注', codec: t.string, maxLength: 500 },
    { key: 'companyId', column: 'company_id', label: '供应公司', codec: n, kind: 'number', readOnly: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: t.string, readOnly: true },
    { key: 'completedAt', column: 'completed_at', label: '完成时间', codec: t.string, kind: 'date', readOnly: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
