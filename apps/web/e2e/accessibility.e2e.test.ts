import { projectRecord } from '@worksite/contract';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe-audit';
import { newContext, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

const RECORD_PAGE = `/${projectRecord.permission.page}/${projectRecord.permission.subPage}`;

/** Opens `address` as `userName` (or signed out) and waits for what shows the page is ready. */
async function open(userName: string | undefined, address: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = userName === undefined ? await newContext(browser()) : await signedInContext(browser(), userName);
  const page = await context.newPage();
  await page.goto(address);
  await ready(page);
  return page;
}

/** The audit and the one-h1 rule on a page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(await page.locator('h1').count()).toBe(1);
}

describe('axe audit of the main pages: 0 critical and 0 serious violations, one h1 (issue 11 item 6)', () => {
  it.each<[string, string | undefined, string, (page: Page) => Promise<unknown>]>([
    ['login', undefined, '/login', (p) => p.getByRole('button', { name: '登录', exact: true }).waitFor()],
    ['back-office home', 'enterprise_demo', '/backHome', (p) => p.getByTestId('workbench-figures').waitFor()],
    ['record page 项目列表', 'enterprise_demo', RECORD_PAGE, (p) => p.getByTestId('project-row').first().waitFor()],
    ['my account', 'enterprise_demo', '/MyAccount/index', (p) => p.getByRole('textbox', { name: '真实姓名' }).and(p.locator('[value="张建国"]')).waitFor()],
    ['message notices', 'enterprise_demo', '/MessageNotification/MessageNotifications', (p) => p.getByTestId('notice-row').first().waitFor()],
    [
      'large screen 项目概况',
      'enterprise_demo',
      '/LargeScreen/EnterpriseScreen/overview?sortId=1',
      // the bell's count comes with its own call; wait for it too, so the audit always sees it (it failed contrast once)
      (p) => Promise.all([p.locator('.highcharts-container').first().waitFor({ timeout: 30_000 }), p.getByTestId('screen-notice-count').waitFor()]),
    ],
  ])('%s', async (_name, userName, address, ready) => {
    const page = await open(userName, address, ready);
    await expectAccessible(page);
  });

  it('a record form dialog: its close button is named 关闭, and the open dialog passes the audit', async () => {
    const page = await open('enterprise_demo', RECORD_PAGE, (p) => p.getByTestId('project-row').first().waitFor());
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭', exact: true }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await dialog.getByRole('button', { name: '关闭', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("the bell's accessible name includes the unread count", async () => {
    const page = await open('enterprise_demo', '/MyAccount/index', (p) => p.getByTestId('notice-count').waitFor());
    const count = Number(await page.getByTestId('notice-count').innerText());
    expect(count).toBeGreaterThan(0);
    await page.getByRole('link', { name: `消息通知 ${count} 条未读`, exact: true }).waitFor();
  });

  it('the large-screen charts speak Chinese to screen readers', async () => {
    const page = await open('enterprise_demo', '/LargeScreen/EnterpriseScreen/overview?sortId=1', (p) =>
      p.locator('.highcharts-container').first().waitFor({ timeout: 30_000 }),
    );
    // Highcharts' accessible names and its hidden screen-reader sections (the 'Highcharts' brand aside).
    const texts = await page.locator('[data-highcharts-chart]').evaluateAll((charts) =>
      charts.flatMap((chart) => [
        ...Array.from(chart.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label') ?? ''),
        ...Array.from(chart.querySelectorAll('[id^="highcharts-screen-reader-region"]'), (e) => e.textContent ?? ''),
      ]),
    );
    expect(texts.some((t) => t.includes('交互式图表'))).toBe(true);
    expect(texts.map((t) => t.replace(/Highcharts/g, '')).filter((t) => /[A-Za-z]{3,}/.test(t))).toEqual([]);
  });
});
