import type { Page } from 'playwright-core';
import { sql, toast, useBrowser } from './browser';
import { watch } from './page-watch';
import { cellText, createRecord, dialog, openFromSidebar, rowWith } from './record-page';
import { signedInContext } from './signed-in-contexts';

/**
 * Issue 22 "Shown by", in Chromium against the real product (project_demo, 南山科技园综合楼项目): a hazard reported →
 * 整改 → 复查不通过 → 整改 → 复查通过, every round in the detail; the seeded overdue hazard escalated with its notice;
 * the large screens' back-office button lands on a page the account holds, never the 404 page. Not yet here (they
 * failed in the browser and are open): 转为隐患 of a failed check item (checks.test.ts covers it on the server) and
 * the Gantt's red bars (plan-gantt.test.ts covers its points).
 */
const browser = useBrowser();
const PROJECT = '南山科技园综合楼项目';
const TAG = String(Date.now() % 1_000_000).padStart(6, '0');
const HAZARD = `E2E临边防护缺失${TAG}`;

/** A workflow move with fields: the row's button, the dialog named `${move}隐患排查`, its fields, 确定, the toast. */
async function move(page: Page, row: ReturnType<typeof rowWith>, name: string, values: Readonly<Record<string, string>>): Promise<void> {
  await row.getByRole('button', { name, exact: true }).click();
  const form = dialog(page, `${name}隐患排查`);
  await form.waitFor();
  for (const [label, text] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(text);
  await form.getByRole('button', { name: '确定', exact: true }).click();
  await toast(page, `${name}成功`).waitFor();
  await form.waitFor({ state: 'detached' });
}

describe('safety, quality and progress (project_demo)', () => {
  let page: Page;
  let problems: { errors: string[]; serverErrors: string[] };

  beforeAll(async () => {
    page = await (await signedInContext(browser(), 'project_demo')).newPage();
    problems = watch(page);
    await page.goto('/backHome?pjctid1=1');
    await page.getByTestId('sidebar').locator('[data-menu-level="1"]').first().waitFor();
  });

  it('隐患排查: report → 整改 → 复查不通过 → 整改 → 复查通过, every round in the detail', async () => {
    await openFromSidebar(page, '安全隐患', '隐患排查');
    const [worker] = await sql<{ worker_name: string }>(
      `SELECT w.worker_name FROM workers w JOIN projects p ON p.id = w.project_id
        WHERE p.project_name = $1 AND w.if_del = 0 AND w.exit_date IS NULL
          AND NOT EXISTS (SELECT 1 FROM workers o WHERE o.worker_name = w.worker_name AND o.id <> w.id) ORDER BY w.id LIMIT 1`,
      [PROJECT],
    );
    const deadline = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    await createRecord(page, '隐患排查', {
      所属项目: { choose: PROJECT },
      隐患类型: { choose: '三宝四口五临边' },
      隐患等级: { choose: '一般隐患' },
      隐患名称: { type: HAZARD },
      隐患位置: { type: '3号楼5层东侧临边' },
      责任人: { choose: worker!.worker_name },
      整改期限: { type: `${deadline}T17:00:00` },
    });
    const row = rowWith(page, '隐患排查', HAZARD);
    await row.waitFor();
    expect(await cellText(page, '隐患排查', row, '状态')).toBe('待整改');

    await move(page, row, '整改', { 整改说明: '已加设临边防护栏杆' });
    await row.locator('td', { hasText: '待复查' }).waitFor();
    await move(page, row, '复查不通过', { 复查意见: '栏杆高度不足1.2米' });
    await row.locator('td', { hasText: '待整改' }).waitFor();
    await move(page, row, '整改', { 整改说明: '栏杆加高至1.2米并设挡脚板' });
    await move(page, row, '复查通过', { 复查意见: '符合要求' });
    await row.locator('td', { hasText: '已关闭' }).waitFor();

    await row.getByRole('button', { name: '查看', exact: true }).click();
    const detail = dialog(page, '隐患排查详情');
    await detail.waitFor();
    const trail = detail.getByRole('table', { name: '处理记录' });
    await trail.locator('tbody tr').nth(4).waitFor();
    const rounds = (await trail.locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(rounds).toHaveLength(5);
    for (const [i, note] of ['', '已加设临边防护栏杆', '栏杆高度不足1.2米', '栏杆加高至1.2米并设挡脚板', '符合要求'].entries()) {
      if (note !== '') expect([i, rounds[i]!.includes(note)]).toEqual([i, true]);
    }
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
  });

  it('the seeded overdue hazard is escalated on the list, and project_demo was told (逾期升级)', async () => {
    const [overdue] = await sql<{ title: string }>("SELECT title FROM hazards WHERE escalation_level >= 2 AND if_del = 0 AND title LIKE '%限位器%'");
    const row = rowWith(page, '隐患排查', overdue!.title);
    await row.waitFor();
    expect(['项目经理', '公司', '督办']).toContain(await cellText(page, '隐患排查', row, '逾期升级'));
    await page.goto('/MessageNotification/MessageNotifications');
    await page.getByText('隐患逾期升级（项目经理）', { exact: true }).first().waitFor();
  });

  it('no console error or 5xx on the way', () => {
    expect(problems).toEqual({ errors: [], serverErrors: [] });
  });
});

describe("the large screens' back-office button lands on a page the account holds, never the 404 page", () => {
  it.each([
    ['project_demo', '/LargeScreen/ProjectScreen/projectOverview'],
    ['enterprise_demo', '/LargeScreen/EnterpriseScreen/overview'],
    ['government_demo', '/LargeScreen/SupervisoryScreen/overview'],
  ])('%s from %s', async (user, screen) => {
    const page = await (await signedInContext(browser(), user, { viewport: { width: 1920, height: 1080 } })).newPage();
    await page.goto(screen);
    await page.getByTestId('screen-back-office').waitFor();
    await page.getByTestId('screen-back-office').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/LargeScreen/'));
    await page.getByTestId('sidebar').locator('[data-menu-level="1"]').first().waitFor();
    expect(await page.getByTestId('not-found').count()).toBe(0);
    await page.context().close();
  });
});
