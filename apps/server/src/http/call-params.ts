import { toListPage } from '@worksite/paging';
import type { Scope } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { listAnswer, type Answer, type PageInfo } from './answer';
import { invalid } from './api-error';
import type { EndpointContext } from './mount-endpoint';
import { messages } from '../shared/messages';

/** Helpers shared by the projects, organisations, notices, users, companies and menus areas. */

/** A parameter as trimmed text ('' when absent or not scalar). */
export function text(v: unknown): string {
  if (Array.isArray(v)) return text(v[0]);
  return typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** The first of `keys` the client sent (non-empty). */
export function pick(params: Record<string, unknown>, ...keys: string[]): unknown {
  for (const k of keys) {
    const v = params[k];
    if (v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')) return v;
  }
  return undefined;
}

const MAX_ID = 2_147_483_647;

/** A positive integer id, or undefined when absent; a 400 with `label` when malformed. */
export function optionalId(v: unknown, label: string): number | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
  const s = text(v);
  if (!/^\d{1,10}$/.test(s) || Number(s) <= 0 || Number(s) > MAX_ID) throw invalid(messages.invalidField(label));
  return Number(s);
}

/** A required positive integer id (400 with `missing` when absent). */
export function requiredId(v: unknown, label: string, missing: string = messages.invalidId): number {
  const id = optionalId(v, label);
  if (id === undefined) throw invalid(missing);
  return id;
}

/** Ids from a comma list, a JSON array text or a repeated parameter ('' → []). At most `max`. */
export function idList(v: unknown, label: string, max = 500): number[] {
  if (v === undefined || v === null) return [];
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else {
    const s = text(v);
    if (s === '') return [];
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (!Array.isArray(parsed)) throw new Error('not an array');
        items = parsed;
      } catch {
        throw invalid(messages.invalidField(label));
      }
    } else items = s.split(',');
  }
  if (items.length > max) throw invalid(messages.invalidField(label));
  const ids = items.map((i) => optionalId(typeof i === 'number' ? String(i) : i, label));
  if (ids.some((i) => i === undefined)) throw invalid(messages.invalidField(label));
  return [...new Set(ids as number[])];
}

/** Text of at most `max` characters; `required` message when empty and required. */
export function boundedText(v: unknown, label: string, max: number, required?: string): string {
  if (v !== undefined && v !== null && typeof v === 'object') throw invalid(messages.invalidField(label));
  const s = text(v);
  if (!s && required) throw invalid(required);
  if ([...s].length > max) throw invalid(messages.tooLong(label, max));
  return s;
}

/** Page index (0 and 1 both mean the first page) and size from `index`/`size`, size capped at `max`. */
export function paging(params: Record<string, unknown>, max = 1000, defaultSize = 10): { pageIndex: number; pageSize: number; offset: number } {
  const rawSize = text(params.size ?? params.pageSize);
  const rawIndex = text(params.index ?? params.pageIndex);
  const size = rawSize === '' ? defaultSize : Number(rawSize);
  const index = rawIndex === '' ? 0 : Number(rawIndex);
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(index) || index < 0 || index > 1_000_000) throw invalid(messages.invalidPaging);
  const pageSize = Math.min(size, max);
  const pageIndex = Math.max(index, 1);
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize };
}

/** A list answer in SPEC shape. */
export function pageAnswer(rows: readonly unknown[], pageIndex: number, pageSize: number, total: number): Answer {
  const page = toListPage(rows, pageIndex, pageSize, total);
  return listAnswer(page.data, page.page as PageInfo);
}

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

/** Depth of a company in the tree (1 = root). */
export async function companyDepth(q: Queryable, id: number): Promise<number> {
  const row = await q.one<{ depth: number }>(
    `WITH RECURSIVE up AS (SELECT id, parent_id, 1 AS depth FROM companies WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 20)
     SELECT max(depth)::int AS depth FROM up`,
    [id],
  );
  return row?.depth ?? 0;
}
