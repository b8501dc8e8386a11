import type { Page } from 'playwright-core';
import { expectTitle, sql, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

/** Rows of `table` not deleted in the company subtree of enterprise_demo's default company (the list's data scope). */
async function scopedCount(table: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    `WITH RECURSIVE tree(id) AS (SELECT id FROM companies WHERE name = $1 UNION ALL SELECT c.id FROM companies c JOIN tree t ON c.parent_id = t.id)
     SELECT count(*) AS n FROM ${table} WHERE company_id IN (SELECT id FROM tree) AND if_del = 0`,
    ['华建第一工程有限公司'],
  );
  return Number(row!.n);
}

/** Opens a sidebar entry as enterprise_demo, collecting console errors from the start. */
async function open(group: string, entry: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await signedInContext(browser(), 'enterprise_demo')).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/backHome');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-menu-level="1"]').first().waitFor();
  await sidebar.getByText(group, { exact: true }).click();
  await sidebar.getByText(entry, { exact: true }).click();
  return { page, errors };
}

const pagerTotal = async (page: Page) => Number((await page.getByTestId('pager-total').innerText()).replace(/\D/g, ''));

describe('generic record page (issue 10 item 4): 项目列表 and 组织机构 as enterprise_demo', () => {
  it.each([
    ['项目管理', '项目列表', '项目列表', 'projects', ['项目名称', '项目编号', '项目状态', '项目地址', '开工日期', '项目经理', '操作']],
    ['组织管理', '组织机构', '组织机构列表', 'organisations', ['组织名称', '组织类型', '统一社会信用代码', '联系人', '联系电话', '操作']],
  ])('%s › %s: h1, the declared columns, one row per record of the first page, no placeholder, no console error', async (group, entry, tableName, table, headers) => {
    const { page, errors } = await open(group, entry);
    await expectTitle(page, `${entry} - 智慧工地`);
    expect(await page.locator('h1').allInnerTexts()).toEqual([entry]);
    const list = page.getByRole('table', { name: tableName });
    await list.locator('tbody tr').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="pager-total"]')?.textContent?.includes(' 0 '));
    expect(await list.locator('thead th').allInnerTexts()).toEqual(headers);
    const total = await pagerTotal(page);
    expect(total).toBe(await scopedCount(table));
    const size = Number(await page.getByTestId('pager').locator('select').inputValue());
    expect(await list.locator('tbody tr').count()).toBe(Math.min(total, size));
    expect(await page.getByText('该功能正在建设中', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('search', { name: '查询条件' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
