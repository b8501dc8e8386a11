import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectTitle, newContext, sidebarGroups, signIn, useBrowser } from './browser';
import { apiLogin, expectedSidebarGroups } from './demo-accounts';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

/** Waits until the sidebar shows the menus of `type`, then returns its first-level titles. */
async function groupsOf(page: Page, type: 0 | 1): Promise<string[]> {
  await page.waitForSelector(`[data-testid="sidebar"][data-menu-function-type="${type}"]`);
  return (await sidebarGroups(page)).map((t) => t.replace(/[▸▾]/g, '').trim());
}

/** Project back-office pages (menuFunctionType 1) and enterprise-only ones (0) of the menu catalogue. */
const PROJECT_PAGES = ['施工管理', '项目进度', '人员管理', '安全隐患'];
const ENTERPRISE_PAGES = ['项目管理', '设备管理', '系统管理'];

describe('back-office mode (SPEC §2.1 /backHome variants, §2.4 mode links; docs/decisions/0190)', () => {
  it('project_demo lands in the project back office: type-1 pages, deep links, F5 keeps the mode', async () => {
    const answer = await apiLogin('project_demo', DEMO_PASSWORD);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'project_demo');
    expect(new URL(page.url()).searchParams.get('pjctid1')).toBe('1');
    const groups = await groupsOf(page, 1);
    expect(groups).toEqual(expectedSidebarGroups(answer, 1));
    expect(groups).toEqual(expect.arrayContaining([...PROJECT_PAGES, '我的账户', '消息通知']));
    for (const title of ENTERPRISE_PAGES) expect(groups).not.toContain(title);

    // A project page opens from the sidebar and survives F5.
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('人员管理', { exact: true }).click();
    await sidebar.getByText('人员花名册', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/personnel/data');
    await expectTitle(page, '人员花名册 - 智慧工地');
    await page.reload();
    await page.locator('main').getByText('人员花名册', { exact: true }).first().waitFor();
    await expectTitle(page, '人员花名册 - 智慧工地');
    expect(await groupsOf(page, 1)).toEqual(groups);
    // An enterprise-only page is not a route in this mode.
    await page.goto('/deviceManage/Maintenance/template');
    await page.getByTestId('not-found').waitFor();

    // /backHome without a variant (sidebar 首页, breadcrumb) keeps the mode, also after F5.
    await page.goto('/backHome');
    expect(await groupsOf(page, 1)).toEqual(groups);
    await page.reload();
    expect(await groupsOf(page, 1)).toEqual(groups);
    await context.close();
  });

  it('enterprise_demo sees the enterprise pages; the mode links switch between the back offices', async () => {
    const answer = await apiLogin('enterprise_demo', DEMO_PASSWORD);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'enterprise_demo');
    expect(new URL(page.url()).searchParams.get('enterpid1')).toBe('1');
    const enterprise = await groupsOf(page, 0);
    expect(enterprise).toEqual(expectedSidebarGroups(answer, 0));
    expect(enterprise).toEqual(expect.arrayContaining(ENTERPRISE_PAGES));
    for (const title of PROJECT_PAGES) expect(enterprise).not.toContain(title);
    await page.goto('/personnel/data');
    await page.getByTestId('not-found').waitFor();

    // The project back office (as the project large screen's back-office link opens it).
    await page.goto('/backHome?pjctid1=1');
    const project = await groupsOf(page, 1);
    expect(project).toEqual(expect.arrayContaining(PROJECT_PAGES));
    for (const title of ENTERPRISE_PAGES) expect(project).not.toContain(title);
    // Deep links of the new mode work now, also after F5.
    await page.goto('/personnel/data');
    await expectTitle(page, '人员花名册 - 智慧工地');
    await page.reload();
    await expectTitle(page, '人员花名册 - 智慧工地');
    expect(await groupsOf(page, 1)).toEqual(project);

    // The header's mode link 企业管理后台 goes back.
    await page.getByTestId('mode-links').getByText('企业管理后台').click();
    await page.waitForURL((url) => url.pathname === '/backHome' && url.searchParams.get('enterpid1') === '1');
    expect(await groupsOf(page, 0)).toEqual(enterprise);
    await page.reload();
    expect(await groupsOf(page, 0)).toEqual(enterprise);
    await context.close();
  });

  it('project_demo: the enterprise variant is refused by URL (docs/decisions/0308), the project back office stays', async () => {
    const context = await signedInContext(browser(), 'project_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    const project = await groupsOf(page, 1);
    await page.goto('/backHome?enterpid1=1');
    expect(await groupsOf(page, 1)).toEqual(project);
    for (const title of ENTERPRISE_PAGES) expect(project).not.toContain(title);
    await page.goto('/deviceManage/Maintenance/template');
    await page.getByTestId('not-found').waitFor();
    await page.getByTestId('mode-links').getByText('项目管理后台').click();
    await page.waitForURL((url) => url.searchParams.get('pjctid1') === '1');
    expect(await groupsOf(page, 1)).toEqual(project);
    await context.close();
  });

  it('signing in again on a project page (redirect) opens it in the project back office', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/personnel/data');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByPlaceholder('请输入用户名').fill('project_demo');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/personnel/data');
    await expectTitle(page, '人员花名册 - 智慧工地');
    await groupsOf(page, 1);
    await context.close();
  });
});
