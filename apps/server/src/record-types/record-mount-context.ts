import { DEFAULT_SCOPE_COLUMNS, endpoints as catalogue, maskValue } from '@worksite/contract';
import type { Endpoint, RecordAction, RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, type ScopeTarget } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { noPermission, notFound } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';
import type { RecordHooks, RecordMountOptions, ScopeUse, WorkflowMove } from './record-hooks';
import { rowToRecord, type EmptyValueOf } from './record-values';

/** Scope columns of a record type: its declared ones (or the defaults) that exist in its table. */
export function scopeTargetOf(rt: RecordType, columns: ReadonlySet<string>): ScopeTarget {
  const c = { ...DEFAULT_SCOPE_COLUMNS, ...rt.scopeColumns };
  const has = (name: string) => (columns.has(name) ? name : undefined);
  return { table: rt.table, company: has(c.company), project: has(c.project), district: has(c.district), preferProject: rt.scope === 'project' };
}

/** The catalogue entry named `name`, or an error at mount time. */
export function catalogueEndpoint(rt: RecordType, name: string): Endpoint {
  const ep = (catalogue as unknown as Record<string, Endpoint>)[name];
  if (!ep) throw new Error(`record type ${rt.name}: endpoint ${name} is not in the contract's catalogue`);
  return ep;
}

/** The catalogue entry of a standard action of `rt`, when the type has one. */
export function endpointOf(rt: RecordType, action: RecordAction): Endpoint | undefined {
  const name = rt.endpoints[action];
  return name ? catalogueEndpoint(rt, name) : undefined;
}

/**
 * What every action of one mounted record type shares: the table, its columns, the caller's scope
 * condition, the declared `fixed` column values, loading one row in scope, and the client shape
 * (declared fields, the `toClient` hook, masks).
 */
