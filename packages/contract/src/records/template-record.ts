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
  api: {
    prefix: '/api/RoutInspContent',
    alias: 'template',
    specPaths: ['byType'],
    calls: {
      list: { name: 'templateList', method: 'GET', action: 'WherePageList', request: TemplateListParams, response: Template, summary: '维保模板列表' },
      detail: { name: 'templateDetail', method: 'GET', action: 'GetContentDetail', request: TemplateDetailParams, response: Template, summary: '维保模板详情' },
      create: { name: 'templateCreate', method: 'POST', action: 'CreateContent', request: TemplateSavePayload, summary: '新建维保模板（rec_id 0）' },
      update: { name: 'templateUpdate', method: 'POST', action: 'ModifyContent', request: TemplateSavePayload, summary: '修改维保模板' },
      delete: { name: 'templateDelete', method: 'GET', action: 'ModifyIfDel', request: TemplateDeleteParams, summary: '删除维保模板（if_del 置 1）' },
    },
    more: {
      byType: { name: 'templateByType', method: 'GET', action: 'GetContentDetailByType', access: 'session', response: Template, summary: '按设备类型取模板（填写记录时）' },
    },
  },
  fields: [
    field.id(),
    field.text('deviceType', '设备类型', { writeKey: 'device_type', required: m.deviceTypeRequired, maxLength: 50, filterable: true, listed: true, excel: true }),
    field.text('projectName', '项目名称', { writeKey: 'project_name', required: m.projectNameRequired, maxLength: 100, filterable: true, excel: true }),
    field.text('description', '模板描述', { writeKey: 'description', required: m.templateDescriptionRequired, maxLength: 200, listed: true, excel: true }),
    field.text('contentName', '模板名称', { writeKey: 'content_name', required: m.templateNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '项目', 'project', { writeKey: 'project_id', labelKey: 'projectName', kind: 'number' }),
    field.multiline('otherList', '巡检内容', { writeKey: 'other_list' }),
    field.multiline('machineryList', '操作内容', { writeKey: 'machinery_list' }),
    field.multiline('repairList', '维修内容', { writeKey: 'repair_list' }),
    field.multiline('maintainList', '保养内容', { writeKey: 'maintain_list' }),
    field.createTime(),
  ],
});
