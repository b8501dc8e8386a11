import { SqlParams, ident } from '../db/sql-params';
import { answer } from '../http/answer';
import { mountEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { recordId } from './record-id';
import { endpointOf, type RecordMount } from './record-mount-context';
import { recordValues } from './record-values';

/**
 * The update action: the row locked in the caller's scope (402 for another scope's, nothing changed), the
 * fields sent validated in declared order, a masked value sent back unchanged kept as stored, `beforeWrite`,
 * update, still in scope, `afterWrite`, audit — one transaction.
 */
export function mountUpdateAction(m: RecordMount): void {
  const update = endpointOf(m.rt, 'update');
  if (!update || !m.mounts('update')) return;
  const { rt, columns, hooks, table } = m;
  mountEndpoint(m.app, update, async (ctx) => {
    const id = recordId(ctx.params, m.rt);
    return ctx.db.tx(async (q) => {
      const before = await m.loadInScope(q, ctx, id, true);
      // A form filled from a masked answer sends the mask back: that is no change (docs/decisions/0310).
      const values = recordValues(rt, m.params(ctx, before), true, before);
      await hooks.beforeWrite?.(values, ctx, q, before);
      if (columns.has('update_time')) values.set('update_time', new Date());
      const p = new SqlParams();
      const sets = [...values.entries()].map(([c, v]) => `${ident(c)} = ${p.add(v)}`);
      const after = sets.length
        ? (await q.one<Record<string, unknown>>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ${p.add(id)} RETURNING *`, p.values))!
        : before;
      await m.assertStillInScope(q, ctx, id);
      await hooks.afterWrite?.(after, ctx, q, before);
      await ctx.audit({ action: 'update', table: rt.table, recordId: id, before: m.auditRow(before), after: m.auditRow(after) }, q);
      return answer(hooks.answerOf ? hooks.answerOf(after, 'update') : { id }, messages.modified);
    });
  }, { skipDecode: true });
}
