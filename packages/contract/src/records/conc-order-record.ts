import { PAGE, SUBPAGE } from '../menu/page-keys';
import { param } from '../call-params/call-param';
import { concFilter, concSiteDays } from './declaration/concrete-call-params';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { STRENGTH_GRADES } from './conc-strength-grades';
import { recordMessages as m } from './record-messages';

const LIST = { envelope: 'list' } as const;

/**
 * Concrete orders (SPEC §7 /api/PCConcOrder): what a construction project orders from a concrete company.
 * Scoped by company (the supplier), project (the orderer) and the project's district; status and sign-in
 * move only through ModifyOrderStatus / ModifyOrderSignIn along the workflows below (docs/decisions/0200, 0302, 0311):
 * the target state is sent under the state field's names (ModifyOrderSignIn also takes it as `status`).
 */
export const concOrderRecord = declareRecord({
  name: 'concOrder',
  title: '混凝土订单',
  table: 'conc_orders',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concOrder },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['orderNo'], per: 'project' },
  choiceLabel: 'orderNo',
  api: {
    prefix: '/api/PCConcOrder',
    alias: 'concOrder',
    calls: {
      list: { method: 'GET', action: 'WhereOrderList' },
      detail: { method: 'GET', action: 'GetOrderDetail' },
      create: { method: 'POST', action: 'CreateConcOrder' },
      update: { method: 'POST', action: 'ModifyConcOrder' },
      delete: { method: 'POST', action: 'DeleteConcOrder' },
    },
    more: {
      history: { method: 'GET', action: 'GetOrderHistoryDetail' },
      status: { method: 'POST', action: 'ModifyOrderStatus', button: 'audit' },
      signIn: { method: 'POST', action: 'ModifyOrderSignIn' },
      account: {
        method: 'GET', action: 'AccountOrderPage', ...LIST,
        params: {
          project_id: concFilter.project_id,
          plant_id: concFilter.plant_id,
          status: param.text('订单状态', ['orderStatus', 'order_status']),
          ...concSiteDays,
        },
      },
    },
  },
  workflows: [
    {
      field: 'status',
      lookup: 'concOrderStatus',
      initial: 0,
      transitions: [
        { from: [0], to: 1, button: 'audit', label: '审核通过', call: 'status' },
        { from: [1], to: 2, button: 'audit', label: '开始生产', call: 'status' },
        { from: [1, 2], to: 3, button: 'audit', label: '完成订单', call: 'status' },
        { from: [0, 1, 2], to: 4, button: 'audit', label: '取消订单', call: 'status' },
      ],
    },
    {
      field: 'signIn',
      lookup: 'signInStatus',
      initial: 0,
      transitions: [{ from: [0], to: 1, button: 'edit', label: '签收', call: 'signIn' }],
    },
  ],
  fields: [
    field.id(),
    field.code('orderNo', '订单编号', { maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '下单项目', 'project', { required: m.concOrderProjectRequired, filterable: true }),
    field.remote('plantId', '搅拌站', 'concPlant', { filterable: true }),
    field.text('strengthGrade', '强度等级', { required: m.concStrengthRequired, maxLength: 20, choices: STRENGTH_GRADES, filterable: true, sortable: true, listed: true, excel: true }),
    field.number('volume', '方量(m³)', { column: 'volume_m3', unit: 'm³', required: m.concVolumeRequired, range: { min: 0 }, sortable: true, listed: true, excel: true }),
    field.text('pourPart', '浇筑部位', { maxLength: 100, listed: true, excel: true }),
    field.text('contactName', '联系人', { maxLength: 50, listed: true, excel: true }),
    field.phone('contactPhone', '联系电话', { excel: true }),
    field.datetime('planTime', '计划浇筑时间', { required: m.concPlanTimeRequired, window: 'notBeforeToday', filterable: true, sortable: true, listed: true, excel: true }),
    field.lookup('status', '订单状态', 'concOrderStatus', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.lookup('signIn', '签收状态', 'signInStatus', { readOnly: true, filterable: true, listed: true }),
    field.multiline('remark', '备注', { maxLength: 500 }),
    field.remote('companyId', '供应公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
    field.datetime('completedAt', '完成时间', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'detail', 'create', 'update', 'status', 'signIn', 'account'],
    fields: {
      orderNo: { writeKey: 'order_no' },
      projectId: { writeKey: 'project_id' },
      plantId: { writeKey: 'plant_id' },
      strengthGrade: { writeKey: 'strength_grade' },
      volume: { writeKey: 'volume_m3' },
      pourPart: { writeKey: 'pour_part' },
      contactName: { writeKey: 'contact_name' },
      contactPhone: { writeKey: 'contact_phone' },
      planTime: { writeKey: 'plan_time' },
      status: { aliases: ['orderStatus', 'order_status'] },
      signIn: { aliases: ['status'] },
    },
  },
});
