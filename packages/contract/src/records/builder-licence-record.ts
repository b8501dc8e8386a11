import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 施工许可证 (SPEC §7 "Records": builder licence createData / queryDataByWhere / updateData; paths chosen, 0040):
 * a project's construction permit. Scoped by its project; a chosen delete (docs/decisions/0360).
 */
export const builderLicenceRecord = declareRecord({
  name: 'builderLicence',
  title: '施工许可证',
  table: 'builder_licences',
  permission: { page: PAGE.projectManage, subPage: SUBPAGE.builderLicence },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/BuilderLicence',
    alias: 'builderLicence',
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
    field.code('licenceNo', '施工许可证编号', { writeKey: 'licence_no', required: m.licenceNoRequired, maxLength: 50, filterable: true, sortable: true, listed: true }),
    field.remote('projectId', '所属项目', 'project', { writeKey: 'project_id', required: m.recordProjectRequired, filterable: true, listed: true }),
    field.text('builderUnit', '建设单位', { writeKey: 'builder_unit', required: m.builderUnitRequired, maxLength: 100, filterable: true, listed: true }),
    field.text('constructionUnit', '施工单位', { writeKey: 'construction_unit', maxLength: 100, filterable: true, listed: true }),
    field.text('supervisionUnit', '监理单位', { writeKey: 'supervision_unit', maxLength: 100 }),
    field.text('designUnit', '设计单位', { writeKey: 'design_unit', maxLength: 100 }),
    field.number('buildingArea', '建设规模', { writeKey: 'building_area', unit: '㎡' }),
    field.number('contractAmount', '合同价格', { writeKey: 'contract_amount', unit: '万元' }),
    field.date('plannedStart', '合同开工日期', { writeKey: 'planned_start' }),
    field.date('plannedEnd', '合同竣工日期', { writeKey: 'planned_end' }),
    field.text('issuingAuthority', '发证机关', { writeKey: 'issuing_authority', maxLength: 100, listed: true }),
    field.date('issueDate', '发证日期', { writeKey: 'issue_date', filterable: true, sortable: true, listed: true }),
    field.attachments('attachments', '许可证附件', 'file'),
    field.multiline('remark', '备注', { maxLength: 500 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
