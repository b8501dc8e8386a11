import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 诚信评价 › 信用评价 (SPEC §1 names the page only; fields and paths chosen, docs/decisions/0425): a period's score of
 * one organisation of 组织机构 (a 劳务分包, a supplier …), its 信用等级 computed by the server from the score
 * (A ≥ 90, B ≥ 80, C ≥ 70, D below), reviewed once: 审核通过 or 驳回 from 待审核 only. An approved evaluation is
 * final (neither edited nor deleted); editing a rejected one sends it back to 待审核.
 */
export const creditEvaluationRecord = declareRecord({
  name: 'creditEvaluation',
  title: '信用评价',
  table: 'credit_evaluations',
  permission: { page: PAGE.integrity, subPage: SUBPAGE.evaluation },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/CreditEvaluation',
    alias: 'creditEvaluation',
    calls: {
      list: { method: 'GET', action: 'WhereCreditEvaluationList' },
      detail: { method: 'GET', action: 'GetCreditEvaluationDetail' },
      create: { method: 'POST', action: 'CreateCreditEvaluation' },
      update: { method: 'POST', action: 'ModifyCreditEvaluation' },
      delete: { method: 'POST', action: 'DeleteCreditEvaluation' },
    },
    more: {
      audit: { method: 'POST', action: 'AuditCreditEvaluation', button: 'audit' },
    },
  },
  workflows: [{
    field: 'auditStatus', lookup: 'evaluationAuditStatus', initial: 0,
    transitions: [
      { from: [0], to: 1, button: 'audit', label: '审核通过', call: 'audit' },
      { from: [0], to: 2, button: 'audit', label: '驳回', call: 'audit', fields: ['rejectReason'] },
    ],
  }],
  fields: [
    field.id(),
    field.remote('orgId', '评价对象', 'organisation', { required: m.evaluationTargetRequired, filterable: true, listed: true }),
    field.text('period', '评价周期', { required: m.evaluationPeriodRequired, maxLength: 50, ...L }),
    field.number('score', '评价得分', { required: m.evaluationScoreRequired, rules: [{ check: 'score', message: m.scoreInvalid('评价得分') }], sortable: true, listed: true }),
    // Computed by the server from the score on every save (creditGradeOf of @worksite/lookups), stored to filter by.
    field.lookup('creditGrade', '信用等级', 'creditGrade', { codec: t.string, kind: 'string', readOnly: true, ...L }),
    field.text('evaluator', '评价人', { maxLength: 50, listed: true }),
    field.multiline('remark', '评价说明', { maxLength: 1000 }),
    field.lookup('auditStatus', '审核状态', 'evaluationAuditStatus', { readOnly: true, ...L }),
    // Written by the 驳回 move only (its dialog asks for it).
    field.multiline('rejectReason', '驳回原因', { readOnly: true, required: m.rejectReasonRequired, maxLength: 500 }),
    field.text('auditor', '审核人', { readOnly: true }),
    field.datetime('auditTime', '审核时间', { readOnly: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
