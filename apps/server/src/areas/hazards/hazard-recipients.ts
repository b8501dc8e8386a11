import type { Queryable } from '../../db/database';

/** Where a hazard lives and who answers for it: what its recipients are found by. */
export interface HazardPlace {
  readonly projectId: number;
  readonly companyId: number;
  readonly districtCode: string;
  readonly responsibleUserId: number | null;
}

/** Active users holding 隐患排查 with `button` through a role (page permission 'hazard'). */
const holds = (button: string) => `EXISTS (SELECT 1 FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
       JOIN role_menus rm ON rm.role_id = ur.role_id AND '${button}' = ANY(rm.buttons)
       JOIN menus m ON m.id = rm.menu_id AND m.page_permission = 'hazard'
      WHERE ur.user_id = u.id`;

const ofProject = `(u.auth_project_id = $1 OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND pu.project_id = $1))`;

/** Project users (type 2) of the hazard's project holding 隐患排查 with `button`. */
async function projectUsers(q: Queryable, place: HazardPlace, button: string): Promise<number[]> {
  const rows = await q.many<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.status = 1 AND u.if_del = 0 AND u.user_auth_type = 2 AND ${ofProject} AND ${holds(button)})
      ORDER BY u.id`,
    [place.projectId],
  );
  return rows.map((r) => r.id);
}

/**
 * Who each step of the escalation ladder tells (docs/decisions/0701):
 * 1 责任人 — the responsible project user; with only a worker responsible (workers hold no account), the project
 *   users who rectify (隐患排查 编辑);
 * 2 项目经理 — the project users who review (隐患排查 审核);
 * 3 公司 — enterprise users holding 隐患排查 审核 through a role of the project's company or a company above it;
 * 4 督办 — the supervising authority: active government users whose AuthAreaCode covers the project's district.
 */
export async function ladderRecipients(q: Queryable, place: HazardPlace, level: number): Promise<number[]> {
  if (level === 1) {
    if (place.responsibleUserId !== null) {
      const ok = await q.one('SELECT 1 FROM users WHERE id = $1 AND status = 1 AND if_del = 0', [place.responsibleUserId]);
      if (ok) return [place.responsibleUserId];
    }
    return projectUsers(q, place, 'edit');
  }
  if (level === 2) return projectUsers(q, place, 'audit');
  if (level === 3) {
    const rows = await q.many<{ id: number }>(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id, 1 AS depth FROM companies WHERE id = $1
         UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 10)
       SELECT u.id FROM users u
        WHERE u.status = 1 AND u.if_del = 0 AND u.user_auth_type = 0
          AND ${holds('audit')} AND ur.company_id IN (SELECT id FROM up))
        ORDER BY u.id`,
      [place.companyId],
    );
    return rows.map((r) => r.id);
  }
  return authorityUsers(q, place.districtCode);
}

/** The supervising authority of a district: active government users whose AuthAreaCode covers it (0703). */
export async function authorityUsers(q: Queryable, districtCode: string): Promise<number[]> {
  if (!districtCode) return [];
  const rows = await q.many<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.status = 1 AND u.if_del = 0 AND u.user_auth_type = 1 AND u.auth_area_code <> '' AND starts_with($1::text, u.auth_area_code)
      ORDER BY u.id`,
    [districtCode],
  );
  return rows.map((r) => r.id);
}
