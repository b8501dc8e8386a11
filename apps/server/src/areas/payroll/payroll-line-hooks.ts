import { payrollLineRecord } from '@worksite/contract';
import type { Queryable } from '../../db/database';
import { invalid, notFound } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { messages } from '../../shared/messages';
import { retotalPayrollSheet } from './payroll-compute';
import { assertDraft } from './payroll-sheet-hooks';

/** The live sheet of a line (locked), or 404. */
export async function sheetOfLine(q: Queryable, sheetId: unknown): Promise<Record<string, unknown>> {
  const sheet = await q.one<Record<string, unknown>>('SELECT * FROM payroll_sheets WHERE id = $1 AND if_del = 0 FOR UPDATE', [Number(sheetId)]);
  if (!sheet) throw notFound();
  return sheet;
}

/**
 * 工资明细 beside the generic mount (docs/decisions/0680, 0683): lines of live sheets only; made by the sheet's
 * computation, never created (an import row without 编号 is refused); only deductions and remark edited, while
 * the sheet is 草稿 — the net and the sheet's totals follow.
 */
export const payrollLineHooks: RecordHooks = {
  listSql: (_params, _p, alias) => [`EXISTS (SELECT 1 FROM payroll_sheets ps WHERE ps.id = ${alias}.sheet_id AND ps.if_del = 0)`],
  async beforeWrite(values, _ctx, q, existing) {
    if (!existing) throw invalid(messages.payrollLineNoCreate);
    assertDraft(await sheetOfLine(q, existing.sheet_id));
    for (const c of [...values.keys()]) if (c !== 'deductions' && c !== 'remark') values.delete(c);
    if (values.has('deductions')) {
      const gross = Number(existing.gross);
      const deductions = Number(values.get('deductions') ?? 0);
      if (deductions > gross) throw invalid(messages.payrollDeductionsAboveGross);
      values.set('deductions', deductions);
      values.set('net', Math.round((gross - deductions) * 100) / 100);
    }
  },
  async afterWrite(row, _ctx, q) {
    await retotalPayrollSheet(q, Number(row.sheet_id));
  },
  toClient: numbersToClient(payrollLineRecord),
};
