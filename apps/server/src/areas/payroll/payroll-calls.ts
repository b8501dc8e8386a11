import { payrollLineRecord, payrollSheetRecord, recordCalls, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { callParams } from '../../http/call-params';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { requireRecordMount } from '../../record-types/record-mounts';
import { messages } from '../../shared/messages';
import { computePayrollSheet } from './payroll-compute';
import { assertDraft } from './payroll-sheet-hooks';
import { sheetOfLine } from './payroll-line-hooks';

const DRAFT = 1;
const endpointOfCall = (rt: RecordType, key: string) => catalogueEndpoint(rt, recordCalls(rt).find((c) => c.key === key)!.name);

/**
 * 生成/重新计算 (ComputePayrollSheet, the edit button; docs/decisions/0680): a draft sheet of the caller's scope
 * (404 / 402 otherwise) computed again from the month's attendance and contracts, in one statement; audited.
 */
function mountCompute(app: FastifyInstance): void {
  const endpoint = endpointOfCall(payrollSheetRecord, 'compute');
  mountEndpoint(app, endpoint, async (ctx) => {
    const { id } = callParams(endpoint, ctx.params) as { id: number };
    const m = requireRecordMount(app, payrollSheetRecord.name);
    return ctx.db.tx(async (q) => {
      const before = await m.loadInScope(q, ctx, id, true, false, 'update');
      assertDraft(before);
      const lines = await computePayrollSheet(q, id);
      const after = (await q.one<Record<string, unknown>>('SELECT * FROM payroll_sheets WHERE id = $1', [id]))!;
      await ctx.audit({ action: 'payroll-compute', table: payrollSheetRecord.table, recordId: id, before, after }, q);
      return answer({ id, workerCount: lines ?? 0, totalGross: Number(after.total_gross), totalNet: Number(after.total_net) }, messages.payrollComputed);
    });
  }, { skipDecode: true });
}

/**
 * 工人确认 (ConfirmPayrollLine, the edit button; docs/decisions/0680): the worker's confirmation of a line (签字,
 * 工资支付条例 §31), once, on a sheet submitted, audited or paid — its time stamped; audited.
 */
function mountConfirm(app: FastifyInstance): void {
  const endpoint = endpointOfCall(payrollLineRecord, 'confirm');
  mountEndpoint(app, endpoint, async (ctx) => {
    const { id } = callParams(endpoint, ctx.params) as { id: number };
    const m = requireRecordMount(app, payrollLineRecord.name);
    return ctx.db.tx(async (q) => {
      const before = await m.loadInScope(q, ctx, id, true, false, 'update');
      const sheet = await sheetOfLine(q, before.sheet_id);
      if (Number(sheet.status) === DRAFT) throw invalid(messages.payrollLineConfirmDraft);
      if (before.confirmed_at !== null && before.confirmed_at !== undefined) throw invalid(messages.payrollLineConfirmed);
      const after = (await q.one<Record<string, unknown>>('UPDATE payroll_lines SET confirmed_at = now() WHERE id = $1 RETURNING *', [id]))!;
      await ctx.audit({ action: 'payroll-line-confirm', table: payrollLineRecord.table, recordId: id, before, after }, q);
      return answer({ id, confirmedAt: (after.confirmed_at as Date).toISOString() }, messages.payrollLineConfirmDone);
    });
  }, { skipDecode: true });
}

/** The payroll area's own calls (docs/decisions/0680): 生成/重新计算 and 工人确认. */
export function mountPayrollCalls(app: FastifyInstance): void {
  mountCompute(app);
  mountConfirm(app);
}
