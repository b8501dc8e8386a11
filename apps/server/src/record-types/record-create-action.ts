import { SqlParams, ident } from '../db/sql-params';
import { answer } from '../http/answer';
import { noPermission } from '../http/api-error';
import { mountEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { endpointOf, type RecordMount } from './record-mount-context';
import { recordValues } from './record-values';

/**
 * The create action: declared fields validated in order (recordValues), the declared fixed values, the
 * caller's company / user where the table has them, the workflows' initial states, `beforeWrite`, insert,
 * still in the caller's scope (else 402, rolled back), `afterWrite`, audit — one transaction.
 */
export function mountCreateAction(m: RecordMount): void {
  const create = endpointOf(m.rt, 'create');
  if (!create || !m.mounts('create')) return;
  const { rt, columns, hooks, table } = m;
  mountEndpoint(m.app, create, async (ctx) => {
    const values = recordValues(rt, m.params(ctx), false);
    return ctx.db.tx(async (q) => {
      for (const [c, v] of Object.entries(rt.fixed ?? {})) values.set(c, v);
      for (const w of rt.workflows ?? []) {
        const state = rt.fields.find((f) => f.key === w.field);
        if (state && columns.has(state.column) && !values.has(state.column)) values.set(state.column, w.initial);
      }
      if (columns.has('company_id') && !values.has('company_id')) values.set('company_id', ctx.session.companyId);
      if (columns.has('user_id')) values.set('user_id', ctx.user.id);
      if (columns.has('user_name')) values.set('user_name', ctx.user.realName || ctx.user.userName);
      if (columns.has('company_name') && !values.get('company_name')) {
        const c = await q.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [values.get('company_id')]);
        values.set('company_name', c?.name ?? '');
      }
      await hooks.beforeWrite?.(values, ctx, q);
      const cols = [...values.keys()];
      const p = new SqlParams();
      const placeholders = cols.map((c) => p.add(values.get(c)));
      const row = (await q.one<Record<string, unknown>>(
        `INSERT INTO ${table} (${cols.map(ident).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`,
        p.values,
      ))!;
      const id = Number(row.id);
      if (!hooks.createdInScope) await m.assertStillInScope(q, ctx, id);
      else if (!hooks.createdInScope(row, ctx)) throw noPermission();
      await hooks.afterWrite?.(row, ctx, q);
      await ctx.audit({ action: 'create', table: rt.table, recordId: id, after: m.auditRow(row) }, q);
      return answer(hooks.answerOf ? hooks.answerOf(row, 'create') : { id }, messages.submitted);
    });
  }, { skipDecode: true });
}
