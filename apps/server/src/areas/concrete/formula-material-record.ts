import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, SUBPAGE, type RecordType } from '@worksite/contract';
import { messages } from '../../shared/messages';

const n = NumberFromStringOrNumber;

/** Materials of a formula (SPEC §7 /api/ConcFormulaMaterial, paths chosen): kg of one material per m³. */
export const concFormulaMaterialRecord: RecordType = {
  name: 'concFormulaMaterial',
  title: '配合比材料',
  table: 'conc_formula_materials',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concFormula },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    detail: 'concFormulaMaterialGetMaterialDetail',
    create: 'concFormulaMaterialCreateMaterial',
    update: 'concFormulaMaterialModifyMaterial',
    delete: 'concFormulaMaterialDeleteMaterial',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'formulaId', writeKey: 'formula_id', column: 'formula_id', label: '配合比', codec: n, required: messages.concFormulaRequired, kind: 'number', filterable: true },
    { key: 'materialName', writeKey: 'material_name', column: 'material_name', label: '材料名称', codec: t.string, required: messages.concMaterialRequired, maxLength: 50, listed: true, excel: true },
    { key: 'kgPerM3', writeKey: 'kg_per_m3', column: 'kg_per_m3', label: '用量(kg/m³)', codec: n, required: messages.concMaterialKgRequired, kind: 'number', listed: true, excel: true },
    { key: 'companyId', column: 'company_id', label: '所属公司', codec: n, kind: 'number', readOnly: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
