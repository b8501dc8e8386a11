import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/** The placeholders a contract template may hold, each filled from the worker, employer, project or contract (0651). */
export const CONTRACT_PLACEHOLDERS = [
  '工人姓名', '身份证号', '性别', '手机号码', '工种', '用工单位', '项目名称', '项目地址', '施工单位',
  '合同编号', '日工资', '开始日期', '结束日期', '签订日期',
] as const;

/**
 * 合同模板 (issue 21, Deliver 6; docs/decisions/0651): a labour contract's text with `{{工人姓名}}`-style placeholders,
 * filled for one contract by the print call (the ID number masked). Project scope, soft delete; the name is unique
 * within its project.
 */
export const contractTemplateRecord = declareRecord({
  name: 'contractTemplate',
  title: '合同模板',
  table: 'contract_templates',
  permission: { page: PAGE.laborContract, subPage: SUBPAGE.contractTemplate },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['templateName'], per: 'project' },
  api: {
    prefix: '/api/ContractTemplate',
    alias: 'contractTemplate',
    calls: {
      list: { method: 'GET', action: 'WhereTemplateList' },
      detail: { method: 'GET', action: 'GetTemplateDetail' },
      create: { method: 'POST', action: 'CreateTemplate' },
      update: { method: 'POST', action: 'ModifyTemplate' },
      delete: { method: 'POST', action: 'DeleteTemplate' },
    },
  },
  fields: [
    field.id(),
    field.text('templateName', '模板名称', { required: true, maxLength: 100, filterable: true, sortable: true, listed: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
    field.multiline('body', '合同正文', {
      required: true,
      maxLength: 20000,
      help: `可用占位符：${CONTRACT_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}（身份证号打印时遮蔽）`,
    }),
    field.text('remark', '备注', { maxLength: 200, listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
