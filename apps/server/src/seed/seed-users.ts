import { hashPassword } from '../auth/password-hash';
import type { Queryable } from '../db/database';
import type { SeedContext, SeedStep } from '../shared/seed-step';

/** The password of every demo account (README). */
export const demoPassword = 'Demo@2026';

interface DemoUser {
  userName: string;
  realName: string;
  mobile: string;
  userAuthType: 0 | 1 | 2;
  isSystemAdmin?: boolean;
  authAreaCode?: string;
  authProject?: string;
  /** Companies with department and roles; the first is the default. */
  companies: { company: string; department?: string; path: string; roles: string[] }[];
  watched?: string[];
}

/** The demo accounts of the README (password Demo@2026). */
export const demoUsers: DemoUser[] = [
  {
    userName: 'sysadmin', realName: '系统管理员', mobile: '13800000001', userAuthType: 0, isSystemAdmin: true,
    companies: [{ company: 'group', department: 'groupOffice', path: '华建智造集团有限公司/集团办公室', roles: ['groupAdmin'] }],
  },
  {
    userName: 'enterprise_demo', realName: '张建国', mobile: '13800000002', userAuthType: 0,
    companies: [
      { company: 'subA', department: 'subAEngineering', path: '华建第一工程有限公司/工程部', roles: ['subAAdmin'] },
      { company: 'subB', department: 'subBEngineering', path: '华建路桥建设有限公司/工程部', roles: ['subBAdmin'] },
    ],
    watched: ['other'],
  },
  {
    userName: 'project_demo', realName: '李项目', mobile: '13800000003', userAuthType: 2, authProject: 'nanshanTower',
    companies: [{ company: 'subA', department: 'subAEngineering', path: '华建第一工程有限公司/工程部', roles: ['subAProject'] }],
  },
  {
    userName: 'government_demo', realName: '王监管', mobile: '13800000004', userAuthType: 1, authAreaCode: '440305',
    companies: [{ company: 'gov', department: 'govSupervision', path: '深圳市南山区住房和建设局/质量安全监督站', roles: ['govSupervisor'] }],
    // 监视企业: the district's enterprises it watches (docs/decisions/0432)
    watched: ['subA', 'branchA1'],
  },
  {
    userName: 'readonly_demo', realName: '赵只读', mobile: '13800000005', userAuthType: 0,
    companies: [{ company: 'subA', department: 'subASafety', path: '华建第一工程有限公司/工程部/安全部', roles: ['subAReadOnly'] }],
  },
];

async function insertUser(q: Queryable, ctx: SeedContext, u: DemoUser, passwordHash: string): Promise<void> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO users (user_name, password_hash, real_name, mobile, user_auth_type, is_system_admin, auth_area_code,
                        auth_project_id, default_company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      u.userName, passwordHash, u.realName, u.mobile, u.userAuthType, u.isSystemAdmin ?? false, u.authAreaCode ?? '',
      u.authProject ? ctx.projects[u.authProject] : null, ctx.companies[u.companies[0].company],
    ],
  );
  const id = row!.id;
  ctx.users[u.userName] = id;
  for (const c of u.companies) {
    await q.exec('INSERT INTO user_companies (user_id, company_id, department_id, full_department_path) VALUES ($1, $2, $3, $4)', [
      id, ctx.companies[c.company], c.department ? ctx.departments[c.department] : null, c.path,
    ]);
    for (const r of c.roles) await q.exec('INSERT INTO user_roles (user_id, company_id, role_id) VALUES ($1, $2, $3)', [id, ctx.companies[c.company], ctx.roles[r]]);
  }
  for (const w of u.watched ?? []) await q.exec('INSERT INTO watched_companies (user_id, company_id) VALUES ($1, $2)', [id, ctx.companies[w]]);
  if (u.authProject) await q.exec('INSERT INTO project_users (project_id, user_id) VALUES ($1, $2)', [ctx.projects[u.authProject], id]);
}

export const seedUsers: SeedStep = async (q, ctx) => {
  // Each account gets its own salt, so equal demo passwords never show as equal hashes. The hashes are made
  // side by side first (scrypt at N = 2^17 is the slow part of the seed; password-hash.ts bounds how many run).
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(demoPassword)));
  for (const [i, u] of demoUsers.entries()) await insertUser(q, ctx, u, hashes[i]!);
};
