import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { answer } from '../http/answer';
import { mountEndpoint, type EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { assertBusinessKeyFree } from './business-key-check';
import { recordId } from './record-id';
import { endpointOf, type RecordMount } from './record-mount-context';
import { checkRecordRules } from './record-rules';
import { recordValues } from './record-values';

/**
 * The update action: what needs no row checked (`checkSent`), the row locked in the caller's scope (402 for
 * another scope's, nothing changed), the fields sent validated in declared order, a masked value sent back
 * unchanged kept as stored, `beforeWrite`,
 * update, still in scope, `afterWrite`, audit — one transaction.
 */
export function mountUpdateAction(m: RecordMount): void {
  const update = endpointOf(m.rt, 'update');
  if (!update || !m.mounts('update')) return;
  mountEndpoint(m.app, update, async (ctx) => {
    const id = recordId(ctx.params, m.rt);
    m.hooks.checkSent?.(ctx.params, ctx, 'update', id);
    return ctx.db.tx(async (q) => {
      const after = await updateRecord(m, ctx, q, id, m.params.bind(m, ctx));
      return answer(m.hooks.answerOf ? await m.hooks.answerOf(after, 'update', q, ctx) : { id }, messages.modified);
    });
  }, { skipDecode: true });
}

/**
 * The update action's work inside the caller's transaction: row `id` locked in scope, the values `paramsOf(before)`
 * gives validated, `beforeWrite`, update, scope check, `afterWrite`, audit. Calls that update several records at
 * once (concrete MultiUpdateConcProduct) run it per record in one transaction.
 */
export async function updateRecord(
  m: RecordMount,
  ctx: EndpointContext,
  q: Queryable,
  id: number,
  paramsOf: (before: Record<string, unknown>) => Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { rt, columns, hooks, table } = m;
  const before = await m.loadInScope(q, ctx, id, true, false, 'update');
  // A form filled from a masked answer sends the mask back: that is no change (docs/decisions/0310). An emptied
  // optional field takes NULL or its column's default (0414).
  const values = hooks.readValues ? await hooks.readValues(paramsOf(before), ctx, q, before) : recordValues(rt, paramsOf(before), true, before, m.emptyValue);
  // Rules across fields on the record as the update leaves it (docs/decisions/0520).
  checkRecordRules(rt, values, before);
  await hooks.beforeWrite?.(values, ctx, q, before);
  await assertBusinessKeyFree(m, q, values, before);
  if (columns.has('update_time')) values.set('update_time', new Date());
  const p = new SqlParams();
  const sets = [...values.entries()].map(([c, v]) => `${ident(c)} = ${p.add(v)}`);
  const after = sets.length
    ? (await q.one<Record<string, unknown>>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ${p.add(id)} RETURNING *`, p.values))!
    : before;
  await m.assertStillInScope(q, ctx, id, 'update');
  await hooks.afterWrite?.(after, ctx, q, before);
  await ctx.audit({ action: hooks.writeAuditAction?.('update') ?? 'update', table: rt.table, recordId: id, before: m.auditRow(before), after: m.auditRow(after) }, q);
  return after;
}
