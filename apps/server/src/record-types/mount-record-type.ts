import { DEFAULT_SCOPE_COLUMNS, endpoints as catalogue } from '@worksite/contract';
import { toListPage } from '@worksite/paging';
import type { Endpoint, RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, type Scope, type ScopeTarget } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { answer, listAnswer, type PageInfo } from '../http/answer';
import { invalid, noPermission, notFound } from '../http/api-error';
import { mountEndpoint, type EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { companyOnlyFilter, orderBySql, strWhereSql } from './record-query';
import { rememberRecordMount } from './record-mounts';
import { recordValues, rowToRecord } from './record-values';

/** Behaviour a record type adds beside the generic part (DESIGN.md §5), e.g. templates' question lists. */
export interface RecordHooks {
  /** Checks or completes the column values before create/update (throw `invalid(...)` to refuse). */
  beforeWrite?(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable, existing?: Record<string, unknown>): Promise<void> | void;
  /** Shapes a row for the client (after the declared fields are mapped). */
  toClient?(record: Record<string, unknown>, row: Record<string, unknown>): Record<string, unknown>;
}

export interface RecordMountOptions {
  readonly hooks?: RecordHooks;
  /** Largest page size accepted (default 1000, the largest SPEC pager option). */
  readonly maxPageSize?: number;
}

const MAX_ID = 2_147_483_647;

/** The record id a call names (`rec_id`, `id` or `recId`), or a 400. */
export function recordId(params: Record<string, unknown>): number {
  const raw = params.rec_id ?? params.id ?? params.recId;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) throw invalid(messages.invalidId);
  return n;
}

/** Scope columns of a record type: its declared ones (or the defaults) that exist in its table. */
export function scopeTargetOf(rt: RecordType, columns: ReadonlySet<string>): ScopeTarget {
  const c = { ...DEFAULT_SCOPE_COLUMNS, ...rt.scopeColumns };
  const has = (name: string) => (columns.has(name) ? name : undefined);
  return { table: rt.table, company: has(c.company), project: has(c.project), district: has(c.district), preferProject: rt.scope === 'project' };
}

function endpointOf(rt: RecordType, action: keyof RecordType['endpoints']): Endpoint | undefined {
  const name = rt.endpoints[action];
  if (!name) return undefined;
  const ep = (catalogue as unknown as Record<string, Endpoint>)[name];
  if (!ep) throw new Error(`record type ${rt.name}: endpoint ${name} is not in the contract's catalogue`);
  return ep;
}

/**
 * Mounts list/detail/create/update/delete of a declared record type: scoped by the caller's data scope
 * (another scope's record by id → 402, nothing changed), strWhere parsed against the whitelist (else 400),
 * whitelisted sort, paging, field validation with the declared messages, soft delete, audit log, one
 * transaction per change.
 */
