import { SUBPAGE } from '../menu/page-keys';
import { field } from './declaration/fields';
import { projectDocumentKind } from './declaration/project-document-kind';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 资质信息 (SPEC §7 "Records": qualification createData / queryDataByWhere / updateData; paths chosen, 0040): the
 * qualification certificates of the units working on a project (docs/decisions/0360).
 */
export const qualificationRecord = projectDocumentKind({
  alias: SUBPAGE.qualification,
  title: '资质信息',
  table: 'project_qualifications',
  prefix: '/api/Qualification',
  dateOrder: [{ earlier: 'issueDate', later: 'validUntil' }],
  fields: [
    field.text('orgName', '单位名称', { required: m.qualificationOrgRequired, maxLength: 100, sortable: true, ...L }),
    field.text('qualificationType', '资质类别', { required: m.qualificationTypeRequired, maxLength: 100, ...L }),
    field.text('qualificationGrade', '资质等级', { maxLength: 20, ...L }),
    field.code('certificateNo', '证书编号', { required: m.certificateNoRequired, maxLength: 50, ...L }),
    field.text('issuingAuthority', '发证机关', { maxLength: 100 }),
    field.date('issueDate', '发证日期', { sortable: true }),
    field.date('validUntil', '有效期至', { sortable: true, ...L }),
    field.attachments('attachments', '证书附件', 'file'),
    field.multiline('remark', '备注', { maxLength: 500 }),
  ],
});
