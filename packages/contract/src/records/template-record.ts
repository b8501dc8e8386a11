import * as t from 'io-ts';
import { NumberFromStringOrNumber } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import type { RecordType } from '../record-type';

const text = t.string;

/** Maintenance/inspection templates (SPEC §2.8, §3, §5): company scope, soft delete by if_del. */
export const templateRecord: RecordType = {
  name: 'template',
  title: '维保模板',
  table: 'rout_insp_content',
  permission: { page: PAGE.deviceManage, subPage: SUBPAGE.template },
  scope: 'company',
  scopeColumns: { company: 'company_id' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'templateList',
    detail: 'templateDetail',
    create: 'templateCreate',
    update: 'templateUpdate',
    delete: 'templateDelete',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
    {
      key: 'deviceType', column: 'device_type', writeKey: 'device_type', label: '设备类型', codec: text,
      required: '请选择设备类型', maxLength: 50, filterable: true, listed: true, excel: true,
    },
    {
      key: 'projectName', column: 'project_name', writeKey: 'project_name', label: '项目名称', codec: text,
      required: '请选择项目名称', maxLength: 100, filterable: true, excel: true,
    },
    {
      key: 'description', column: 'description', writeKey: 'description', label: '模板描述', codec: text,
      required: '请输入模板描述', maxLength: 200, listed: true, excel: true,
    },
    {
      key: 'contentName', column: 'content_name', writeKey: 'content_name', label: '模板名称', codec: text,
      required: '请输入模板名称', maxLength: 50, filterable: true, sortable: true, listed: true, excel: true,
    },
    { key: 'projectId', column: 'project_id', writeKey: 'project_id', label: '项目', codec: NumberFromStringOrNumber, kind: 'number' },
    { key: 'otherList', column: 'other_list', writeKey: 'other_list', label: '巡检内容', codec: text },
    { key: 'machineryList', column: 'machinery_list', writeKey: 'machinery_list', label: '操作内容', codec: text },
    { key: 'repairList', column: 'repair_list', writeKey: 'repair_list', label: '维修内容', codec: text },
    { key: 'maintainList', column: 'maintain_list', writeKey: 'maintain_list', label: '保养内容', codec: text },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: text, kind: 'date', readOnly: true, sortable: true },
  ],
};
