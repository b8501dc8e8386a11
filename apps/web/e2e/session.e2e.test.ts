import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectTitle, newContext, signIn, sql, toast, useBrowser } from './browser';
import { apiLogin } from './demo-accounts';
import { productServer } from './product-server';
import { signInForToken, signedInContext } from './signed-in-contexts';

/**
 * Tests that change the session on the server (company, monitor mode, sign-out, expiry) sign in through the
 * login page with a session of their own; the others start from the account's kept state.
 */
const browser = useBrowser();

const openUserMenu = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  return page.getByRole('menu');
};

describe('company switch and monitor mode (SPEC §2.4, §4)', () => {
  it('switches company through the header drop-down, reloading at /backHome, and back', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    // The login form comes with the first load: no lazy chunk is fetched before it shows (decision 0629).
    const manifest = JSON.parse(readFileSync(join(__dirname, '../dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const initial = new Set<string>();
    const visit = (key: string): void => {
      const chunk = manifest[key];
      if (chunk === undefined || initial.has(chunk.file)) return;
      initial.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    visit('index.html');
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.slice(1))));
    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名').waitFor();
    expect([initial.size > 0, scripts.filter((s) => !initial.has(s))]).toEqual([true, []]);
    await signIn(page, 'enterprise_demo');
    const select = page.getByTestId('company-select');
    const options = await select.locator('option').allInnerTexts();
    expect(options).toEqual(['华建第一工程有限公司', '华建路桥建设有限公司']);
    expect(await select.locator('option:checked').innerText()).toBe('华建第一工程有限公司');

    await page.goto('/deviceManage/Maintenance/template');
    await page.getByTestId('template-page').waitFor();
    await Promise.all([page.waitForEvent('load'), select.selectOption({ label: '华建路桥建设有限公司' })]);
    await page.waitForURL((url) => url.pathname === '/backHome');
    await toast(page, '已切换到：华建路桥建设有限公司').waitFor(); // said on the reloaded page (decision 0625)
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('company-select').locator('option:checked').innerText()).toBe('华建路桥建设有限公司');
    // The page's data follows the company (the template list is scoped to it) and survives F5.
    await page.reload();
    expect(await page.getByTestId('company-select').locator('option:checked').innerText()).toBe('华建路桥建设有限公司');

    await Promise.all([page.waitForEvent('load'), page.getByTestId('company-select').selectOption({ label: '华建第一工程有限公司' })]);
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('company-select').locator('option:checked').innerText()).toBe('华建第一工程有限公司');
    await context.close();
  });

  it('a user without watched companies has no monitor entry', async () => {
    const context = await signedInContext(browser(), 'readonly_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    const menu = await openUserMenu(page);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['修改密码', '个人信息', '退出登录']);
    await context.close();
  });

  it('enters monitor mode through 监视公司 and leaves it with 退出监视 (log out hidden meanwhile)', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'enterprise_demo');
    let menu = await openUserMenu(page);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['修改密码', '个人信息', '监视公司', '退出登录']);
    await menu.getByRole('menuitem', { name: '监视公司' }).click();
    const dialog = page.getByTestId('monitor-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('监视公司');
    const watched = await dialog.locator('option').allInnerTexts();
    expect(watched.length).toBeGreaterThan(0);
    // Opens on the first watched company, no empty "—" choice (decision 0624).
    expect(await dialog.locator('select').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(watched[0]);
    await dialog.locator('select').selectOption({ label: watched[0]! });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '确定' }).click()]);
    await page.getByTestId('monitoring-badge').waitFor();
    expect(await page.getByTestId('monitoring-badge').innerText()).toContain(watched[0]!);

    menu = await openUserMenu(page);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['修改密码', '个人信息', '退出监视']);
    await Promise.all([page.waitForEvent('load'), menu.getByRole('menuitem', { name: '退出监视' }).click()]);
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('monitoring-badge').count()).toBe(0);
    expect(await page.getByTestId('company-select').locator('option:checked').innerText()).toBe('华建第一工程有限公司');
    menu = await openUserMenu(page);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toContain('退出登录');
    await context.close();
  });

  it('退出登录 goes to /login and the back office is closed again', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'readonly_demo');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/backHome');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

describe('an expired session brings the 离线提示 dialog (SPEC §8)', () => {
  it('revoked in the database: 离线提示, 取消 keeps the page, 重新登录 resets and goes to /login', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'government_demo');
    const { UserID } = await apiLogin('government_demo', DEMO_PASSWORD);
    // Every session of the user ends, as if it had expired.
    await sql('UPDATE sessions SET expires_at = now() - interval \'1 second\' WHERE user_id = $1', [UserID]);

    await page.getByTestId('sidebar').getByText('设备管理').click();
    await page.getByTestId('sidebar').getByText('维保模板').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('离线提示');
    expect(await dialog.innerText()).toContain('当前登录状态过期，请重新登录');
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining(['重新登录', '取消']));

    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/deviceManage/Maintenance/template');

    await page.getByTestId('pager').getByRole('button', { name: '1', exact: true }).click();
    await dialog.waitFor();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '重新登录' }).click()]);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/deviceManage/Maintenance/template');
    await context.close();
  });

  it('logged out from another browser: the first one gets 离线提示 on its next call', async () => {
    const first = await newContext(browser());
    const page = await first.newPage();
    // The token is rotated once after sign-in (getToken): the one the page holds after that.
    const token = await signInForToken(page, 'readonly_demo');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    // Log out with that token from elsewhere (another client).
    const base = productServer().baseUrl;
    await fetch(`${base}/prod-apiplus/web/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    await page.getByTestId('sidebar').getByText('消息通知').click();
    await page.getByTestId('sidebar').locator('a', { hasText: '消息通知' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('当前登录状态过期，请重新登录');
    await first.close();
  });
});

describe('my account and notices', () => {
  it('opens 个人信息 from the user menu and the notices page from the badge', async () => {
    const context = await signedInContext(browser(), 'enterprise_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: '个人信息' }).click();
    await page.waitForURL((url) => url.pathname === '/MyAccount/index');
    await page.getByTestId('my-account').getByText('enterprise_demo').waitFor();
    await page.getByTestId('notice-badge').click();
    await page.waitForURL((url) => url.pathname === '/MessageNotification/MessageNotifications');
    await page.getByTestId('notices-page').waitFor();
    await expectTitle(page, '消息通知 - 智慧工地');
    await context.close();
  });
});

export { toast };
