import { PAGE, SUBPAGE } from '@worksite/contract';
import type { Queryable } from '../db/database';
import type { SeedContext, SeedStep } from '../shared/seed-step';

interface SubPageRow {
  id: number;
  page: string;
  sub_page: string;
  buttons: string[];
  menu_function_type: number;
}

/** Sub-pages: menu nodes of type 菜单 under a page, with their page's key. */
async function subPages(q: Queryable): Promise<SubPageRow[]> {
  return q.many<SubPageRow>(
    `SELECT m.id, p.page_permission AS page, m.page_permission AS sub_page, m.buttons, m.menu_function_type
       FROM menus m JOIN menus p ON p.id = m.parent_id
      WHERE m.type_str = '菜单' ORDER BY m.id`,
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

const searchOnly = (s: SubPageRow) => s.buttons.filter((b) => b === 'search');
/** 我的账户 and 消息通知: every account keeps its own profile and notices. */
const isOwnCorner = (s: SubPageRow) => s.page === PAGE.myAccount || s.page === PAGE.messageNotification;

/** Enterprise pages a project user reads for its own project: project info, organisations, the concrete delivered to it. */
const PROJECT_USER_READS: ReadonlySet<string> = new Set([
  SUBPAGE.crmProject, SUBPAGE.taskList, SUBPAGE.organisation, SUBPAGE.concOrder, SUBPAGE.concTask, SUBPAGE.concDevice,
]);
/** Pages of the supervision back office (read-only): supervision, projects, organisations, devices, big screens. */
const SUPERVISION_PAGES: ReadonlySet<string> = new Set([PAGE.supervision, PAGE.projectManage, PAGE.deviceManage, PAGE.largeScreen]);
/**
 * Project pages a supervisor reads for the projects of its district: the alarm records (it is an alarm recipient),
 * the hazards (重大隐患 are reported to it, overdue ones escalate to it: docs/decisions/0703).
 */
const SUPERVISION_READS: ReadonlySet<string> = new Set([SUBPAGE.organisation, SUBPAGE.alarmRecord, SUBPAGE.hazard]);
/**
 * 监管记录 (docs/decisions/0433): the supervisor inspects (新增) and reviews (审核: 复查通过 / 复查不通过); the project
 * user reports 整改完成 (编辑) for its project.
 */
const SUPERVISOR_INSPECTS = ['search', 'add', 'audit'];
const PROJECT_USER_RECTIFIES = ['search', 'edit'];

/**
 * Roles per company (docs/decisions/0307): 管理员 (every page, every button); 只读用户 (every enterprise page,
 * search only, no add/edit/delete/import/export, 我的账户 and 消息通知 included); 项目管理员 (the project back office and 设备管理 (its
 * project's devices, templates, thresholds) with every button, read-only project info, organisations and concrete
 * orders/tasks/production, 整改完成 of 监管记录); 监管人员 (the supervision back office and alarm records, read-only,
 * but 新增 and 复查 of 监管记录, docs/decisions/0433).
 * Every account holds 我的账户 and 消息通知.
 */
export const seedRoles: SeedStep = async (q, ctx) => {
  for (const c of ['group', 'subA', 'subB', 'other']) await role(q, ctx, `${c}Admin`, c, '管理员', (s) => s.buttons);
  // 我的账户 offers only 编辑 (one's own profile): held with it, as a page with no button is not granted (0600).
  await role(q, ctx, 'subAReadOnly', 'subA', '只读用户', (s) =>
    s.menu_function_type !== 0 ? undefined : s.page === PAGE.myAccount ? s.buttons : searchOnly(s),
  );
  await role(q, ctx, 'subAProject', 'subA', '项目管理员', (s) =>
    s.menu_function_type === 1 || isOwnCorner(s) || s.page === PAGE.deviceManage
      ? s.buttons
      : s.sub_page === SUBPAGE.supervisionRecord
        ? PROJECT_USER_RECTIFIES
        : PROJECT_USER_READS.has(s.sub_page) ? searchOnly(s) : undefined,
  );
  await role(q, ctx, 'govSupervisor', 'gov', '监管人员', (s) =>
    isOwnCorner(s)
      ? s.buttons
      : s.sub_page === SUBPAGE.supervisionRecord
        ? SUPERVISOR_INSPECTS
        : SUPERVISION_PAGES.has(s.page) || SUPERVISION_READS.has(s.sub_page)
          ? searchOnly(s)
          : undefined,
  );
};
