import { answer } from '../http/answer';
import { mountEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { mountDeletePreviewAction } from './record-delete-preview-action';
import { recordId } from './record-id';
import { endpointOf, type RecordMount } from './record-mount-context';
import { deleteDependants } from './record-relations';

/**
 * The delete action: the rows it names (one id, or the `namedIds` hook's), `checkSent`, locked in the caller's scope,
 * `beforeDelete`, what the declared relations say of the records referring to each (refused, or taken along:
 * record-relations.ts), then the `removeRows` hook or soft delete (or DELETE) with one audit entry per row naming
 * what went with it. With relations, the delete preview call beside it.
 */
export function mountDeleteAction(m: RecordMount): void {
  const remove = endpointOf(m.rt, 'delete');
  if (!remove || !m.mounts('delete')) return;
  const { rt, columns, hooks, table, soft } = m;
  mountEndpoint(m.app, remove, async (ctx) => {
    const ids = hooks.namedIds ? hooks.namedIds(ctx.params) : [recordId(ctx.params, m.rt)];
    for (const id of ids) hooks.checkSent?.(ctx.params, ctx, 'delete', id);
    return ctx.db.tx(async (q) => {
      const rows = [];
      for (const id of ids) rows.push(await m.loadInScope(q, ctx, id, true, false, 'delete'));
      for (const before of rows) await hooks.beforeDelete?.(before, ctx, q);
      const taken: Record<string, number[]>[] = [];
      for (const before of rows) taken.push(rt.relations?.length ? await deleteDependants(m.app, rt, before, ctx, q) : {});
      if (hooks.removeRows) return answer(await hooks.removeRows(rows, ctx, q), messages.deleted);
      for (const [i, id] of ids.entries()) {
        if (soft) {
          const touch = columns.has('update_time') ? ', update_time = now()' : '';
          await q.exec(`UPDATE ${table} SET ${soft} = 1${touch} WHERE id = $1`, [id]);
        } else {
          await q.exec(`DELETE FROM ${table} WHERE id = $1`, [id]);
        }
        const withIt = Object.keys(taken[i]!).length ? { after: { taken: taken[i] } } : {};
        await ctx.audit({ action: hooks.writeAuditAction?.('delete') ?? 'delete', table: rt.table, recordId: id, before: m.auditRow(rows[i]!), ...withIt }, q);
      }
      return answer({ id: ids[0] }, messages.deleted);
    });
  }, { skipDecode: true });
  mountDeletePreviewAction(m);
}
