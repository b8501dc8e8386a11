import type { RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, scopeTargetFor, type ScopeTarget } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { invalid, noPermission, notFound } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';
import { scopeTargetOf } from '../record-types/mount-record-type';

/** Scope target of a declared record type, from the table's real columns. */
export function targetOfRecord(app: FastifyInstance, rt: RecordType): ScopeTarget {
  const columns = app.worksite.columns.get(rt.table);
  if (!columns) throw new Error(`table ${rt.table} does not exist`);
  return scopeTargetOf(rt, columns);
}

/**
 * The live row `id` of `target.table` when the caller's scope covers it. Missing (or soft-deleted) → 404,
 * outside the scope → 402 (docs/decisions/0057). `lock` takes a row lock for a following change.
 */
export async function loadScopedRow(
  q: Queryable,
  ctx: EndpointContext,
  target: ScopeTarget,
  id: number,
  lock = false,
): Promise<Record<string, unknown>> {
  const p = new SqlParams();
  const idp = p.add(id);
  const inScope = scopeCondition(ctx.scope, target, p);
  const row = await q.one<Record<string, unknown> & { __in_scope: boolean }>(
    `SELECT t.*, (${inScope}) AS __in_scope FROM ${ident(target.table)} t WHERE t.id = ${idp} AND t.if_del = 0${lock ? ' FOR UPDATE' : ''}`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.__in_scope) throw noPermission();
  const { __in_scope: _, ...rest } = row;
  return rest;
}

/** A live project of the caller's scope. */
export interface ScopedProject {
  readonly id: number;
  readonly projectName: string;
  readonly companyId: number;
}

/** Projects the caller may see (live), optionally one by id or by exact name, in id order. */
export async function scopedProjects(
  q: Queryable,
  app: FastifyInstance,
  ctx: EndpointContext,
  by: { id?: number; name?: string } = {},
): Promise<ScopedProject[]> {
  const target = scopeTargetFor('projects', app.worksite.columns.get('projects') ?? new Set());
  const p = new SqlParams();
  const where = ['t.if_del = 0', scopeCondition(ctx.scope, target, p)];
  if (by.id !== undefined) where.push(`t.id = ${p.add(by.id)}`);
  if (by.name !== undefined) where.push(`t.project_name = ${p.add(by.name)}`);
  const rows = await q.many<{ id: number; project_name: string; company_id: number }>(
    `SELECT t.id, t.project_name, t.company_id FROM projects t WHERE ${where.join(' AND ')} ORDER BY t.id`,
    p.values,
  );
  return rows.map((r) => ({ id: r.id, projectName: r.project_name, companyId: r.company_id }));
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/**
 * The project a template or device names: `project_id` must be a live project of the caller's scope (else 402,
 * nothing written); a blank `project_id` with a project name (what the template form sends when the name
 * matched no choice, docs/decisions/0033) is resolved by exact name inside the scope, else `missingMessage`.
 * The stored name is the project's own. Returns the project when one was named.
 */
export async function resolveProject(
  app: FastifyInstance,
  values: Map<string, unknown>,
  ctx: EndpointContext,
  q: Queryable,
  missingMessage: string,
): Promise<ScopedProject | undefined> {
  const id = values.get('project_id');
  if (typeof id === 'number') {
    const [project] = await scopedProjects(q, app, ctx, { id });
    if (!project) throw noPermission();
    values.set('project_name', project.projectName);
    return project;
  }
  if (!values.has('project_name')) return undefined;
  const [project] = await scopedProjects(q, app, ctx, { name: str(values.get('project_name')).trim() });
  if (!project) throw invalid(missingMessage);
  values.set('project_id', project.id);
  values.set('project_name', project.projectName);
  return project;
}
