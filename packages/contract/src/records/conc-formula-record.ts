import { PAGE, SUBPAGE } from '../menu/page-keys';
import { concNamedPlant } from './declaration/concrete-call-params';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { STRENGTH_GRADES } from './conc-strength-grades';
import { recordMessages as m } from './record-messages';

/** Mix formulas (SPEC §7 /api/PCConcFormula, paths chosen): a plant's recipe per strength grade. */
export const concFormulaRecord = declareRecord({
  name: 'concFormula',
  title: '配合比',
  table: 'conc_formulas',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concFormula },
  scope: 'company',
  scopeColumns: { district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/PCConcFormula',
    alias: 'concFormula',
    calls: {
      list: { method: 'GET', action: 'WhereFormulaList' },
      detail: { method: 'GET', action: 'GetFormulaDetail' },
      create: { method: 'POST', action: 'CreateConcFormula' },
      delete: { method: 'POST', action: 'DeleteConcFormula' },
      update: { method: 'POST', action: 'ModifyFormulaValue' },
    },
    more: {
      namesByDevice: { method: 'GET', action: 'PCGetFormulaNameDevid', path: '/api/ConcFormula/PCGetFormulaNameDevid', params: concNamedPlant },
    },
  },
  fields: [
    field.id(),
    field.code('formulaNo', '配合比编号', { required: m.concFormulaNoRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('plantId', '搅拌站', 'concPlant', { required: m.concPlantRequired, filterable: true }),
    field.text('strengthGrade', '强度等级', { required: m.concStrengthRequired, maxLength: 20, choices: STRENGTH_GRADES, filterable: true, sortable: true, listed: true, excel: true }),
    field.code('slump', '坍落度', { maxLength: 20, listed: true, excel: true }),
    field.multiline('remark', '备注', { maxLength: 500 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['namesByDevice'],
    fields: {
      formulaNo: { writeKey: 'formula_no' },
      plantId: { writeKey: 'plant_id' },
      strengthGrade: { writeKey: 'strength_grade' },
    },
  },
});
