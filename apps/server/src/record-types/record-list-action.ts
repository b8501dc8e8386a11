import { toListPage } from '@worksite/paging';
import type { Scope } from '../auth/data-scope';
import { SqlParams } from '../db/sql-params';
import { listAnswer, type PageInfo } from '../http/answer';
import { invalid } from '../http/api-error';
import { mountEndpoint, type EndpointContext } from '../http/mount-endpoint';
import { paging } from '../http/list-paging';
import { messages } from '../shared/messages';
import { endpointOf, type RecordMount } from './record-mount-context';
import { companyOnlyFilter, orderBySql, strWhereSql } from './record-query';

/**
 * record_count from live_counts (migration 1700000000120) instead of counting the rows, when the table
 * keeps them (its `<table>_live_counts_ins` trigger exists) and the filter is only soft delete, the caller's
 * company scope and company ids from strWhere: the companies to sum, or 'all'. Else undefined: count(*).
 */
function liveCounts(m: RecordMount): (scope: Scope, strWhere: string) => Promise<number[] | 'all' | undefined> {
  const { rt, columns, target, app } = m;
  let keepsLiveCounts: Promise<boolean> | undefined;
  return async (scope, strWhere) => {
    if (rt.softDeleteColumn !== 'if_del' || rt.fixed || m.hooks.listSql || !columns.has('company_id') || !columns.has('if_del')) return undefined;
    if (scope.kind === 'projects' || scope.kind === 'district') return undefined;
    if (scope.kind === 'companies' && rt.scope !== 'none' && target.company !== 'company_id') return undefined;
    const filter = companyOnlyFilter(rt, strWhere, 'company_id', 'if_del');
    if (!filter) return undefined;
    keepsLiveCounts ??= app.worksite.db
      .one('SELECT 1 FROM pg_trigger WHERE tgname = $1 AND NOT tgisinternal', [`${rt.table}_live_counts_ins`])
      .then((r) => r !== undefined)
      .catch(() => {
        keepsLiveCounts = undefined;
        return false;
      });
    if (!(await keepsLiveCounts)) return undefined;
    let allowed: number[] | 'all' = scope.kind === 'none' && rt.scope !== 'none' ? [] : scope.kind === 'companies' && rt.scope !== 'none' ? [...scope.companyIds] : 'all';
    for (const ids of filter) allowed = allowed === 'all' ? [...new Set(ids)] : allowed.filter((id) => ids.includes(id));
    return allowed;
  };
}

/** The order of a list: the sort the call asks for (whitelisted), else the `listOrder` hook's, else the declared sort. */
function listOrder(m: RecordMount, sort: unknown, direction: unknown, alias = 't'): string {
  const asked = (sort !== undefined && sort !== '') || (direction !== undefined && direction !== '');
  return !asked && m.hooks.listOrder ? m.hooks.listOrder(alias) : orderBySql(m.rt, sort, direction, alias);
}

/** The conditions of a list (and its export): alive, in the caller's scope, strWhere, the `listSql` hook's. */
function listWhere(m: RecordMount, ctx: EndpointContext, strWhere: string, p: SqlParams): string[] {
  return [m.liveSql(p), m.scopedSql(ctx, p), ...strWhereSql(m.rt, strWhere, p, 't', m.hooks.filterExpressions?.('t')), ...(m.hooks.listSql?.(ctx.params, p, 't', ctx) ?? [])];
}

/**
 * A list SPEC answers whole, as the array in `data` (envelope `data`: the administration lists): every row in
 * scope, by the declared sort ascending unless the call asks otherwise; the `listAnswer` hook's shape (a tree).
 */
async function wholeList(m: RecordMount, ctx: EndpointContext): Promise<unknown> {
  const { params } = ctx;
  if (params.strWhere !== undefined && typeof params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
  const p = new SqlParams();
  const where = listWhere(m, ctx, typeof params.strWhere === 'string' ? params.strWhere : '', p).join(' AND ');
  const order = orderBySql(m.rt, params.sort ?? params.sortField ?? params.orderBy, params.order ?? params.sortOrder ?? 'asc');
  const rows = await ctx.db.many<Record<string, unknown>>(`SELECT t.*${m.extraColumns(ctx, p)} FROM ${m.table} t WHERE ${where} ${order}`, p.values);
  return m.hooks.listAnswer ? m.hooks.listAnswer(rows) : rows.map((row) => m.toClient(row, m.hooks.listUnmasked?.(ctx) !== true));
}

/**
 * The list action: the caller's scope, the declared fixed values, strWhere against the whitelist (else 400),
 * whitelisted sort (default the declared one), SPEC paging; masked fields masked (SPEC §5) unless the type's
 * `listUnmasked` hook says this caller administers the rows (users, docs/decisions/0496).
 */
export function mountListAction(m: RecordMount): void {
  const list = endpointOf(m.rt, 'list');
  if (!list || !m.mounts('list')) return;
  const { rt, table } = m;
  const counted = liveCounts(m);
  mountEndpoint(m.app, list, async (ctx) => {
    const { params, db } = ctx;
    if (list.envelope === 'data') return wholeList(m, ctx);
    // The page under SPEC's names (`index`/`size`) or the older `pageIndex`/`pageSize`; 0 and 1 both the first.
    const { pageIndex, pageSize, offset: first } = paging(params, m.maxPageSize);
    if (params.strWhere !== undefined && typeof params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
    const strWhere = typeof params.strWhere === 'string' ? params.strWhere : '';
    const p = new SqlParams();
    const where = listWhere(m, ctx, strWhere, p);
    const sort = params.sort ?? params.sortField ?? params.orderBy;
    const direction = params.order ?? params.sortOrder;
    const order = listOrder(m, sort, direction);
    const whereSql = where.join(' AND ');
    const companies = await counted(ctx.scope, strWhere);
    const countSql =
      companies === undefined
        ? `SELECT count(*)::int FROM ${table} t WHERE ${whereSql}`
        : companies === 'all'
          ? `SELECT coalesce(sum(n), 0)::int FROM live_counts WHERE table_name = ${p.add(rt.table)}`
          : companies.length === 0
            ? 'SELECT 0'
            : `SELECT coalesce(sum(n), 0)::int FROM live_counts WHERE table_name = ${p.add(rt.table)} AND company_id = ANY(${p.add(companies)}::int[])`;
    const limit = p.add(pageSize);
    const offset = p.add(first);
    // One round trip: the count, with the page's rows beside it (one row of nulls when the page is empty).
    const result = await db.many<Record<string, unknown> & { __count: number; __row: boolean | null }>(
      `SELECT c.__count, r.* FROM (${countSql}) AS c(__count)
         LEFT JOIN LATERAL (SELECT true AS __row, t.*${m.extraColumns(ctx, p)} FROM ${table} t WHERE ${whereSql} ${order} LIMIT ${limit} OFFSET ${offset}) r ON true
       ${listOrder(m, sort, direction, 'r')}`,
      p.values,
    );
    const rows = result.filter((r) => r.__row).map(({ __count: _c, __row: _r, ...row }) => row);
    const masked = m.hooks.listUnmasked?.(ctx) !== true;
    const page = toListPage(rows.map((row) => m.toClient(row, masked)), pageIndex, pageSize, result[0]?.__count ?? 0);
    return listAnswer(page.data, page.page as PageInfo);
  }, { skipDecode: true });
}
