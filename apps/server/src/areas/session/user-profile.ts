import type { Grants } from '../../auth/grants';
import type { Queryable } from '../../db/database';
import { loadMenuTree, toPascalTree, type MenuTreeNode } from '../../auth/menu-tree';

/** A company the user belongs to, with their department there. */
export interface Membership {
  companyId: number;
  companyName: string;
  globalProjectId: number | null;
  departmentId: number | null;
  departmentName: string;
  fullDepartmentPath: string;
}

export async function loadMemberships(q: Queryable, userId: number): Promise<Membership[]> {
  return q.many<Membership>(
    `SELECT c.id AS "companyId", c.name AS "companyName", c.global_project_id AS "globalProjectId",
            uc.department_id AS "departmentId", coalesce(d.name, '') AS "departmentName",
            uc.full_department_path AS "fullDepartmentPath"
       FROM user_companies uc JOIN companies c ON c.id = uc.company_id AND c.if_del = 0
       LEFT JOIN departments d ON d.id = uc.department_id
      WHERE uc.user_id = $1 ORDER BY c.id`,
    [userId],
  );
}

export async function loadWatched(q: Queryable, userId: number): Promise<{ companyID: number; companyName: string }[]> {
  return q.many(
    `SELECT c.id AS "companyID", c.name AS "companyName" FROM watched_companies w
       JOIN companies c ON c.id = w.company_id AND c.if_del = 0 WHERE w.user_id = $1 ORDER BY c.id`,
    [userId],
  );
}

interface ProfileUser {
  readonly id: number;
  readonly userName: string;
  readonly realName: string;
  readonly userAuthType: number;
  readonly isSystemAdmin: boolean;
  readonly orgDataAuthorityType: number;
  readonly authAreaCode: string;
  readonly authProjectId: number | null;
}

/** The user-info block of the login answer and GetUserInfo (SPEC §3 "User info"), for `companyId`. */
export async function buildProfile(q: Queryable, user: ProfileUser, companyId: number | null, grants: Grants) {
  const [memberships, watched, tree, projects] = await Promise.all([
    loadMemberships(q, user.id),
    loadWatched(q, user.id),
    loadMenuTree(q, grants),
    q.many<{ project_id: number }>('SELECT project_id FROM project_users WHERE user_id = $1 ORDER BY project_id', [user.id]),
  ]);
  const current = memberships.find((m) => m.companyId === companyId);
  const company =
    current ?? (companyId === null ? undefined : await q.one<{ name: string; global_project_id: number | null }>('SELECT name, global_project_id FROM companies WHERE id = $1', [companyId]));
  const projectIds = [...new Set([user.authProjectId, ...projects.map((p) => p.project_id)].filter((x): x is number => x !== null))];
  return {
    UserID: user.id,
    UserName: user.userName,
    RealName: user.realName,
    CompanyId: companyId,
    CompanyName: current?.companyName ?? (company && 'name' in company ? company.name : ''),
    Companys: JSON.stringify(
      memberships.map((m) => ({ CompanyID: m.companyId, CompanyName: m.companyName, FullDepartmentPath: m.fullDepartmentPath, UserName: user.userName })),
    ),
    fullDepartmentPath: current?.fullDepartmentPath ?? '',
    DepartmentName: current?.departmentName ?? '',
    DepartmentId: current?.departmentId ?? null,
    GlobalProjectID: String(current?.globalProjectId ?? (company && 'global_project_id' in company ? company.global_project_id ?? '' : '')),
    AuthProjectID: projectIds.join(','),
    UserAuthType: user.userAuthType,
    IsSystemAdmin: user.isSystemAdmin,
    OrgDataAuthorityType: user.orgDataAuthorityType,
    AuthAreaCode: user.authAreaCode,
    MenuPermissions: JSON.stringify(toPascalTree(tree)),
    watchCompanys: watched,
    tree,
  };
}

export type Profile = Awaited<ReturnType<typeof buildProfile>>;
export type { MenuTreeNode };