export function mountRecordType(app: FastifyInstance, rt: RecordType, options: RecordMountOptions = {}): void {
  const columns = app.worksite.columns.get(rt.table);
  if (!columns) throw new Error(`record type ${rt.name}: table ${rt.table} does not exist`);
  const table = ident(rt.table);
  const soft = rt.softDeleteColumn ? ident(rt.softDeleteColumn) : undefined;
  const alive = soft ? `t.${soft} = 0` : 'true';
  const hooks = options.hooks ?? {};
  rememberRecordMount(app, rt, hooks);
  const maxSize = options.maxPageSize ?? 1000;
  const target = scopeTargetOf(rt, columns);
  const scoped = (ctx: EndpointContext, p: SqlParams) => (rt.scope === 'none' ? 'true' : scopeCondition(ctx.scope, target, p));
  const toClient = (row: Record<string, unknown>) => {
    const rec = rowToRecord(rt, row);
    return hooks.toClient ? hooks.toClient(rec, row) : rec;
  };

  /** The live row `id` with whether the caller's scope covers it; undefined when it does not exist. */
  const load = async (q: Queryable, ctx: EndpointContext, id: number, lock: boolean) => {
    const p = new SqlParams();
    const idp = p.add(id);
    const inScope = scoped(ctx, p);
    return q.one<Record<string, unknown> & { __in_scope: boolean }>(
      `SELECT t.*, (${inScope}) AS __in_scope FROM ${table} t WHERE t.id = ${idp} AND ${alive}${lock ? ' FOR UPDATE' : ''}`,
      p.values,
    );
  };
  const loadInScope = async (q: Queryable, ctx: EndpointContext, id: number, lock = false) => {
    const row = await load(q, ctx, id, lock);
    if (!row) throw notFound();
    if (!row.__in_scope) throw noPermission();
    const { __in_scope: _, ...rest } = row;
    return rest;
  };
  const assertStillInScope = async (q: Queryable, ctx: EndpointContext, id: number) => {
    const row = await load(q, ctx, id, false);
    if (!row?.__in_scope) throw noPermission();
  };

  /**
   * record_count from live_counts (migration 1700000000120) instead of counting the rows, when the table
   * keeps them (its `<table>_live_counts_ins` trigger exists) and the filter is only soft delete, the caller's
   * company scope and company ids from strWhere: the companies to sum, or 'all'. Else undefined: count(*).
   */
  let keepsLiveCounts: Promise<boolean> | undefined;
  const liveCountCompanies = async (scope: Scope, strWhere: string): Promise<number[] | 'all' | undefined> => {
    if (rt.softDeleteColumn !== 'if_del' || !columns.has('company_id') || !columns.has('if_del')) return undefined;
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

  const list = endpointOf(rt, 'list');
  if (list) {
    mountEndpoint(app, list, async (ctx) => {
      const { params, db } = ctx;
      const size = params.size === undefined || params.size === '' ? 10 : Number(params.size);
      const index = params.index === undefined || params.index === '' ? 0 : Number(params.index);
      if (!Number.isInteger(size) || size < 1 || !Number.isInteger(index) || index < 0 || index > 1_000_000) throw invalid(messages.invalidPaging);
      const pageSize = Math.min(size, maxSize);
      const p = new SqlParams();
      const where = [alive, scoped(ctx, p), ...strWhereSql(rt, typeof params.strWhere === 'string' ? params.strWhere : '', p)];
      if (params.strWhere !== undefined && typeof params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
      const sort = params.sort ?? params.sortField ?? params.orderBy;
      const direction = params.order ?? params.sortOrder;
      const order = orderBySql(rt, sort, direction);
      const pageIndex = Math.max(index, 1);
      const whereSql = where.join(' AND ');
      const counted = await liveCountCompanies(ctx.scope, typeof params.strWhere === 'string' ? params.strWhere : '');
      const countSql =
        counted === undefined
          ? `SELECT count(*)::int FROM ${table} t WHERE ${whereSql}`
          : counted === 'all'
            ? `SELECT coalesce(sum(n), 0)::int FROM live_counts WHERE table_name = ${p.add(rt.table)}`
            : counted.length === 0
              ? 'SELECT 0'
              : `SELECT coalesce(sum(n), 0)::int FROM live_counts WHERE table_name = ${p.add(rt.table)} AND company_id = ANY(${p.add(counted)}::int[])`;
      const limit = p.add(pageSize);
      const offset = p.add((pageIndex - 1) * pageSize);
      // One round trip: the count, with the page's rows beside it (one row of nulls when the page is empty).
      const result = await db.many<Record<string, unknown> & { __count: number; __row: boolean | null }>(
        `SELECT c.__count, r.* FROM (${countSql}) AS c(__count)
           LEFT JOIN LATERAL (SELECT true AS __row, t.* FROM ${table} t WHERE ${whereSql} ${order} LIMIT ${limit} OFFSET ${offset}) r ON true
         ${orderBySql(rt, sort, direction, 'r')}`,
        p.values,
      );
      const rows = result.filter((r) => r.__row).map(({ __count: _c, __row: _r, ...row }) => row);
      const page = toListPage(rows.map(toClient), pageIndex, pageSize, result[0]?.__count ?? 0);
      return listAnswer(page.data, page.page as PageInfo);
    }, { skipDecode: true });
  }

  const detail = endpointOf(rt, 'detail');
  if (detail) {
    mountEndpoint(app, detail, async (ctx) => toClient(await loadInScope(ctx.db, ctx, recordId(ctx.params))), { skipDecode: true });
  }

  const create = endpointOf(rt, 'create');
  if (create) {
    mountEndpoint(app, create, async (ctx) => {
      const values = recordValues(rt, ctx.params, false);
      return ctx.db.tx(async (q) => {
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
        const row = await q.one<Record<string, unknown>>(
          `INSERT INTO ${table} (${cols.map(ident).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`,
          p.values,
        );
        const id = Number(row!.id);
        await assertStillInScope(q, ctx, id);
        await ctx.audit({ action: 'create', table: rt.table, recordId: id, after: row }, q);
        return answer({ id }, messages.submitted);
      });
    }, { skipDecode: true });
  }

  const update = endpointOf(rt, 'update');
  if (update) {
    mountEndpoint(app, update, async (ctx) => {
      const id = recordId(ctx.params);
      const values = recordValues(rt, ctx.params, true);
      return ctx.db.tx(async (q) => {
        const before = await loadInScope(q, ctx, id, true);
        await hooks.beforeWrite?.(values, ctx, q, before);
        if (columns.has('update_time')) values.set('update_time', new Date());
        const p = new SqlParams();
        const sets = [...values.entries()].map(([c, v]) => `${ident(c)} = ${p.add(v)}`);
        const after = sets.length
          ? await q.one(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ${p.add(id)} RETURNING *`, p.values)
          : before;
        await assertStillInScope(q, ctx, id);
        await ctx.audit({ action: 'update', table: rt.table, recordId: id, before, after }, q);
        return answer({ id }, messages.modified);
      });
    }, { skipDecode: true });
  }

  const remove = endpointOf(rt, 'delete');
  if (remove) {
    mountEndpoint(app, remove, async (ctx) => {
      const id = recordId(ctx.params);
      return ctx.db.tx(async (q) => {
        const before = await loadInScope(q, ctx, id, true);
        if (soft) {
          const touch = columns.has('update_time') ? ', update_time = now()' : '';
          await q.exec(`UPDATE ${table} SET ${soft} = 1${touch} WHERE id = $1`, [id]);
        } else {
          await q.exec(`DELETE FROM ${table} WHERE id = $1`, [id]);
        }
        await ctx.audit({ action: 'delete', table: rt.table, recordId: id, before }, q);
        return answer({ id }, messages.deleted);
      });
    }, { skipDecode: true });
  }
}
