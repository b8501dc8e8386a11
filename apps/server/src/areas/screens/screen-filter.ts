import type { FastifyInstance } from 'fastify';
import { scopeCondition, scopeTargetFor, type Scope } from '../../auth/data-scope';
import type { Db } from '../../db/database';
import type { TableColumns } from '../../db/table-columns';
import { SqlParams, ident } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { projectInScope } from '../../scopes/project-scope';

/**
 * What every screen statistic is limited to (docs/decisions/0161): the viewer's data scope, and within it
 * optionally one project (`projectId`, checked: 404 missing, 402 outside the scope).
 */
export interface ScreenFilter {
  readonly db: Db;
  readonly scope: Scope;
  readonly projectId: number | undefined;
  /** Whether `table` exists (tables of areas being built may be absent). */
  has(table: string): boolean;
  /**
   * SQL condition limiting rows `alias` of `table` to the filter, binding into `p`. Matches by the table's own
   * company / project / district columns; with a project chosen, by `project_id` (or `id` for projects); live
   * rows only (devices: of live projects).
   */
  where(table: string, p: SqlParams, alias?: string): string;
  /** The same filter limited to `projectId` (already known to lie in the scope). */
  narrow(projectId: number): ScreenFilter;
}

/**
 * Tables whose rows the screens count only for live projects (docs/decisions/0512): the devices. Not the history
 * tables: their company indexes cover the screens' columns without `project_id`, and a project's delete takes
 * along what it owns (0510).
 */
const PROJECT_LIVE_TABLES: ReadonlySet<string> = new Set(['devices']);

/** `projectId` (or `project_id`) from the params: undefined when absent or empty, 400 when not an id. */
export function projectIdParam(params: Record<string, unknown>): number | undefined {
  const raw = params.projectId ?? params.project_id ?? params.ProjectId;
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === null || v === '' || v === 'undefined' || v === 'null') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  if (!Number.isInteger(n) || n <= 0) throw invalid(messages.screenProjectIdInvalid);
  return n;
}

/** A filter over the whole of `scope`, optionally one project already checked against it. */
export function screenFilterOf(columns: TableColumns, db: Db, scope: Scope, projectId: number | undefined): ScreenFilter {
  return {
    db,
    scope,
    projectId,
    has: (table) => columns.has(table),
    where(table, p, alias = 't') {
      const cols = columns.get(table) ?? new Set<string>();
      const isProjects = table === 'projects';
      const parts = [scopeCondition(scope, scopeTargetFor(table, cols, !cols.has('district_code')), p, alias)];
      if (cols.has('if_del')) parts.push(`${alias}.if_del = 0`);
      // A deleted project's devices count nowhere, even one deleted before its devices went with it (docs/decisions/0512).
      if (PROJECT_LIVE_TABLES.has(table)) parts.push(`coalesce(${alias}.project_id, 0) <> ALL(ARRAY(SELECT dp.id FROM projects dp WHERE dp.if_del = 1))`);
      if (projectId !== undefined) parts.push(`${alias}.${ident(isProjects ? 'id' : 'project_id')} = ${p.add(projectId)}`);
      return parts.join(' AND ');
    },
    narrow: (id) => screenFilterOf(columns, db, scope, id),
  };
}

/** The filter of a screen call: the caller's scope, narrowed to `projectId` when given (404 / 402 checked). */
export async function screenFilter(app: FastifyInstance, ctx: EndpointContext): Promise<ScreenFilter> {
  const projectId = projectIdParam(ctx.params);
  if (projectId !== undefined) await projectInScope(ctx.db, ctx, projectId);
  return screenFilterOf(app.worksite.columns, ctx.db, ctx.scope, projectId);
}

/** Runs `sql` with a fresh parameter list built by `build`. */
export async function rowsOf<T extends Record<string, unknown>>(f: ScreenFilter, build: (p: SqlParams) => string): Promise<T[]> {
  const p = new SqlParams();
  const sql = build(p);
  return f.db.many<T>(sql, p.values);
}

const sharedParts = new WeakMap<ScreenFilter, Map<string, Promise<unknown>>>();

/**
 * A part several statistics of one request read (e.g. the roster aggregates an overview's sections share):
 * computed once per filter object — one request's filter, never across requests — and handed to each caller.
 */
export function sharedPart<T>(f: ScreenFilter, key: string, compute: () => Promise<T>): Promise<T> {
  let parts = sharedParts.get(f);
  if (!parts) sharedParts.set(f, (parts = new Map()));
  let part = parts.get(key) as Promise<T> | undefined;
  if (!part) parts.set(key, (part = compute()));
  return part;
}
