import { expectTitle, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

describe('the back-office home is a workbench (issue 11 item 6, docs/decisions/0400)', () => {
  it('project_demo: four figures, the to-dos its role may act on, each linking to its page; recent notices', async () => {
    const page = await (await signedInContext(browser(), 'project_demo')).newPage();
    await page.goto('/backHome');
    const figures = page.getByTestId('workbench-figures');
    await figures.waitFor();
    expect(await figures.locator('dt, [data-part="label"]').allInnerTexts()).toEqual(['今日报警', '在线设备', '今日出勤人数', '今日车辆进出']);
    expect(await page.getByTestId('figure-onlineDevices').innerText()).toMatch(/\d+ \/ 12$/);
    const todos = page.getByTestId('workbench-todo');
    expect(await todos.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['openAlarms', 'overdueOrders']);
    expect(await page.getByTestId('workbench-notice').count()).toBe(5);
    await page.getByRole('link', { name: '查看全部超期未完成订单', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/concrete/concOrder');
    await expectTitle(page, '订单管理 - 智慧工地');
    await page.goBack();
    await page.getByRole('link', { name: '查看全部未处理报警', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/quality/alarmRecord');
    await expectTitle(page, '报警记录 - 智慧工地');
    await page.goBack();
    await page.getByRole('link', { name: '查看全部最新通知', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/MessageNotification/MessageNotifications');
  });

  it('government_demo (search only, no concrete): only 未处理报警', async () => {
    const page = await (await signedInContext(browser(), 'government_demo')).newPage();
    await page.goto('/backHome');
    await page.getByTestId('workbench-figures').waitFor();
    expect(await page.getByTestId('workbench-todo').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['openAlarms']);
  });
});
