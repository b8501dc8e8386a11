import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 资质信息 (SPEC §7 "Records": qualification createData / queryDataByWhere / updateData; paths chosen, 0040):
 * the qualification certificates of the units working on a project. Scoped by its project; a chosen delete
 * (docs/decisions/0360) so a wrong entry can be taken back.
 */
export const qualificationRecord = declareRecord({
  name: 'qualification',
  title: '资质信息',
  table: 'project_qualifications',
  permission: { page: PAGE.projectManage, subPage: SUBPAGE.qualification },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Qualification',
    alias: 'qualification',
    chosen: true,
    calls: {
      list: { method: 'POST', action: 'queryDataByWhere' },
      create: { method: 'POST', action: 'createData' },
      update: { method: 'POST', action: 'updateData' },
      delete: { method: 'POST', action: 'deleteData' },
    },
  },
  fields: [
    field.id(),
    field.remote('projectId', '所属项目', 'project', { writeKey: 'project_id', required: m.recordProjectRequired, filterable: true, listed: true }),
    field.text('orgName', '单位名称', { writeKey: 'org_name', required: m.qualificationOrgRequired, maxLength: 100, filterable: true, sortable: true, listed: true }),
    field.text('qualificationType', '资质类别', { writeKey: 'qualification_type', required: m.qualificationTypeRequired, maxLength: 100, filterable: true, listed: true }),
    field.text('qualificationGrade', '资质等级', { writeKey: 'qualification_grade', maxLength: 20, filterable: true, listed: true }),
    field.code('certificateNo', '证书编号', { writeKey: 'certificate_no', required: m.certificateNoRequired, maxLength: 50, filterable: true, listed: true }),
    field.text('issuingAuthority', '发证机关', { writeKey: 'issuing_authority', maxLength: 100 }),
    field.date('issueDate', '发证日期', { writeKey: 'issue_date', sortable: true }),
    field.date('validUntil', '有效期至', { writeKey: 'valid_until', filterable: true, sortable: true, listed: true }),
    field.attachments('attachments', '证书附件', 'file'),
    field.multiline('remark', '备注', { maxLength: 500 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
