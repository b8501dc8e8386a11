import type { Page } from 'playwright-core';
import { formatSiteDateTime, siteClockParts, siteDateText } from '@worksite/validators';
import { expectTitle, newContext, signIn, sql, toast, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

/**
 * Issue 11's polish of the site office (docs/decisions/0390, 0393, 0394): times in site time whatever the
 * browser's zone, monitor mode said and locked, 切换大屏 to the viewer's own screen, 大屏展示 entries that open
 * the screen, tab titles that name the page.
 */
const browser = useBrowser();
/** A browser far from China: local time and site time differ by 12–13 hours. */
const FAR_AWAY = { timezoneId: 'America/New_York' };

async function openAs(user: string, address: string, options = {}): Promise<Page> {
  const page = await (await signedInContext(browser(), user, options)).newPage();
  await page.goto(address);
  return page;
}

describe('every time in site time, yyyy-MM-dd HH:mm (docs/decisions/0390)', () => {
  it('消息通知 shows each notice time in Asia/Shanghai, not the browser zone, never ISO', async () => {
    const page = await openAs('enterprise_demo', '/MessageNotification/MessageNotifications', FAR_AWAY);
    const firstRow = page.locator('tbody tr').first();
    await firstRow.locator('td').nth(2).waitFor();
    const [title, , time] = await firstRow.locator('td').allInnerTexts();
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const stored = await sql<{ create_time: Date }>('SELECT create_time FROM notices WHERE title = $1 AND if_del = 0', [title]);
    expect(stored.map((r) => formatSiteDateTime(r.create_time))).toContain(time);
    const cells = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(cells.every((c) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(c))).toBe(true);
  });

  it('the large-screen clock reads site time', async () => {
    const page = await openAs('enterprise_demo', '/LargeScreen/EnterpriseScreen/overview?sortId=1', FAR_AWAY);
    await page.getByTestId('screen-time').waitFor();
    const now = siteClockParts(Date.now());
    const [date, time] = [await page.getByTestId('screen-date').innerText(), await page.getByTestId('screen-time').innerText()];
    // Not across site midnight while this runs (a minute either side).
    if (!(now.hour === 23 && now.minute === 59) && !(now.hour === 0 && now.minute === 0)) {
      expect(date).toBe(siteDateText(now));
      expect(Number(time.slice(0, 2))).toBe(now.hour);
    }
    // A tab route keeps its tab's name in the tab title.
    await page.waitForFunction(() => /^\S.* - 智慧工地$/.test(document.title));
  });

  it('a large screen without a tab or fixed title names itself in the tab (its screen title)', async () => {
    const page = await openAs('enterprise_demo', '/ProjectScreen/engineering?id=1');
    const screenTitle = (await page.getByTestId('screen-title').innerText()).trim();
    expect(screenTitle).not.toBe('');
    await expectTitle(page, `${screenTitle} - 智慧工地`);
  });
});

describe('tab titles and the large-screen entries (docs/decisions/0394)', () => {
  it('404 names itself in the tab, for /404 and for an address no route matches', async () => {
    const page = await openAs('enterprise_demo', '/no-such-page-here');
    await page.getByTestId('not-found').waitFor();
    await expectTitle(page, '页面不存在 - 智慧工地');
    await page.goto('/404');
    await page.getByTestId('not-found').waitFor();
    await expectTitle(page, '页面不存在 - 智慧工地');
  });

  it.each([
    ['enterprise_demo', '/LargeScreen/EnterpriseScreen/overview?sortId=1'],
    ['government_demo', '/LargeScreen/SupervisoryScreen/overview?sortId=101'],
    ['project_demo', '/LargeScreen/ProjectScreen/projectOverview?sortId=21'],
  ])('切换大屏 of %s goes to their own kind of screen: %s', async (user, target) => {
    const page = await openAs(user, '/backHome');
    const link = page.getByTestId('large-screen-switch');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(target);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
    await page.getByTestId('screen-header').waitFor();
  });

  it('a 大屏展示 entry opens its screen, with no route text on the way', async () => {
    const page = await openAs('enterprise_demo', '/backHome');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.locator('[data-menu-level="1"]').first().waitFor();
    await sidebar.getByText('大屏展示', { exact: true }).click();
    await sidebar.getByText('监管大屏', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/LargeScreen/SupervisoryScreen/overview' && url.search === '?sortId=101');
    await page.getByTestId('screen-header').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('/LargeScreen/');
  });
});

describe('monitor mode: locked and said (docs/decisions/0393)', () => {
  it('entering says 已进入监视模式 and locks the company drop-down; leaving says 已退出监视模式 and unlocks it', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'enterprise_demo');
    expect(await page.getByTestId('company-select').isDisabled()).toBe(false);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menu').getByRole('menuitem', { name: '监视公司' }).click();
    const dialog = page.getByTestId('monitor-dialog');
    await dialog.waitFor();
    const watched = await dialog.locator('option').allInnerTexts();
    await dialog.locator('select').selectOption({ label: watched[0]! });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '确定' }).click()]);
    await toast(page, '已进入监视模式，正在监视：').waitFor();
    expect(await toast(page, '已进入监视模式，正在监视：').innerText()).toContain(watched[0]!);
    const select = page.getByTestId('company-select');
    if ((await select.count()) > 0) {
      expect(await select.isDisabled()).toBe(true);
      expect(await select.getAttribute('title')).toBe('监视中不能切换公司，请先退出监视');
    }

    await page.getByTestId('user-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menu').getByRole('menuitem', { name: '退出监视' }).click()]);
    await toast(page, '已退出监视模式，已返回：').waitFor();
    expect(await page.getByTestId('company-select').isDisabled()).toBe(false);
    // Said once: a reload shows it no more.
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await page.waitForTimeout(500);
    expect(await toast(page, '已退出监视模式').count()).toBe(0);
    await context.close();
  });
});
