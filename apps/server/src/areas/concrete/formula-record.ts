import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, StringFromStringOrNumber, SUBPAGE, type RecordType } from '@worksite/contract';
import { messages } from '../../shared/messages';

const n = NumberFromStringOrNumber;

/** Mix formulas (SPEC §7 /api/PCConcFormula, paths chosen): a plant's recipe per strength grade. */
export const concFormulaRecord: RecordType = {
  name: 'concFormula',
  title: '配合比',
  table: 'conc_formulas',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concFormula },
  scope: 'company',
  scopeColumns: { district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'concFormulaWhereFormulaList',
    detail: 'concFormulaGetFormulaDetail',
    create: 'concFormulaCreateConcFormula',
    update: 'concFormulaModifyFormulaValue',
    delete: 'concFormulaDeleteConcFormula',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'formulaNo', writeKey: 'formula_no', column: 'formula_no', label: '配合比编号', codec: StringFromStringOrNumber, required: messages.concFormulaNoRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'plantId', writeKey: 'plant_id', column: 'plant_id', label: '搅拌站', codec: n, required: messages.concPlantRequired, kind: 'number', filterable: true },
    { key: 'strengthGrade', writeKey: 'strength_grade', column: 'strength_grade', label: '强度等级', codec: t.string, required: messages.concStrengthRequired, maxLength: 20, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'slump', column: 'slump', label: '坍落度', codec: StringFromStringOrNumber, maxLength: 20, listed: true, excel: true },
    { key: 'remark', column: 'remark', label: '备注', codec: t.string, maxLength: 500 },
    { key: 'companyId', column: 'company_id', label: '所属公司', codec: n, kind: 'number', readOnly: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: t.string, readOnly: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
