import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { answer } from '../http/answer';
import { noPermission } from '../http/api-error';
import { mountEndpoint, type EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { assertBusinessKeyFree } from './business-key-check';
import { endpointOf, type RecordMount } from './record-mount-context';
import { checkRecordRules } from './record-rules';
import { recordValues } from './record-values';

/**
 * The create action: declared fields validated in order (recordValues), the declared fixed values, the
 * caller's company / user where the table has them, the workflows' initial states, `beforeWrite`, insert,
 * still in the caller's scope (else 402, rolled back), `afterWrite`, audit — one transaction.
 */
export function mountCreateAction(m: RecordMount): void {
  const create = endpointOf(m.rt, 'create');
  if (!create || !m.mounts('create')) return;
  mountEndpoint(m.app, create, async (ctx) => {
    const { readValues, answerOf, createdMessage } = m.hooks;
    const values = readValues ? undefined : recordValues(m.rt, m.params(ctx), false);
    return ctx.db.tx(async (q) => {
      const row = await insertRecord(m, ctx, q, values ?? (await readValues!(m.params(ctx), ctx, q)));
      return answer(answerOf ? await answerOf(row, 'create', q, ctx) : { id: Number(row.id) }, createdMessage?.(ctx) ?? messages.submitted);
    });
  }, { skipDecode: true });
}

/**
 * The create action's work inside the caller's transaction, for validated `values` (recordValues): fixed values,
 * initial states, company / user, `beforeWrite`, insert, scope check, `afterWrite`, audit. Calls that create
 * several records at once (concrete MultiCreateConcProduct) run it per record in one transaction.
 */
export async function insertRecord(m: RecordMount, ctx: EndpointContext, q: Queryable, values: Map<string, unknown>): Promise<Record<string, unknown>> {
  const { rt, columns, hooks, table } = m;
  for (const [c, v] of Object.entries(rt.fixed ?? {})) values.set(c, v);
  for (const w of rt.workflows ?? []) {
    const state = rt.fields.find((f) => f.key === w.field);
    if (state && columns.has(state.column) && !values.has(state.column)) values.set(state.column, w.initial);
  }
  if (columns.has('company_id') && !values.has('company_id')) values.set('company_id', ctx.session.companyId);
  if (columns.has('user_id')) values.set('user_id', ctx.user.id);
  // The creator's name, unless the record names its own (a user's account name).
  if (columns.has('user_name') && !values.has('user_name')) values.set('user_name', ctx.user.realName || ctx.user.userName);
  if (columns.has('company_name') && !values.get('company_name')) {
    const c = await q.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [values.get('company_id')]);
    values.set('company_name', c?.name ?? '');
  }
  // Rules across fields (date pairs, date windows) before the type's own checks (docs/decisions/0520).
  checkRecordRules(rt, values);
  await hooks.beforeWrite?.(values, ctx, q);
  await assertBusinessKeyFree(m, q, values);
  const cols = [...values.keys()];
  const p = new SqlParams();
  const placeholders = cols.map((c) => p.add(values.get(c)));
  const row = (await q.one<Record<string, unknown>>(
    `INSERT INTO ${table} (${cols.map(ident).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`,
    p.values,
  ))!;
  const id = Number(row.id);
  if (!hooks.createdInScope) await m.assertStillInScope(q, ctx, id, 'create');
  else if (!hooks.createdInScope(row, ctx)) throw noPermission();
  await hooks.afterWrite?.(row, ctx, q);
  await ctx.audit({ action: hooks.writeAuditAction?.('create') ?? 'create', table: rt.table, recordId: id, after: m.auditRow(row) }, q);
  return row;
}
