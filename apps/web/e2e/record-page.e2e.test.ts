import { projectRecord } from '@worksite/contract';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { expectTitle, sql, toast, useBrowser } from './browser';
import { waitForTotal } from './record-page';
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
    await page.locator('h1').first().waitFor();
    expect(await page.locator('h1').allInnerTexts()).toEqual([entry]);
    const list = page.getByRole('table', { name: tableName });
    await list.locator('tbody tr[data-testid]').first().waitFor();
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

describe('generic record page dialogs (form by field kind, remote select popover, detail)', () => {
  it('组织机构: 新增组织机构 with labelled inputs, the messages in declared order, the 上级组织 select popover 270 px wide, 组织机构详情', async () => {
    const { page, errors } = await open('组织管理', '组织机构');
    const list = page.getByRole('table', { name: '组织机构列表' });
    await list.locator('tbody tr[data-testid]').first().waitFor();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增组织机构' });
    await form.waitFor();
    for (const label of ['组织名称', '统一社会信用代码', '联系人', '联系电话', '地址']) expect(await form.getByLabel(label, { exact: true }).count()).toBe(1);
    expect(await form.getByLabel('组织类型', { exact: true }).locator('option').first().innerText()).toBe('请选择组织类型');
    await form.getByRole('button', { name: '新增', exact: true }).click();
    expect(await form.getByTestId('error-orgName').innerText()).toBe('请输入组织名称');
    expect(await form.getByTestId('error-orgType').innerText()).toBe('请选择组织类型');

    await form.getByRole('button', { name: '上级组织' }).click();
    const popover = page.getByTestId('remote-select-popover');
    await popover.getByRole('option').first().waitFor();
    expect(await popover.evaluate((el) => getComputedStyle(el).width)).toBe('270px');
    const first = await popover.getByRole('option').first().innerText();
    await popover.getByRole('option').first().click();
    expect(await form.getByRole('button', { name: '上级组织' }).innerText()).toContain(first);
    // A choice made: 取消 asks before dropping it (docs/decisions/0591).
    await form.getByRole('button', { name: '取消' }).click();
    await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await form.waitFor({ state: 'detached' });

    const name = await list.locator('tbody tr').first().locator('td').first().innerText();
    await list.locator('tbody tr').first().getByRole('button', { name: '查看' }).click();
    const detail = page.getByRole('dialog', { name: '组织机构详情' });
    await detail.waitFor();
    await detail.getByText(name, { exact: true }).waitFor();
    expect(await detail.getByText('组织名称', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('项目列表: the required marks *, and a form with a reversed date pair and a negative amount shows both messages before sending (docs/decisions/0520)', async () => {
    const { page, errors } = await open('项目管理', '项目列表');
    await page.getByRole('table', { name: '项目列表' }).locator('tbody tr[data-testid]').first().waitFor();
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && /\/api\/Project\//i.test(r.url()) && sent.push(r.url()));
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增项目' });
    await form.waitFor();
    // The mark is drawn after the label (`::after`), so the label still names its input exactly.
    const mark = (label: string) => form.locator('label', { hasText: label }).first().evaluate((el) => getComputedStyle(el, '::after').content);
    expect([await mark('项目名称'), await mark('项目状态'), await mark('项目编号')]).toEqual(['"*"', '"*"', 'none']);

    await form.getByLabel('项目名称', { exact: true }).fill('端到端规则检查');
    await form.getByLabel('项目状态', { exact: true }).selectOption({ label: '在建' });
    await form.getByLabel('开工日期', { exact: true }).fill('2026-07-01');
    await form.getByLabel('竣工日期', { exact: true }).fill('2026-06-30');
    await form.getByLabel('合同金额（万元）', { exact: true }).fill('-5');
    // 所属区域: picked province → city → district from the bundled table (docs/decisions/0522), its value the code.
    await form.getByLabel('所属区域', { exact: true }).selectOption({ label: '广东省' });
    await form.getByLabel('所属区域（市）', { exact: true }).selectOption({ label: '深圳市' });
    await form.getByLabel('所属区域（区县）', { exact: true }).selectOption({ label: '南山区' });
    expect(await form.getByLabel('所属区域（区县）', { exact: true }).inputValue()).toBe('440305');
    await form.getByRole('button', { name: '新增', exact: true }).click();
    expect(await form.getByTestId('error-endDate').innerText()).toBe('竣工日期不能早于开工日期');
    expect(await form.getByTestId('error-contractAmount').innerText()).toBe('合同金额（万元）不能小于0');
    expect(await form.isVisible()).toBe(true);
    expect(sent).toEqual([]);
    await form.getByRole('button', { name: '取消' }).click();
    await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await sql(`SELECT id FROM projects WHERE project_name = '端到端规则检查'`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('lists that remember, forms that ask (issue 20, Deliver 1; docs/decisions/0590, 0591)', () => {
  it('订单管理: 已完成 on page 2 survives F5 and Back; a half-filled 新增 asks before Esc, Back or 取消 drops it', async () => {
    const { page, errors } = await open('混凝土生产', '订单管理');
    const orders = page.getByTestId('concOrder-page');
    const rows = orders.getByRole('table').locator('tbody tr[data-testid]');
    await rows.first().waitFor();
    const [done] = await sql<{ n: string }>(
      `WITH RECURSIVE tree(id) AS (SELECT id FROM companies WHERE name = $1 UNION ALL SELECT c.id FROM companies c JOIN tree t ON c.parent_id = t.id)
       SELECT count(*) AS n FROM conc_orders WHERE company_id IN (SELECT id FROM tree) AND if_del = 0 AND status = 3`,
      ['华建第一工程有限公司'],
    );
    const completed = Number(done!.n);
    expect(completed).toBeGreaterThan(10);
    const search = page.getByRole('search', { name: '查询条件' });
    await search.getByLabel('订单状态', { exact: true }).selectOption({ label: '已完成' });
    await search.getByRole('button', { name: '查询', exact: true }).click();
    await waitForTotal(page, completed);
    /** Waits for the list's first row to read `text` (the rows of a page come after its number). */
    const firstRowIs = (text: string) =>
      page.waitForFunction((t) => (document.querySelector('[data-testid="concOrder-page"] tbody tr[data-testid]') as HTMLElement | null)?.innerText === t, text, { timeout: 15_000 });
    const firstOfPage1 = await rows.first().innerText();
    await page.getByTestId('pager').getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const current = page.getByTestId('pager').locator('[aria-current="page"]');
    await page.waitForFunction((t) => (document.querySelector('[data-testid="concOrder-page"] tbody tr[data-testid]') as HTMLElement | null)?.innerText !== t, firstOfPage1);
    /** What the list shows: its address's query, the current page, the status searched and the first row. */
    const shown = async () => [new URL(page.url()).search, await current.innerText(), await search.getByLabel('订单状态', { exact: true }).inputValue(), await rows.first().innerText()];
    const before = await shown();
    expect(before.slice(0, 3)).toEqual(['?page=2&status=3', '2', '3']);

    await page.reload();
    await waitForTotal(page, completed);
    await firstRowIs(before[3]!);
    expect(await shown()).toEqual(before);

    await page.getByTestId('sidebar').getByText('配方管理', { exact: true }).click();
    await page.getByTestId('concFormula-page').waitFor();
    await page.goBack();
    await waitForTotal(page, completed);
    await firstRowIs(before[3]!);
    expect(await shown()).toEqual(before);

    // A half-filled 新增订单: Esc and Back ask (取消 keeps the input), 取消 then 确定 drops it.
    await orders.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByTestId('concOrder-form-dialog');
    await form.waitFor();
    await form.getByLabel('浇筑部位', { exact: true }).fill('3号楼二层楼板');
    const ask = page.getByRole('alertdialog', { name: '提示' });
    await page.keyboard.press('Escape');
    await ask.getByText('有未保存的内容，确定离开吗？', { exact: true }).waitFor();
    await ask.getByRole('button', { name: '取消', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await page.goBack();
    await ask.waitFor();
    await ask.getByRole('button', { name: '取消', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    expect([new URL(page.url()).search, await form.getByLabel('浇筑部位', { exact: true }).inputValue()]).toEqual(['?page=2&status=3', '3号楼二层楼板']);
    await form.getByRole('button', { name: '取消', exact: true }).click();
    await ask.getByRole('button', { name: '确定', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

/** Saves a download (the browser is remote: no local path of its own) and answers where. */
async function saved(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'record-page-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The header row and the number of data rows of a downloaded workbook. */
async function readWorkbook(file: string): Promise<{ header: string[]; rows: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  let rows = 0;
  sheet.eachRow((row, n) => {
    if (n > 1 && row.hasValues) rows += 1;
  });
  return { header, rows };
}

describe('generic record page Excel (导出, 下载导入模板, 导入 → 导入失败)', () => {
  it('项目列表: the export has the Excel labels and the page total of rows; the template only the header; a bad row is listed in 导入失败 and nothing is written; the same file imported twice → one row per 项目编号', async () => {
    const { page, errors } = await open('项目管理', '项目列表');
    const list = page.getByRole('table', { name: '项目列表' });
    await list.locator('tbody tr[data-testid]').first().waitFor();
    const total = await pagerTotal(page);
    const labels = projectRecord.fields.filter((f) => f.excel === true).map((f) => f.label);

    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await readWorkbook(await saved(exported))).toEqual({ header: labels, rows: total });

    const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载导入模板', exact: true }).click()]);
    const templatePath = await saved(template);
    expect(await readWorkbook(templatePath)).toEqual({ header: labels, rows: 0 });

    // One row without 项目名称 (required): refused with its row error, nothing written.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const row = labels.map((l) => (l === '项目编号' ? 'E2E-BAD-1' : l === '项目状态' ? '在建' : ''));
    book.worksheets[0]!.addRow(row);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const input = page.getByLabel('导入文件');
    expect(await input.getAttribute('accept')).toBe('.xlsx');
    await input.setInputFiles({ name: 'bad.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
    const failed = page.getByRole('alertdialog', { name: '导入失败' });
    await failed.waitFor();
    expect(await failed.locator('li').allInnerTexts()).toContain('第2行：请输入项目名称');
    await failed.getByRole('button', { name: '确定' }).click();
    await failed.waitFor({ state: 'detached' });
    expect(await scopedCount('projects')).toBe(total);

    // The same file imported twice (a new 项目编号, no 编号): one project, updated the second time (docs/decisions/0531).
    const good = new ExcelJS.Workbook();
    await good.xlsx.readFile(templatePath);
    good.worksheets[0]!.addRow(labels.map((l) => (l === '项目名称' ? 'E2E导入项目' : l === '项目编号' ? 'E2E-KEY-1' : l === '项目状态' ? '在建' : '')));
    const goodBytes = Buffer.from(await good.xlsx.writeBuffer());
    for (const name of ['first.xlsx', 'again.xlsx']) {
      await input.setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: goodBytes });
      const done = toast(page, '导入成功');
      await done.waitFor();
      await done.waitFor({ state: 'detached', timeout: 15_000 });
      await waitForTotal(page, total + 1);
    }
    expect(await sql<{ n: string }>("SELECT count(*) AS n FROM projects WHERE project_no = 'E2E-KEY-1' AND if_del = 0")).toEqual([{ n: '1' }]);
    expect(await scopedCount('projects')).toBe(total + 1);
    await sql("UPDATE projects SET if_del = 1 WHERE project_no = 'E2E-KEY-1'");
    // The refusal is the server's bad-input answer (HTTP 400), which Chromium logs; nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});
