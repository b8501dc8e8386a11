import { PAGE, SUBPAGE } from '../menu/page-keys';
import { param } from '../call-params/call-param';
import { concFilter, concSiteDays } from './declaration/concrete-call-params';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { STRENGTH_GRADES } from './conc-strength-grades';
import { recordMessages as m } from './record-messages';

const LIST = { envelope: 'list' } as const;
const taskList = param.json('任务列表', ['data', 'tasks']);

/**
 * Production tasks / products (SPEC §7 /api/PCConcTaskUp): part of an order mixed at one plant. Scope
 * columns are copied from the order; status moves through ModifyConcTaskStatus (delivery button).
 */
export const concTaskRecord = declareRecord({
  name: 'concTask',
  title: '生产任务',
  table: 'conc_tasks',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concTask },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  choiceLabel: 'taskNo',
  api: {
    prefix: '/api/PCConcTaskUp',
    alias: 'concTask',
    calls: {
      list: { method: 'GET', action: 'WhereProductList' },
      detail: { method: 'GET', action: 'GetProductDetail' },
      delete: { method: 'POST', action: 'DeleteConcProduct' },
      create: { method: 'POST', action: 'CreateConcProduct' },
      update: { method: 'POST', action: 'ModifyConcTask' },
    },
    more: {
      // `list`: a JSON array of tasks (at most 50); `order_id`: the order of every task that names none.
      multiCreate: { method: 'POST', action: 'MultiCreateConcProduct', params: { list: taskList, order_id: param.value('订单', ['orderId']) } },
      multiUpdate: { method: 'POST', action: 'MultiUpdateConcProduct', params: { list: taskList } },
      multiStatus: {
        method: 'POST', action: 'MultiModifyConcTaskStatus', button: 'delivery', params: { ids: param.idList('ids', ['rec_ids', 'id'], { maxItems: 50 }) },
      },
      status: { method: 'POST', action: 'ModifyConcTaskStatus', button: 'delivery' },
      byOrder: { method: 'GET', action: 'WhereProductListByOrderId', ...LIST, params: { order_id: param.id('订单', ['orderId', 'id'], { required: m.concOrderRequired }) } },
      transport: {
        method: 'GET', action: 'WhereTransProductList', ...LIST, access: { page: PAGE.carmanage, subPage: SUBPAGE.transport, button: 'search' }, summary: '运输列表（滚动分页）',
        params: { ...concFilter, plate_no: param.text('车牌号', ['plateNo']), ...concSiteDays },
      },
      // A delivery trip (送货单) of a task: SPEC names the delivery button but no call (docs/decisions/0350).
      dispatch: {
        method: 'POST', action: 'CreateTransProduct', button: 'delivery', summary: '发车：罐车装载任务的一车混凝土',
        params: {
          task_id: param.id('生产任务', ['taskId', 'id'], { required: m.concOrderRequired }),
          tanker_id: param.id('罐车', ['tankerId'], { required: m.concTankerRequired }),
          // Default: the tanker car's capacity.
          volume_m3: param.text('方量', ['volume'], { format: 'number' }),
        },
      },
      arrive: {
        method: 'POST', action: 'ModifyTransProductArrived', button: 'delivery', summary: '送达：结束一车次',
        params: { id: param.id('车次', ['rec_id', 'delivery_id'], { required: m.concDeliveryRequired }) },
      },
    },
  },
  workflows: [
    {
      field: 'status',
      lookup: 'concTaskStatus',
      initial: 0,
      transitions: [
        { from: [0], to: 1, button: 'delivery', label: '开始生产', call: 'status' },
        { from: [1], to: 2, button: 'delivery', label: '完成生产', call: 'status' },
        { from: [0, 1], to: 3, button: 'delivery', label: '取消任务', call: 'status' },
      ],
    },
  ],
  fields: [
    field.id(),
    field.code('taskNo', '任务编号', { maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('orderId', '订单', 'concOrder', { required: m.concOrderRequired, filterable: true }),
    field.remote('plantId', '搅拌站', 'concPlant', { required: m.concPlantRequired, filterable: true }),
    field.remote('formulaId', '配合比', 'concFormula', { filterable: true }),
    field.text('strengthGrade', '强度等级', { maxLength: 20, choices: STRENGTH_GRADES, filterable: true, listed: true, excel: true }),
    field.number('volumePlanned', '计划方量(m³)', { unit: 'm³', required: m.concVolumeRequired, sortable: true, listed: true, excel: true }),
    field.number('volumeProduced', '已生产方量(m³)', { unit: 'm³', readOnly: true, sortable: true, listed: true, excel: true }),
    field.lookup('status', '任务状态', 'concTaskStatus', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '供应公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'detail', 'create', 'update', 'multiCreate', 'multiUpdate', 'multiStatus', 'status', 'byOrder', 'transport'],
    fields: {
      taskNo: { writeKey: 'task_no' },
      orderId: { writeKey: 'order_id' },
      plantId: { writeKey: 'plant_id' },
      formulaId: { writeKey: 'formula_id' },
      strengthGrade: { writeKey: 'strength_grade' },
      volumePlanned: { writeKey: 'volume_planned' },
      status: { aliases: ['taskStatus', 'task_status'] },
    },
  },
});
