import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, StringFromStringOrNumber, SUBPAGE, type RecordType } from '@worksite/contract';
import { messages } from '../../shared/messages';

const n = NumberFromStringOrNumber;

/**
 * Production tasks / products (SPEC §7 /api/PCConcTaskUp): part of an order mixed at one plant. Scope
 * columns are copied from the order; status changes through ModifyConcTaskStatus.
 */
export const concTaskRecord: RecordType = {
  name: 'concTask',
  title: '生产任务',
  table: 'conc_tasks',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concTask },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'concTaskWhereProductList',
    detail: 'concTaskGetProductDetail',
    create: 'concTaskCreateConcProduct',
    update: 'concTaskModifyConcTask',
    delete: 'concTaskDeleteConcProduct',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'taskNo', writeKey: 'task_no', column: 'task_no', label: '任务编号', codec: StringFromStringOrNumber, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'orderId', writeKey: 'order_id', column: 'order_id', label: '订单', codec: n, required: messages.concOrderRequired, kind: 'number', filterable: true },
    { key: 'plantId', writeKey: 'plant_id', column: 'plant_id', label: '搅拌站', codec: n, required: messages.concPlantRequired, kind: 'number', filterable: true },
    { key: 'formulaId', writeKey: 'formula_id', column: 'formula_id', label: '配合比', codec: n, kind: 'number', filterable: true },
    { key: 'strengthGrade', writeKey: 'strength_grade', column: 'strength_grade', label: '强度等级', codec: t.string, maxLength: 20, filterable: true, listed: true, excel: true },
    { key: 'volumePlanned', writeKey: 'volume_planned', column: 'volume_planned', label: '计划方量(m³)', codec: n, required: messages.concVolumeRequired, kind: 'number', sortable: true, listed: true, excel: true },
    { key: 'volumeProduced', column: 'volume_produced', label: '已生产方量(m³)', codec: n, kind: 'number', readOnly: true, sortable: true, listed: true, excel: true },
    { key: 'status', column: 'status', label: '任务状态', codec: n, kind: 'number', readOnly: true, filterable: true, sortable: true, listed: true },
    { key: 'projectId', column: 'project_id', label: '项目', codec: n, kind: 'number', readOnly: true, filterable: true },
    { key: 'companyId', column: 'company_id', label: '供应公司', codec: n, kind: 'number', readOnly: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: t.string, readOnly: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
