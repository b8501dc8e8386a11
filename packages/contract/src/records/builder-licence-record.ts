import { SUBPAGE } from '../menu/page-keys';
import { field } from './declaration/fields';
import { projectDocumentKind } from './declaration/project-document-kind';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 施工许可证 (SPEC §7 "Records": builder licence createData / queryDataByWhere / updateData; paths chosen, 0040): a
 * project's construction permit (docs/decisions/0360).
 */
export const builderLicenceRecord = projectDocumentKind({
  alias: SUBPAGE.builderLicence,
  title: '施工许可证',
  table: 'builder_licences',
  prefix: '/api/BuilderLicence',
  dateOrder: [{ earlier: 'plannedStart', later: 'plannedEnd' }],
  fields: [
    field.code('licenceNo', '施工许可证编号', { required: m.licenceNoRequired, maxLength: 50, sortable: true, ...L }),
    field.text('builderUnit', '建设单位', { required: m.builderUnitRequired, maxLength: 100, ...L }),
    field.text('constructionUnit', '施工单位', { maxLength: 100, ...L }),
    field.text('supervisionUnit', '监理单位', { maxLength: 100 }),
    field.text('designUnit', '设计单位', { maxLength: 100 }),
    field.number('buildingArea', '建设规模', { unit: '㎡', range: { min: 0 } }),
    field.number('contractAmount', '合同价格', { unit: '万元', range: { min: 0 } }),
    field.date('plannedStart', '合同开工日期'),
    field.date('plannedEnd', '合同竣工日期'),
    field.text('issuingAuthority', '发证机关', { maxLength: 100, listed: true }),
    field.date('issueDate', '发证日期', { sortable: true, ...L }),
    field.attachments('attachments', '许可证附件', 'file'),
    field.multiline('remark', '备注', { maxLength: 500 }),
  ],
});
