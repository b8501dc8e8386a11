import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { openFromSidebar } from './record-page';
import { signedInContext } from './signed-in-contexts';

/**
 * Issue 11 item 5 in Chromium: 项目概况 for every demo account that holds it (docs/decisions/0366; 项目管理's other
 * entries are checked in the menu walk, menu-walk.e2e.test.ts), project_demo's
 * 我的账户 (0363) and the breadcrumb on SPEC §2.1's fixed routes (0364) — no placeholder, no 5xx, no console error.
 */
const browser = useBrowser();
const PLACEHOLDER = '该功能正在建设中';

interface Watched {
  readonly page: Page;
  /** Console errors, page errors and 5xx answers seen so far. */
  readonly problems: string[];
}

async function open(userName: string, office: 'enterprise' | 'project' = 'enterprise'): Promise<Watched> {
  const page = await (await signedInContext(browser(), userName)).newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  page.on('console', (m) => (m.type() === 'error' ? problems.push(`console ${m.text()}`) : undefined));
  page.on('response', (r) => (r.status() >= 500 ? problems.push(`${r.status()} ${r.url()}`) : undefined));
  await page.goto(office === 'project' ? '/backHome?pjctid1=1' : '/backHome?enterpid1=1');
  await page.getByTestId('sidebar').locator('[data-menu-level="1"]').first().waitFor();
  return { page, problems };
}

async function crumbs(page: Page): Promise<string[]> {
  const bar = page.getByTestId('breadcrumb');
  await bar.waitFor();
  return (await bar.innerText()).split('\n').map((s) => s.trim()).filter((s) => s !== '');
}

describe.each([
  ['enterprise_demo', 2],
  ['readonly_demo', 2],
  ['government_demo', 2],
  ['sysadmin', 6],
] as const)('项目概况 as %s', (userName, total) => {
  let w: Watched;
  beforeAll(async () => {
    w = await open(userName);
  });
  afterAll(async () => {
    await w?.page.context().close();
  });

  it(`opens from the sidebar with its ${total} projects in figures, by status and in the list; a row shows that project`, async () => {
    const { page } = w;
    await openFromSidebar(page, '项目管理', '项目概况');
    const overview = page.getByTestId('project-overview');
    await overview.waitFor();
    const figure = page.getByTestId('overview-figure').filter({ hasText: '项目总数' });
    await figure.filter({ hasText: new RegExp(`项目总数\\s*${total}\\s*个`) }).waitFor();
    await page.getByTestId('overview-project-row').nth(total - 1).waitFor();
    expect(await page.getByTestId('overview-project-row').count()).toBe(total);
    expect(await crumbs(page)).toEqual(['首页', '项目管理', '项目概况']);
    await page.locator('[data-testid="overview-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    const bars = await page.getByTestId('overview-by-status').innerText();
    for (const status of ['筹备', '立项', '在建', '竣工', '停工']) expect(bars).toContain(status);

    const qianhai = page.getByTestId('overview-project-row').filter({ hasText: '前海交通枢纽配套工程' });
    await qianhai.click();
    const profile = page.getByTestId('overview-profile');
    await profile.getByRole('heading', { name: '前海交通枢纽配套工程', level: 2 }).waitFor();
    expect(await profile.innerText()).toContain('HJ-2025-002');
    await page.getByTestId('overview-papers-qualification').getByText('华建第一工程有限公司　市政公用工程施工总承包二级　有效期至 2029-01-14').waitFor();
    expect(await page.getByTestId('overview-papers-builderLicence').innerText()).toContain('暂无记录');

    // 查看全部 leads to the record page of that type.
    await page.getByTestId('overview-papers-qualification').getByRole('link', { name: '查看全部' }).click();
    await page.locator('main h1', { hasText: '资质信息' }).waitFor();
    expect(await page.getByText(PLACEHOLDER).count()).toBe(0);
    expect(w.problems).toEqual([]);
  });
});

describe('project_demo', () => {
  let w: Watched;
  beforeAll(async () => {
    w = await open('project_demo', 'project');
  });
  afterAll(async () => {
    await w?.page.context().close();
  });

  it('我的账户 › 个人信息 in the project back office opens the personal information, not the placeholder', async () => {
    const { page } = w;
    const sidebar = page.getByTestId('sidebar');
    await sidebar.locator('button[data-menu-level="1"]').filter({ hasText: '我的账户' }).click();
    await sidebar.locator('a[data-menu-level="2"]').filter({ hasText: /^\s*个人信息\s*$/ }).click();
    await page.getByTestId('my-account').waitFor();
    expect(page.url()).toMatch(/\/MyAccount\/index$/);
    await page.getByTestId('my-account').getByText('project_demo', { exact: true }).waitFor(); // loaded (GetUserInfo)
    await page.waitForFunction(() => (document.querySelector('input[name="realName"]') as HTMLInputElement | null)?.value === '李项目');
    expect(await crumbs(page)).toEqual(['首页', '我的账户', '个人信息']);
    expect(await page.getByText(PLACEHOLDER).count()).toBe(0);
    // The project back office still has no enterprise sidebar groups.
    expect(await sidebar.locator('button[data-menu-level="1"]').filter({ hasText: '项目管理' }).count()).toBe(0);
    expect(w.problems).toEqual([]);
  });
});

describe('breadcrumb on the back-office fixed routes of SPEC §2.1 (enterprise_demo)', () => {
  let w: Watched;
  beforeAll(async () => {
    w = await open('enterprise_demo');
  });
  afterAll(async () => {
    await w?.page.context().close();
  });

  it.each([
    ['/deviceManagement/maintenance', ['首页', '设备管理', '维保模板']],
    ['/projectManage/crmProject', ['首页', '项目管理', '项目列表']],
    ['/MyAccount/index', ['首页', '我的账户', '个人信息']],
    ['/MessageNotification/MessageNotifications', ['首页', '消息通知']],
    ['/ProductionScreen', ['首页', '混凝土生产']],
    ['/ProjectScreen/concrete?id=18', ['首页', '混凝土生产大屏']],
  ])('%s → %j', async (address, expected) => {
    const { page } = w;
    await page.goto(address);
    await page.waitForFunction(
      (want) => {
        const bar = document.querySelector('[data-testid="breadcrumb"]') as HTMLElement | null;
        return (bar?.innerText ?? '').split('\n').map((s) => s.trim()).filter((s) => s !== '').join('›') === want;
      },
      expected.join('›'),
      { timeout: 10_000 },
    ).catch(async () => {
      throw new Error(`breadcrumb of ${address}: ${(await crumbs(page)).join(' › ')}`);
    });
    // 首页 links home; a group links to its page; the last item is plain text (the current page, no address).
    const bar = page.getByTestId('breadcrumb');
    const linked = (title: string) => bar.locator('a[href]').filter({ hasText: new RegExp(`^\\s*${title}\\s*$`) });
    expect(await linked('首页').getAttribute('href')).toBe('/backHome');
    if (expected.length === 3) expect(await linked(expected[1]!).count()).toBe(1);
    expect(await linked(expected[expected.length - 1]!).count()).toBe(0);
    expect(await bar.locator('[aria-current="page"]').innerText()).toBe(expected[expected.length - 1]);
    expect(w.problems).toEqual([]);
  });
});
