import type { Queryable } from '../db/database';
import type { SeedContext, SeedStep } from '../shared/seed-step';

interface SubPageRow {
  id: number;
  buttons: string[];
  menu_function_type: number;
}

/** Sub-pages: menu nodes of type 菜单 under a page. */
async function subPages(q: Queryable): Promise<SubPageRow[]> {
  return q.many<SubPageRow>(
    `SELECT m.id, m.buttons, m.menu_function_type FROM menus m
      WHERE m.parent_id IS NOT NULL AND m.type_str = '菜单' ORDER BY m.id`,
  );
}

async function role(
  q: Queryable,
  ctx: SeedContext,
  key: string,
  companyKey: string,
  name: string,
  pick: (s: SubPageRow) => string[] | undefined,
): Promise<void> {
  const group = await q.one<{ id: number }>(
    `INSERT INTO role_groups (company_id, name) VALUES ($1, '默认角色组') RETURNING id`,
    [ctx.companies[companyKey]],
  );
  const row = await q.one<{ id: number }>(
    'INSERT INTO roles (company_id, group_id, name, description) VALUES ($1, $2, $3, $3) RETURNING id',
    [ctx.companies[companyKey], group!.id, name],
  );
  ctx.roles[key] = row!.id;
  for (const s of await subPages(q)) {
    const buttons = pick(s);
    if (buttons) await q.exec('INSERT INTO role_menus (role_id, menu_id, buttons) VALUES ($1, $2, $3)', [row!.id, s.id, buttons]);
  }
}

const readOnly = (s: SubPageRow) => s.buttons.filter((b) => b === 'search' || b === 'export');

/**
 * Roles per company: 管理员 (every page, every button), 只读用户 (every page, search/export only),
 * 项目管理员 (project back-office pages), 监管人员 (government: read-only everywhere).
 */
export const seedRoles: SeedStep = async (q, ctx) => {
  for (const c of ['group', 'subA', 'subB', 'other']) await role(q, ctx, `${c}Admin`, c, '管理员', (s) => s.buttons);
  await role(q, ctx, 'subAReadOnly', 'subA', '只读用户', readOnly);
  await role(q, ctx, 'subAProject', 'subA', '项目管理员', (s) => (s.menu_function_type === 1 || s.buttons.length ? s.buttons : undefined));
  await role(q, ctx, 'govSupervisor', 'gov', '监管人员', readOnly);
};
