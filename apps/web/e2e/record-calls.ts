import { API_BASE, DEFAULT_SCOPE_COLUMNS, endpoints, type Endpoint, type RecordType } from '@worksite/contract';
import type { Page } from 'playwright-core';
import { sql } from './browser';

/** What a call answered: the HTTP status and the envelope's code and message. */
export interface CallAnswer {
  readonly http: number;
  readonly code: number | undefined;
  readonly msg: string | undefined;
}

/** The catalogue endpoint of a record type's action. */
export function endpointOf(rt: RecordType, action: 'detail' | 'update' | 'list'): Endpoint {
  const name = rt.endpoints[action];
  const endpoint = name === undefined ? undefined : (endpoints as unknown as Record<string, Endpoint>)[name];
  if (endpoint === undefined) throw new Error(`${rt.name} declares no ${action} call`);
  return endpoint;
}

/**
 * Calls a catalogue endpoint from the page, as the app does (bearer token from local storage, `fromplat: pc`,
 * query for GET, form body for POST, `:name` path segments filled): the server sees the page's session.
 */
export async function callFromPage(page: Page, endpoint: Endpoint, params: Readonly<Record<string, string | number>>): Promise<CallAnswer> {
  const rest: Record<string, string> = {};
  let path = endpoint.path;
  for (const [k, v] of Object.entries(params)) {
    if (path.includes(`:${k}`)) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
    else rest[k] = String(v);
  }
  return page.evaluate(
    async ({ url, method, rest }) => {
      const token = localStorage.getItem('token') ?? '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, token, fromplat: 'pc' };
      const query = new URLSearchParams(rest).toString();
      const res =
        method === 'GET'
          ? await fetch(`${url}?${query}`, { headers })
          : await fetch(url, { method, headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: query });
      const body = (await res.json().catch(() => ({}))) as { code?: number; msg?: string };
      return { http: res.status, code: body.code, msg: body.msg };
    },
    { url: `${endpoint.base ?? API_BASE}${path}`, method: endpoint.method, rest },
  );
}

/** Ids the demo seed recorded (meta `demo-seed`): companies and projects by their seed key. */
export async function seedIds(): Promise<{ companies: Record<string, number>; projects: Record<string, number> }> {
  const [row] = await sql<{ value: string | { ids: { companies: Record<string, number>; projects: Record<string, number> } } }>(
    `SELECT value FROM meta WHERE key = 'demo-seed'`,
  );
  if (row === undefined) throw new Error('the product has no demo seed');
  const value = typeof row.value === 'string' ? (JSON.parse(row.value) as { ids: { companies: Record<string, number>; projects: Record<string, number> } }) : row.value;
  return value.ids;
}

/**
 * The lowest id of a live record of `rt` belonging to `companyId` (its company column; for project-scoped
 * types, also a project of that company), the type's fixed column values applied.
 */
export async function recordOfCompany(rt: RecordType, companyId: number): Promise<number | undefined> {
  const scope = { ...DEFAULT_SCOPE_COLUMNS, ...rt.scopeColumns };
  const where = [`${scope.company} = $1`];
  if (rt.scope === 'project') where.push(`${scope.project} IN (SELECT id FROM projects WHERE company_id = $1)`);
  if (rt.softDeleteColumn !== undefined) where.push(`${rt.softDeleteColumn} = 0`);
  const params: unknown[] = [companyId];
  for (const [column, value] of Object.entries(rt.fixed ?? {})) {
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const [row] = await sql<{ id: number }>(`SELECT id FROM ${rt.table} WHERE ${where.join(' AND ')} ORDER BY id LIMIT 1`, params);
  return row?.id;
}
