import { payrollSheetRecord } from '@worksite/contract';
import { payrollStatusLabel } from '@worksite/lookups';
import { conflict, invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { dateColumnText } from '../../record-types/record-dates';
import { messages } from '../../shared/messages';
import { computePayrollSheet, payPayrollSheet } from './payroll-compute';
import { rowProject, withSessionProject, written } from '../../scopes/project-row';

const DRAFT = 1;
const SUBMITTED = 2;
const PAID = 4;

/** `yyyy-mm-01` of a date value (a month is kept as its first day). */
const firstOfMonth = (v: unknown): string => `${String(dateColumnText(v)).slice(0, 7)}-01`;

/** Refuses a change of a sheet past 草稿 (docs/decisions/0680): `工资表已审核，不能修改或重新计算`. */
export function assertDraft(sheet: Record<string, unknown>): void {
  if (Number(sheet.status) !== DRAFT) throw invalid(messages.payrollSheetFrozen(payrollStatusLabel(sheet.status as number)));
}

/**
 * 工资表 beside the generic mount (docs/decisions/0680, 0682): the project in scope (the session's by default), the
 * team one of its teams (its name and employer — the payer — copied), the month kept as its first day, one sheet
 * per team and month, the pay date not before the month; computed on every save; frozen past 草稿 (no edit, no
 * delete, no recomputation); 提交审核 needs lines; 发放 stamps the time, gives the lines their funds status and
 * writes the month's wage payments.
 */
export const payrollSheetHooks: RecordHooks = {
  prepareParams: (params, ctx, existing) => withSessionProject({ ...params }, ctx, existing),
  async beforeWrite(values, ctx, q, existing) {
    if (existing) assertDraft(existing);
    const projectId = await rowProject(values, ctx, q, existing);
    if (values.has('team_id') || values.has('project_id')) {
      const team = await q.one<{ team_name: string; employer_name: string }>(
        'SELECT team_name, employer_name FROM teams WHERE id = $1 AND project_id = $2 AND if_del = 0', [Number(written(values, existing, 'team_id')), projectId]);
      if (!team) throw invalid(messages.payrollTeamNotInProject);
      values.set('team_name', team.team_name);
      values.set('employer_name', team.employer_name);
    }
    if (values.has('pay_month')) values.set('pay_month', firstOfMonth(values.get('pay_month')));
    const month = firstOfMonth(written(values, existing, 'pay_month'));
    if (String(dateColumnText(written(values, existing, 'pay_date'))) < month) throw invalid(messages.payrollPayDateBeforeMonth);
    const taken = await q.one('SELECT 1 FROM payroll_sheets WHERE project_id = $1 AND team_id = $2 AND pay_month = $3 AND if_del = 0 AND id <> $4',
      [projectId, Number(written(values, existing, 'team_id')), month, existing?.id ?? 0]);
    if (taken) throw conflict(messages.payrollSheetTaken);
  },
  async afterWrite(row, _ctx, q) {
    await computePayrollSheet(q, Number(row.id));
  },
  beforeDelete(row) {
    if (Number(row.status) !== DRAFT) throw invalid(messages.payrollSheetUndeletable(payrollStatusLabel(row.status as number)));
  },
  beforeTransition(move) {
    if (move.transition.to === SUBMITTED && Number(move.before.worker_count) === 0) throw invalid(messages.payrollSheetEmpty);
    if (move.transition.to === PAID) return { paid_at: new Date() };
    if (move.transition.to === SUBMITTED) return { reject_reason: '' };
    return undefined;
  },
  async afterTransition({ transition, after }, _ctx, q) {
    if (transition.to === PAID) await payPayrollSheet(q, Number(after.id), after.paid_at as Date);
  },
  toClient: numbersToClient(payrollSheetRecord),
};
