import type { Page } from 'playwright-core';
import { sql, toast, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

/** A page signed in as `user` on the template list, opened from the sidebar. */
async function openTemplates(user: string): Promise<Page> {
  const page = await (await signedInContext(browser(), user)).newPage();
  await page.goto('/backHome');
  await page.getByTestId('sidebar').locator('[data-menu-level="1"]').first().waitFor();
  await page.getByTestId('sidebar').getByText('设备管理').click();
  await page.getByTestId('sidebar').getByText('维保模板').click();
  await page.getByTestId('template-row').first().waitFor();
  return page;
}

const dialog = (page: Page) => page.getByTestId('template-form-dialog');
const fieldError = (page: Page, field: string) => dialog(page).getByTestId(`error-${field}`);
/** Project choices load after the dialog opens: wait for them, then return their texts. */
async function projectChoices(page: Page): Promise<string[]> {
  const options = dialog(page).getByLabel('项目名称').locator('option');
  await options.nth(1).waitFor({ state: 'attached' });
  return options.allInnerTexts();
}
const rowOf = (page: Page, name: string) => page.getByTestId('template-row').filter({ hasText: name });

describe('template list (SPEC §2.8, §2.9, §5, §8)', () => {
  it('shows the columns, the row buttons and the pager of SPEC §2.8', async () => {
    const page = await openTemplates('enterprise_demo');
    const headers = await page.getByTestId('template-page').locator('thead th').allInnerTexts();
    expect(headers).toEqual(['设备类型', '模板表名称', '模板描述', '项目', '操作']);
    expect(await page.getByRole('button', { name: '新建模板' }).count()).toBe(1);
    const first = page.getByTestId('template-row').first();
    expect(await first.getByRole('button').allInnerTexts()).toEqual(['查看', '编辑', '删除']);
    const pager = page.getByTestId('pager');
    const sizes = await pager.locator('select option').allInnerTexts();
    expect(sizes).toEqual(['10条/页', '20条/页', '30条/页', '40条/页']);
    expect(await pager.locator('select').inputValue()).toBe('10');
    expect(await page.getByTestId('template-row').count()).toBeLessThanOrEqual(10);
    const total = Number((await page.getByTestId('pager-total').innerText()).replace(/\D/g, ''));
    if (total > 10) {
      await pager.getByRole('button', { name: '2', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="pager"] [aria-current="page"]')?.textContent === '2');
      await pager.locator('select').selectOption('20');
      const expected = Math.min(total, 20);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="template-row"]').length === n, expected);
      expect(await page.getByTestId('template-row').count()).toBe(expected);
      await pager.getByLabel('前往').fill('1');
      await pager.getByLabel('前往').press('Enter');
      expect(await pager.locator('[aria-current="page"]').innerText()).toBe('1');
    }
  });

  it('create with every validation message, view, edit, delete (cancel, then confirm)', async () => {
    const page = await openTemplates('enterprise_demo');
    const name = `e2e模板${Date.now() % 100000}`;

    await page.getByRole('button', { name: '新建模板' }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').first().innerText()).toBe('新建模板');
    // No device type preset (decision 0622): every message, in SPEC §5 order.
    expect(await dialog(page).getByLabel('设备类型').inputValue()).toBe('');
    await dialog(page).getByRole('button', { name: '新增' }).click();
    expect(await fieldError(page, 'deviceType').innerText()).toBe('请选择设备类型');
    expect(await fieldError(page, 'projectName').innerText()).toBe('请选择项目名称');
    expect(await fieldError(page, 'description').innerText()).toBe('请输入模板描述');
    expect(await fieldError(page, 'contentName').innerText()).toBe('请输入模板名称');

    await dialog(page).getByLabel('设备类型').selectOption('搅拌站');
    const projects = await projectChoices(page);
    expect(projects.length).toBeGreaterThan(1);
    await dialog(page).getByLabel('项目名称').selectOption(projects[1]!);
    await dialog(page).getByRole('button', { name: '新增' }).click();
    expect(await fieldError(page, 'deviceType').count()).toBe(0);
    expect(await fieldError(page, 'projectName').count()).toBe(0);
    expect(await fieldError(page, 'description').innerText()).toBe('请输入模板描述');

    await dialog(page).locator('input[name="description"]').fill('端到端测试描述');
    await dialog(page).getByRole('button', { name: '新增' }).click();
    expect(await fieldError(page, 'contentName').innerText()).toBe('请输入模板名称');

    await dialog(page).locator('input[name="contentName"]').fill(name);
    // The checklist editor, not JSON (issue 11): a group, two questions with their options, a live preview.
    expect(await dialog(page).locator('textarea[name="otherList"]').count()).toBe(0);
    const editor = dialog(page).getByTestId('checklist-editor');
    expect(await editor.getByRole('tab').allInnerTexts()).toEqual(['巡检内容 (0)', '操作内容 (0)', '维修内容 (0)', '保养内容 (0)']);
    await editor.getByRole('button', { name: '添加分组' }).click();
    await editor.getByLabel('分组名称1', { exact: true }).fill('日常检查');
    await editor.getByRole('button', { name: '添加检查项' }).click();
    await editor.getByLabel('检查项1', { exact: true }).fill('电源是否正常');
    await editor.getByRole('button', { name: '添加检查项' }).click();
    await editor.getByLabel('检查项2', { exact: true }).fill('搅拌主机运转');
    const second = editor.getByTestId('checklist-question').nth(1);
    await second.getByLabel('选项2', { exact: true }).fill('故障');
    await second.getByRole('button', { name: '添加选项' }).click();
    await second.getByLabel('选项3', { exact: true }).fill('待复查');
    expect(await editor.getByRole('tab', { name: '巡检内容 (2)' }).count()).toBe(1);
    const preview = editor.getByTestId('checklist-preview');
    expect(await preview.innerText()).toContain('电源是否正常');
    expect(await preview.innerText()).toContain('待复查');
    expect(await preview.locator('input[type="radio"]').count()).toBe(5);
    await dialog(page).getByRole('button', { name: '新增' }).click();
    await toast(page, '提交成功').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await rowOf(page, name).waitFor();
    // Saved as the same SPEC question-list text the JSON field held.
    const [saved] = await sql<{ other_list: string; project_name: string }>('SELECT other_list, project_name FROM rout_insp_content WHERE content_name = $1', [name]);
    expect(saved?.other_list).toBe(
      '[{"typeName":"日常检查","content":[' +
        '{"id":"1","name":"电源是否正常","value":"","childList":[{"id":"2","name":"正常","value":"正常","childList":[]},{"id":"3","name":"异常","value":"异常","childList":[]}]},' +
        '{"id":"4","name":"搅拌主机运转","value":"","childList":[{"id":"5","name":"正常","value":"正常","childList":[]},{"id":"6","name":"故障","value":"故障","childList":[]},' +
        '{"id":"7","name":"待复查","value":"待复查","childList":[]}]}]}]',
    );
    // The 项目 column shows the template's project.
    expect(await rowOf(page, name).locator('td').nth(3).innerText()).toBe(saved?.project_name);

    // 查看: the record viewer, 60% wide, four sections.
    await rowOf(page, name).getByRole('button', { name: '查看' }).click();
    const detail = page.getByTestId('template-detail-dialog');
    await detail.waitFor();
    const width = await detail.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeCloseTo(0.6, 1);
    // What the template is, above its sections (decision 0623).
    expect(await detail.getByTestId('template-detail-items').innerText()).toMatch(new RegExp(`模板名称\\s+${name}\\s+项目名称\\s+${saved?.project_name}\\s+设备类型\\s+搅拌站`));
    const viewer = detail.getByTestId('record-viewer');
    expect(await viewer.locator('h2, h3, h4').allInnerTexts()).toEqual(['巡检模板', '操作模板', '维修模板', '保养模板']);
    const inspection = viewer.getByTestId('viewer-section-inspection');
    expect(await inspection.locator('table').count()).toBe(1);
    expect(await inspection.innerText()).toContain('电源是否正常');
    const radios = inspection.locator('input[type="radio"]');
    expect(await radios.count()).toBeGreaterThan(0);
    expect(await radios.evaluateAll((els) => els.every((e) => (e as HTMLInputElement).disabled))).toBe(true);
    expect(await inspection.locator('td[rowspan]:not([rowspan="1"])').count()).toBeGreaterThan(0);
    for (const section of ['operation', 'repair', 'maintenance']) {
      expect(await viewer.getByTestId(`viewer-section-${section}`).innerText()).toContain('暂未设置模板');
    }
    await detail.getByRole('button', { name: '关闭' }).first().click();
    await detail.waitFor({ state: 'detached' });

    // 编辑
    await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').first().innerText()).toBe('编辑模板');
    expect(await dialog(page).locator('input[name="contentName"]').inputValue()).toBe(name);
    await dialog(page).locator('input[name="description"]').fill('');
    await dialog(page).getByRole('button', { name: '修改' }).click();
    expect(await fieldError(page, 'description').innerText()).toBe('请输入模板描述');
    await dialog(page).locator('input[name="description"]').fill('修改后的描述');
    await dialog(page).getByRole('button', { name: '修改' }).click();
    await toast(page, '修改成功').waitFor();
    await rowOf(page, name).filter({ hasText: '修改后的描述' }).waitFor();

    // 删除: cancel first, then confirm.
    await rowOf(page, name).getByRole('button', { name: '删除' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('提示');
    expect(await confirm.innerText()).toContain('此操作将永久删除该设备, 是否继续?');
    await confirm.getByRole('button', { name: '取消' }).click();
    await toast(page, '已取消删除').waitFor();
    expect(await rowOf(page, name).count()).toBe(1);
    await rowOf(page, name).getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功!').waitFor();
    // One outcome on screen: 删除成功! took the place of the 已取消删除 still showing (docs/decisions/0391).
    expect(await toast(page, '已取消删除').count()).toBe(0);
    await rowOf(page, name).waitFor({ state: 'detached' });
  });

  it('shows 新增模板失败 and 修改模板失败 when the server refuses the save', async () => {
    const page = await openTemplates('enterprise_demo');
    const refuse = { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'refused by test' }) };
    await page.route('**/api/RoutInspContent/CreateContent*', (route) => route.fulfill(refuse));
    await page.route('**/api/RoutInspContent/ModifyContent*', (route) => route.fulfill(refuse));

    await page.getByRole('button', { name: '新建模板' }).click();
    const projects = await projectChoices(page);
    await dialog(page).getByLabel('设备类型').selectOption('挖掘机');
    await dialog(page).getByLabel('项目名称').selectOption(projects[1]!);
    await dialog(page).locator('input[name="description"]').fill('失败测试');
    await dialog(page).locator('input[name="contentName"]').fill('失败测试模板');
    await dialog(page).getByRole('button', { name: '新增' }).click();
    await toast(page, '新增模板失败').waitFor();
    // The input not saved: 取消 asks before dropping it (docs/decisions/0591).
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByTestId('template-row').first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByRole('button', { name: '修改' }).click();
    await toast(page, '修改模板失败').waitFor();
  });

  it('readonly_demo sees no 新建模板, 删除 or 编辑', async () => {
    const page = await openTemplates('readonly_demo');
    expect(await page.getByRole('button', { name: '新建模板' }).count()).toBe(0);
    const buttons = await page.getByTestId('template-row').first().getByRole('button').allInnerTexts();
    expect(buttons).toEqual(['查看']);
    // The fixed route applies the same permission.
    await page.goto('/deviceManagement/maintenance');
    await page.getByTestId('template-row').first().waitFor();
    expect(await page.getByRole('button', { name: '新建模板' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
  });
});
