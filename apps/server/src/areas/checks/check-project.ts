import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { projectInScope } from '../../scopes/project-scope';
import { checkMessages } from '../../shared/check-messages';

/**
 * Puts a check (or an item) in project `projectId`: the project must lie in the caller's scope (404 / 402), its
 * company and district are copied onto the row as its scope columns (docs/decisions/0710).
 */
export async function takeCheckProject(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable, projectId: number): Promise<number> {
  const project = await projectInScope(q, ctx, projectId);
  values.set('project_id', project.id);
  values.set('company_id', project.company_id);
  values.set('district_code', project.district_code);
  return project.id;
}

/** The live check `id` of `category` (locked), or 400 检查记录不存在或已删除. */
export async function liveCheck(q: Queryable, id: number, category: string): Promise<{ id: number; project_id: number; check_name: string; location: string }> {
  const row = await q.one<{ id: number; project_id: number; check_name: string; location: string }>(
    'SELECT id, project_id, check_name, location FROM checks WHERE id = $1 AND check_category = $2 AND if_del = 0 FOR UPDATE',
    [id, category],
  );
  if (!row) throw invalid(checkMessages.checkNotFound);
  return row;
}

/**
 * A check's result and counts from its live items (0711): 不合格 when any failed, 待检查 while any is open or none
 * exists, else 合格. `except`: an item being deleted.
 */
export async function recountCheck(q: Queryable, checkId: number, except: number | null = null): Promise<void> {
  await q.exec(
    `UPDATE checks c SET item_count = s.total, failed_count = s.failed,
            result = CASE WHEN s.failed > 0 THEN 2 WHEN s.open > 0 OR s.total = 0 THEN 0 ELSE 1 END
       FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE result = 2)::int AS failed, count(*) FILTER (WHERE result = 0)::int AS open
               FROM check_items WHERE check_id = $1 AND if_del = 0 AND ($2::int IS NULL OR id <> $2)) s
      WHERE c.id = $1`,
    [checkId, except],
  );
}
