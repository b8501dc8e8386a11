import type { Scope } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import type { SqlParams } from '../db/sql-params';
import type { EndpointContext } from '../http/mount-endpoint';

/**
 * True when the caller may administer `companyId`: everything for system admins, the company subtree for
 * enterprise users, only the session's own company for government and project users.
 */
export function companyInScope(ctx: Pick<EndpointContext, 'scope' | 'session'>, companyId: number): boolean {
  const s: Scope = ctx.scope;
  if (s.kind === 'all') return true;
  if (s.kind === 'companies') return s.companyIds.includes(companyId);
  return ctx.session.companyId === companyId;
}

/** Company ids the caller administers (undefined = all). */
export function administeredCompanies(ctx: Pick<EndpointContext, 'scope' | 'session'>): number[] | undefined {
  const s = ctx.scope;
  if (s.kind === 'all') return undefined;
  if (s.kind === 'companies') return [...s.companyIds];
  return ctx.session.companyId === null ? [] : [ctx.session.companyId];
}

/** A live company row or undefined. */
export function liveCompany(q: Queryable, id: number) {
  return q.one<{ id: number; parent_id: number | null; name: string; district_code: string }>(
    'SELECT id, parent_id, name, district_code FROM companies WHERE id = $1 AND if_del = 0',
    [id],
  );
}

/** SQL: `column` holds a company the caller administers (companyInScope as a condition). */
export function administeredCompanySql(ctx: Pick<EndpointContext, 'scope' | 'session'>, p: SqlParams, column: string): string {
  const ids = administeredCompanies(ctx);
  return ids === undefined ? 'true' : `${column} = ANY(${p.add(ids)}::int[])`;
}
