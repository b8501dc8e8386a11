import { scopeCondition, type ScopeTarget } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { noPermission, notFound } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';

/** Organisations: company subtree (enterprise), their project (project users), their district (government). */
export const orgTarget: ScopeTarget = { table: 'organisations', company: 'company_id', project: 'project_id', district: 'district_code' };

export function orgScopeSql(ctx: Pick<EndpointContext, 'scope'>, p: SqlParams, alias = 't'): string {
  return scopeCondition(ctx.scope, orgTarget, p, alias);
}

/** The live organisation row when the caller's scope covers it (404 / 402 otherwise). */
export async function orgInScope(q: Queryable, ctx: Pick<EndpointContext, 'scope'>, id: number, lock = false): Promise<Record<string, unknown>> {
  const p = new SqlParams();
  const idp = p.add(id);
  const cond = orgScopeSql(ctx, p);
  const row = await q.one<Record<string, unknown> & { __in_scope: boolean }>(
    `SELECT t.*, (${cond}) AS __in_scope FROM organisations t WHERE t.id = ${idp} AND t.if_del = 0${lock ? ' FOR UPDATE' : ''}`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.__in_scope) throw noPermission();
  const { __in_scope: _, ...rest } = row;
  return rest;
}
