import { PAGE, SUBPAGE } from '../menu/page-keys';
import { concNamedPlant } from './declaration/concrete-call-params';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/** Materials of a formula (SPEC §7 /api/ConcFormulaMaterial, paths chosen): kg of one material per m³. */
export const concFormulaMaterialRecord = declareRecord({
  name: 'concFormulaMaterial',
  title: '配合比材料',
  table: 'conc_formula_materials',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concFormula },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/ConcFormulaMaterial',
    alias: 'concFormulaMaterial',
    calls: {
      create: { method: 'POST', action: 'CreateMaterial' },
      delete: { method: 'POST', action: 'DeleteMaterial' },
      update: { method: 'POST', action: 'ModifyMaterial' },
      detail: { method: 'GET', action: 'GetMaterialDetail' },
    },
    more: {
      device: { method: 'GET', action: 'GetDeviceDetail', params: concNamedPlant },
    },
  },
  fields: [
    field.id(),
    field.remote('formulaId', '配合比', 'concFormula', { required: m.concFormulaRequired, filterable: true }),
    field.text('materialName', '材料名称', { required: m.concMaterialRequired, maxLength: 50, listed: true, excel: true }),
    field.number('kgPerM3', '用量(kg/m³)', { unit: 'kg/m³', required: m.concMaterialKgRequired, range: { min: 0 }, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    fields: {
      formulaId: { writeKey: 'formula_id' },
      materialName: { writeKey: 'material_name' },
      kgPerM3: { writeKey: 'kg_per_m3' },
    },
  },
});
