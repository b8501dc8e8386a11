import { answer } from '../http/answer';
import { mountEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { recordId } from './record-id';
import { endpointOf, type RecordMount } from './record-mount-context';

/** The delete action: the row locked in the caller's scope, `beforeDelete`, soft delete (or DELETE), audit. */
export function mountDeleteAction(m: RecordMount): void {
  const remove = endpointOf(m.rt, 'delete');
  if (!remove || !m.mounts('delete')) return;
  const { rt, columns, hooks, table, soft } = m;
  mountEndpoint(m.app, remove, async (ctx) => {
    const id = recordId(ctx.params, m.rt);
    return ctx.db.tx(async (q) => {
      const before = await m.loadInScope(q, ctx, id, true);
      await hooks.beforeDelete?.(before, ctx, q);
      if (soft) {
        const touch = columns.has('update_time') ? ', update_time = now()' : '';
        await q.exec(`UPDATE ${table} SET ${soft} = 1${touch} WHERE id = $1`, [id]);
      } else {
        await q.exec(`DELETE FROM ${table} WHERE id = $1`, [id]);
      }
      await ctx.audit({ action: hooks.writeAuditAction?.('delete') ?? 'delete', table: rt.table, recordId: id, before: m.auditRow(before) }, q);
      return answer({ id }, messages.deleted);
    });
  }, { skipDecode: true });
}
