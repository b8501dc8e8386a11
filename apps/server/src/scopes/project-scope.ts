import { scopeCondition, type ScopeTarget } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { noPermission, notFound } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';

/** Projects are scoped by company (enterprise), by their own id (project users) or by district (government). */
export const projectTarget: ScopeTarget = { table: 'projects', company: 'company_id', district: 'district_code' };

/** SQL condition limiting projects `alias` to the caller's scope. */
export function projectScopeSql(ctx: Pick<EndpointContext, 'scope'>, p: SqlParams, alias = 't'): string {
  return scopeCondition(ctx.scope, projectTarget, p, alias);
}

export interface ProjectRow {
  id: number;
  company_id: number;
  project_name: string;
  project_no: string;
  district_code: string;
}

/** The live project `id` when the caller's scope covers it: 404 when it does not exist, 402 when outside the scope. */
export async function projectInScope(q: Queryable, ctx: Pick<EndpointContext, 'scope'>, id: number, lock = false): Promise<ProjectRow> {
  const p = new SqlParams();
  const idp = p.add(id);
  const cond = projectScopeSql(ctx, p);
  const row = await q.one<ProjectRow & { in_scope: boolean }>(
    `SELECT t.id, t.company_id, t.project_name, t.project_no, t.district_code, (${cond}) AS in_scope
       FROM projects t WHERE t.id = ${idp} AND t.if_del = 0${lock ? ' FOR UPDATE' : ''}`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.in_scope) throw noPermission();
  const { in_scope: _, ...rest } = row;
  return rest;
}
