import type { Queryable } from '../db/database';
import { invalid } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { projectInScope } from './project-scope';

/*
 * Rows that belong to one project (teams, training, certificates, contracts, payroll, bank accounts …): how a
 * write puts a row in its project and checks the workers it names. Shared by the areas (docs/decisions/0640, 0680).
 */

/** The value of `column` a write leaves: the one sent, else the stored one (an update sending only some fields). */
export function written(values: Map<string, unknown>, existing: Record<string, unknown> | undefined, column: string): unknown {
  return values.has(column) ? values.get(column) : existing?.[column];
}

/**
 * Puts the row in project `projectId` (docs/decisions/0640): the project must lie in the caller's scope (404 / 402),
 * its company and district are copied onto the row as its scope columns.
 */
export async function takeProject(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable, projectId: number): Promise<number> {
  const project = await projectInScope(q, ctx, projectId);
  values.set('project_id', project.id);
  values.set('company_id', project.company_id);
  values.set('district_code', project.district_code);
  return project.id;
}

/** Refuses a worker (by `worker_id`) who is not a live worker of the project's roster: `{label}不是本项目在册人员`. */
export async function checkWorkerInProject(q: Queryable, workerId: unknown, projectId: number, label: string): Promise<void> {
  if (workerId === null || workerId === undefined || workerId === '') return;
  const row = await q.one('SELECT 1 FROM workers WHERE id = $1 AND project_id = $2 AND if_del = 0', [Number(workerId), projectId]);
  if (!row) throw invalid(messages.teamWorkerNotInProject(label));
}

/**
 * The project a row belongs to (docs/decisions/0680): the one sent, put as `takeProject` does; else the stored one.
 */
export async function rowProject(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable, existing?: Record<string, unknown>): Promise<number> {
  const sent = values.get('project_id');
  if (sent === undefined || sent === null) return Number(existing?.project_id);
  return takeProject(values, ctx, q, Number(sent));
}

/** A create's payload with the session's current project when it names none (the form's default). */
export function withSessionProject(params: Record<string, unknown>, ctx: EndpointContext, existing?: Record<string, unknown>): Record<string, unknown> {
  if (existing || !ctx.session.projectId) return params;
  const named = ['projectId', 'project_id'].some((k) => params[k] !== undefined && params[k] !== '');
  return named ? params : { ...params, projectId: ctx.session.projectId };
}