export class RecordMount {
  readonly columns: ReadonlySet<string>;
  readonly table: string;
  readonly soft: string | undefined;
  readonly hooks: RecordHooks;
  readonly maxPageSize: number;
  readonly target: ScopeTarget;
  /** What an emptied column of the table holds (NULL or its constant default); absent: it cannot be emptied. */
  readonly emptyValue: EmptyValueOf;
  private readonly actions: ReadonlySet<string> | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly rt: RecordType,
    options: RecordMountOptions,
  ) {
    const columns = app.worksite.columns.get(rt.table);
    if (!columns) throw new Error(`record type ${rt.name}: table ${rt.table} does not exist`);
    for (const c of Object.keys(rt.fixed ?? {})) if (!columns.has(c)) throw new Error(`record type ${rt.name}: fixed column ${c} is not in ${rt.table}`);
    this.columns = columns;
    this.table = ident(rt.table);
    this.soft = rt.softDeleteColumn ? ident(rt.softDeleteColumn) : undefined;
    this.hooks = options.hooks ?? {};
    this.maxPageSize = options.maxPageSize ?? 1000;
    this.target = scopeTargetOf(rt, columns);
    const empties = app.worksite.emptyValues.get(rt.table);
    this.emptyValue = (column) => empties?.get(column);
    this.actions = options.actions ? new Set(options.actions) : undefined;
  }

  /** True when `action` is to be mounted here (RecordMountOptions.actions). */
  mounts(action: RecordAction | 'transitions'): boolean {
    return this.actions === undefined || this.actions.has(action);
  }

  /** The save payload as the `prepareParams` hook completes it. */
  params(ctx: EndpointContext, existing?: Record<string, unknown>): Record<string, unknown> {
    return this.hooks.prepareParams ? this.hooks.prepareParams({ ...ctx.params }, ctx, existing) : ctx.params;
  }

  /** Rows of this type that are alive (not soft-deleted) and carry the declared fixed values, over `alias`. */
  liveSql(p: SqlParams, alias = 't'): string {
    const parts = this.soft ? [`${alias}.${this.soft} = 0`] : [];
    for (const [c, v] of Object.entries(this.rt.fixed ?? {})) parts.push(`${alias}.${ident(c)} = ${p.add(v)}`);
    return parts.length ? parts.join(' AND ') : 'true';
  }

  /** The `listColumns` hook's further columns of a listed row for the caller, after a comma (`''` when none). */
  extraColumns(ctx: EndpointContext, p: SqlParams, alias = 't'): string {
    return this.hooks.listColumns ? `, ${this.hooks.listColumns(alias, ctx, p)}` : '';
  }

  /** The caller's data scope over `alias` for `use` (`user`: the caller's own rows, whoever the caller is). */
  scopedSql(ctx: EndpointContext, p: SqlParams, alias = 't', use: ScopeUse = 'read'): string {
    if (this.hooks.scopeSql) return this.hooks.scopeSql(ctx, p, alias, use);
    if (this.rt.scope === 'user') return `${alias}.${ident(this.rt.scopeColumns?.user ?? DEFAULT_SCOPE_COLUMNS.user)} = ${p.add(ctx.user.id)}`;
    return this.rt.scope === 'none' ? 'true' : scopeCondition(ctx.scope, this.target, p, alias);
  }

  /** The live row `id` (with the `listColumns` hook's when `listed`) with whether the caller's scope covers it; undefined when it does not exist. */
  private async load(q: Queryable, ctx: EndpointContext, id: number, lock: boolean, listed: boolean, use: ScopeUse) {
    const p = new SqlParams();
    const idp = p.add(id);
    const inScope = this.scopedSql(ctx, p, 't', use);
    return q.one<Record<string, unknown> & { __in_scope: boolean }>(
      `SELECT t.*${listed ? this.extraColumns(ctx, p) : ''}, (${inScope}) AS __in_scope FROM ${this.table} t WHERE t.id = ${idp} AND ${this.liveSql(p)}${lock ? ' FOR UPDATE' : ''}`,
      p.values,
    );
  }

  /**
   * The live row `id` in the caller's scope for `use` (404 when missing, 402 when another scope's); with the
   * `listColumns` hook's columns when `listed` (a detail reads what a list row reads).
   */
  async loadInScope(q: Queryable, ctx: EndpointContext, id: number, lock = false, listed = false, use: ScopeUse = 'read'): Promise<Record<string, unknown>> {
    const row = await this.load(q, ctx, id, lock, listed, use);
    if (!row) throw notFound();
    if (!row.__in_scope) throw noPermission();
    const { __in_scope: _, ...rest } = row;
    return rest;
  }

  /** 402 when a row written inside the transaction left the caller's scope (the change is rolled back). */
  async assertStillInScope(q: Queryable, ctx: EndpointContext, id: number, use: ScopeUse): Promise<void> {
    const row = await this.load(q, ctx, id, false, false, use);
    if (!row?.__in_scope) throw noPermission();
  }

  /** True when the caller may edit records of this type (the update call's button in the type's page). */
  mayEdit(ctx: EndpointContext): boolean {
    const update = endpointOf(this.rt, 'update');
    if (!update) return false;
    const access = update.access;
    if (typeof access === 'object') return ctx.grants.has(access);
    return access === 'admin' ? ctx.user.isSystemAdmin : true;
  }

  /**
   * A row (of a workflow `move`) as the audit log keeps it: the `auditRow` hook's copy, without the columns of
   * password fields (hashes stay out of the log).
   */
  auditRow(row: Record<string, unknown>, move?: WorkflowMove): Record<string, unknown> {
    const kept = this.hooks.auditRow ? this.hooks.auditRow(row, move) : row;
    const secret = this.rt.fields.filter((f) => f.input?.type === 'password').map((f) => f.column);
    if (!secret.length) return kept;
    const out = { ...kept };
    for (const c of secret) delete out[c];
    return out;
  }

  /**
   * A row as the client reads it: declared fields (never a password; dates as `yyyy-mm-dd`), the `toClient` hook, then the
   * declared masks when `masked` (SPEC §5: first 4 / last 4 kept; docs/decisions/0310).
   */
  toClient(row: Record<string, unknown>, masked: boolean): Record<string, unknown> {
    const rec = rowToRecord(this.rt, row);
    for (const f of this.rt.fields) if (f.input?.type === 'password') delete rec[f.key];
    const out = this.hooks.toClient ? this.hooks.toClient(rec, row) : rec;
    if (masked) for (const f of this.rt.fields) if (f.mask && f.key in out) out[f.key] = maskValue(f.mask, out[f.key]);
    return out;
  }
}
