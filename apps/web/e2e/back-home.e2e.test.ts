import { expectTitle, sql, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

/** Live devices of a scope now (other e2e files add devices to the shared product before this one runs). */
async function deviceCount(where: string): Promise<number> {
  return (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM devices WHERE if_del = 0 AND ${where}`))[0]!.n;
}

describe('the back-office home is a workbench (issue 11 item 6, docs/decisions/0400)', () => {
  it('project_demo: four figures, the to-dos its role may act on, each linking to its page; recent notices', async () => {
    const page = await (await signedInContext(browser(), 'project_demo')).newPage();
    await page.goto('/backHome');
    const figures = page.getByTestId('workbench-figures');
    await figures.waitFor();
    expect(await figures.locator('dt, [data-part="label"]').allInnerTexts()).toEqual(['今日报警', '在线设备', '今日出勤人数', '今日车辆进出']);
    const projectDevices = await deviceCount("project_id = (SELECT id FROM projects WHERE project_name = '南山科技园综合楼项目')");
    expect(await page.getByTestId('figure-onlineDevices').innerText()).toMatch(new RegExp(`\\d+ / ${projectDevices}$`));
    const todos = page.getByTestId('workbench-todo');
    // Overdue orders belong to 订单管理, an enterprise page: not a to-do of the project back office.
    expect(await todos.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['openAlarms']);
    expect(await page.getByTestId('workbench-notice').count()).toBe(5);
    await page.getByRole('link', { name: '查看全部未处理报警', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/quality/alarmRecord');
    await expectTitle(page, '报警记录 - 智慧工地');
    await page.goBack();
    await page.getByRole('link', { name: '查看全部最新通知', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/MessageNotification/MessageNotifications');
  });

  it('enterprise_demo in the enterprise back office: open alarms and overdue orders first, then registrations and expiring certificates (none), each opening its page', async () => {
    const page = await (await signedInContext(browser(), 'enterprise_demo')).newPage();
    await page.goto('/backHome');
    await page.getByTestId('workbench-figures').waitFor();
    const todos = page.getByTestId('workbench-todo');
    expect(await todos.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['openAlarms', 'overdueOrders', 'registrations', 'expiringCertificates']);
    expect(await todos.last().getByTestId('workbench-todo-count').innerText()).toBe('0');
    // 未处理报警 opens the enterprise back office's own 报警记录, filtered to 待处理 (docs/decisions/0610).
    await page.getByRole('link', { name: '查看全部未处理报警', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/enterpriseQuality/enterpriseAlarmRecord' && url.search === '?status=1');
    await expectTitle(page, '报警记录 - 智慧工地');
    await page.goBack();
    await page.getByRole('link', { name: '查看全部超期未完成订单', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/concrete/concOrder');
    await expectTitle(page, '订单管理 - 智慧工地');
    await page.goBack();
    await page.getByRole('link', { name: '查看全部待审核注册', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/systemManage/user');
    await expectTitle(page, '用户管理 - 智慧工地');
    await page.goBack();
    await page.getByRole('link', { name: '查看全部资质证书即将到期', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/projectManage/qualification');
    await expectTitle(page, '资质信息 - 智慧工地');
  });

  it('government_demo: of the to-dos, only its district\'s expiring certificates (资质信息 is a supervision page), none due; its district\'s figures', async () => {
    const page = await (await signedInContext(browser(), 'government_demo')).newPage();
    await page.goto('/backHome');
    await page.getByTestId('workbench-figures').waitFor();
    const todos = page.getByTestId('workbench-todo');
    await todos.first().waitFor();
    expect(await todos.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['expiringCertificates']);
    expect(await todos.first().getByTestId('workbench-todo-count').innerText()).toBe('0');
    const districtDevices = await deviceCount("district_code = '440305'");
    expect(await page.getByTestId('figure-onlineDevices').innerText()).toMatch(new RegExp(`\\d+ / ${districtDevices}$`));
  });
});
