import { Template, TemplateSavePayload } from '../codecs/template';
import { TemplateDeleteParams, TemplateDetailParams, TemplateListParams } from '../codecs/template-requests';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Maintenance/inspection templates (SPEC §2.8, §3, §5): company scope, soft delete by if_del. Paths mapped
 * onto RoutInspContent (SPEC shows none for list/detail/add/update/delete); payloads as SPEC §3/§7 give them.
 */
export const templateRecord = declareRecord({
  name: 'template',
  title: '维保模板',
  table: 'rout_insp_content',
  permission: { page: PAGE.deviceManage, subPage: SUBPAGE.template },
  scope: 'company',
  scopeColumns: { company: 'company_id' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  // Named by its 模板名称 where a device or record refers to it (its first required text is the device type; 0550).
  choiceLabel: 'contentName',
  api: {
    prefix: '/api/RoutInspContent',
    alias: 'template',
    calls: {
      list: { method: 'GET', action: 'WherePageList', summary: '维保模板列表' },
      detail: { method: 'GET', action: 'GetContentDetail', summary: '维保模板详情' },
      create: { method: 'POST', action: 'CreateContent', summary: '新建维保模板（rec_id 0）' },
      update: { method: 'POST', action: 'ModifyContent', summary: '修改维保模板' },
      delete: { method: 'GET', action: 'ModifyIfDel', summary: '删除维保模板（if_del 置 1）' },
    },
    more: {
      byType: { method: 'GET', action: 'GetContentDetailByType', access: 'session', summary: '按设备类型取模板（填写记录时）' },
    },
  },
  fields: [
    field.id(),
    field.text('deviceType', '设备类型', { required: m.deviceTypeRequired, maxLength: 50, filterable: true, listed: true, excel: true }),
    field.text('projectName', '项目名称', { required: m.projectNameRequired, maxLength: 100, filterable: true, excel: true }),
    field.text('description', '模板描述', { required: m.templateDescriptionRequired, maxLength: 200, listed: true, excel: true }),
    field.text('contentName', '模板名称', { required: m.templateNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '项目', 'project', { labelKey: 'projectName', kind: 'number' }),
    field.multiline('otherList', '巡检内容'),
    field.multiline('machineryList', '操作内容'),
    field.multiline('repairList', '维修内容'),
    field.multiline('maintainList', '保养内容'),
    field.createTime(),
  ],
  wire: {
    specPaths: ['byType'],
    fields: {
      deviceType: { writeKey: 'device_type' },
      projectName: { writeKey: 'project_name' },
      description: { writeKey: 'description' },
      contentName: { writeKey: 'content_name' },
      projectId: { writeKey: 'project_id' },
      otherList: { writeKey: 'other_list' },
      machineryList: { writeKey: 'machinery_list' },
      repairList: { writeKey: 'repair_list' },
      maintainList: { writeKey: 'maintain_list' },
    },
    calls: {
      list: { name: 'templateList', request: TemplateListParams, response: Template },
      detail: { name: 'templateDetail', request: TemplateDetailParams, response: Template },
      create: { name: 'templateCreate', request: TemplateSavePayload },
      update: { name: 'templateUpdate', request: TemplateSavePayload },
      delete: { name: 'templateDelete', request: TemplateDeleteParams },
      byType: { name: 'templateByType', response: Template },
    },
  },
});
