import type { Locator, Page } from 'playwright-core';
import type { FormValue } from './record-type-cases';

/**
 * Steps on the generic record page (apps/web/src/pages/record/), by the DOM the page promises
 * (/work PREAMBLE "Generic web page"): one `<h1>`, the toolbar buttons by name, the table `{title}列表`, the
 * pager's total, the form dialog `新增{title}` / `编辑{title}`, the detail dialog `{title}详情`, the import
 * error dialog `导入失败`, the confirm dialog host. Every wait is on a condition of the page (decision 0263).
 */

/** Opens a sidebar entry: unfolds its group unless already open, clicks the entry, waits for the page's heading. */
export async function openFromSidebar(page: Page, group: string, entry: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const groupButton = sidebar.locator('button[data-menu-level="1"]').filter({ hasText: group });
  await groupButton.waitFor();
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  await sidebar.locator('a[data-menu-level="2"]').filter({ hasText: new RegExp(`^\\s*${entry}\\s*$`) }).click();
  await page.locator('main h1', { hasText: entry }).waitFor();
}

/** The record table of the page. */
export function recordTable(page: Page, title: string): Locator {
  return page.getByRole('table', { name: `${title}列表` });
}

/** The table's data rows (`tbody tr` of more than one cell: not the 加载中 / 暂无数据 row). */
export function dataRows(page: Page, title: string): Locator {
  return recordTable(page, title).locator('tbody tr:has(td + td)');
}

/** The one data row holding `text` in a cell. */
export function rowWith(page: Page, title: string, text: string): Locator {
  return dataRows(page, title).filter({ has: page.locator('td', { hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) }) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pager's total (`共 N 条`). */
export async function pagerTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('pager-total').innerText();
  const n = /共\s*(\d+)\s*条/.exec(text);
  if (!n) throw new Error(`pager total reads "${text}"`);
  return Number(n[1]);
}

/** Waits until the pager shows `total`. */
export async function waitForTotal(page: Page, total: number): Promise<void> {
  await page
    .waitForFunction((n) => new RegExp(`共\\s*${n}\\s*条`).test(document.querySelector('[data-testid="pager-total"]')?.textContent ?? ''), total, { timeout: 15_000 })
    .catch(async () => {
      throw new Error(`pager total: expected ${total}, seen ${await pagerTotal(page).catch((e: Error) => e.message)}`);
    });
}

/** Header cell texts of the table (the last is 操作). */
export async function headerLabels(page: Page, title: string): Promise<string[]> {
  return (await recordTable(page, title).locator('thead th').allInnerTexts()).map((t) => t.trim());
}

/** The text of a row's cell under the column `label`. */
export async function cellText(page: Page, title: string, row: Locator, label: string): Promise<string> {
  const index = (await headerLabels(page, title)).indexOf(label);
  if (index < 0) throw new Error(`the table ${title}列表 has no column ${label}`);
  return (await row.locator('td').nth(index).innerText()).trim();
}

/** A toolbar button by its name (exact). */
export function toolbarButton(page: Page, name: string): Locator {
  return page.locator('main button:not(table button):not([role="dialog"] button)').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) });
}

/** Names of the buttons of a row. */
export async function rowButtons(row: Locator): Promise<string[]> {
  return (await row.getByRole('button').allInnerTexts()).map((t) => t.trim());
}

/** A dialog by its accessible name. */
export function dialog(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Locator {
  return page.getByRole(role, { name, exact: true });
}

/**
 * Fills one form field by its label: text typed into an input or text area (date and time inputs take their
 * value format), a district picked province → city → district, an option chosen in a native select (lookup), or in the remote select of SPEC §2.10 (its
 * trigger button is named by the label: opened, the keyword searched, the option clicked in its listbox).
 */
export async function fillField(form: Locator, label: string, value: FormValue): Promise<void> {
  const page = form.page();
  const control = form.getByLabel(label, { exact: true }).first();
  await control.waitFor();
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if ('type' in value) {
    if (tag === 'select' || tag === 'button') throw new Error(`${label} is a choice: the table must name the option to choose`);
    await control.fill(value.type);
    return;
  }
  if ('pick' in value) {
    // A district (docs/decisions/0522, 0525): the field's label names the province select, the next ones their level.
    const levels = [label, `${label}（市）`, `${label}（区县）`];
    for (const [i, name] of value.pick.entries()) await form.getByLabel(levels[i]!, { exact: true }).selectOption({ label: name });
    return;
  }
  if (tag === 'select') {
    await control.selectOption({ label: value.choose });
    return;
  }
  if (tag !== 'button') throw new Error(`${label} is a ${tag}, not a choice: the table must give the text to type`);
  await control.click();
  const popover = page.getByTestId('remote-select-popover');
  const options = page.getByRole('listbox', { name: label, exact: true }).getByRole('option');
  await options.first().waitFor();
  const option = options.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(value.choose)}\\s*$`) });
  if ((await option.count()) === 0) {
    // Not on the first page: search by keyword (the box searches when it loses focus).
    await popover.locator('input').fill(value.choose);
    await popover.locator('input').blur();
    await option.first().waitFor();
  }
  // Choosing only chooses: count the form's submit events around the click (dispatched during the click).
  const submits = form.locator('form');
  await submits.evaluate((f) => {
    const counted = f as HTMLFormElement & { e2eSubmits?: number };
    if (counted.e2eSubmits === undefined) f.addEventListener('submit', () => (counted.e2eSubmits = (counted.e2eSubmits ?? 0) + 1), { capture: true });
    counted.e2eSubmits = 0;
  });
  await option.first().click();
  const submitted = await submits.evaluate((f) => (f as HTMLFormElement & { e2eSubmits?: number }).e2eSubmits ?? 0);
  if (submitted > 0) throw new Error(`choosing "${value.choose}" in ${label} submitted the form (the option acts as a submit button)`);
  // SPEC §2.10: choosing closes the popover; if this one stays, its trigger closes it.
  await popover.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => control.click());
  const chosen = (await control.innerText()).replace('▾', '').trim();
  if (chosen !== value.choose) throw new Error(`${label}: chose "${value.choose}", the trigger shows "${chosen}"`);
}

/** Opens 新增, fills the values, submits; waits until the dialog closed. */
export async function createRecord(page: Page, title: string, values: Readonly<Record<string, FormValue>>): Promise<void> {
  await toolbarButton(page, '新增').click();
  const form = dialog(page, `新增${title}`);
  await form.waitFor();
  for (const [label, value] of Object.entries(values)) await fillField(form, label, value);
  await form.getByRole('button', { name: '新增', exact: true }).click();
  await form.waitFor({ state: 'detached' }).catch(async () => {
    throw new Error(`新增${title} stayed open; it shows: ${(await form.innerText()).replace(/\s+/g, ' ')}`);
  });
}

/** The 设备密钥 dialog a new device's key shows in (once): waits for it, answers the key shown, closes it. */
export async function closeIssuedKey(page: Page): Promise<string> {
  const shown = dialog(page, '设备密钥');
  await shown.waitFor();
  const key = await shown.getByTestId('device-key').inputValue();
  await shown.getByRole('button', { name: '关闭', exact: true }).first().click();
  await shown.waitFor({ state: 'detached' });
  return key;
}

/** Opens 编辑 of a row, checks the form holds the row's value `holds` (label, value), changes fields, submits. */
export async function editRecord(
  page: Page,
  title: string,
  row: Locator,
  changes: Readonly<Record<string, FormValue>>,
  holds: readonly [label: string, value: string],
): Promise<void> {
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const form = dialog(page, `编辑${title}`);
  await form.waitFor();
  const held = await form.getByLabel(holds[0], { exact: true }).first().inputValue();
  if (held !== holds[1]) throw new Error(`编辑${title}: ${holds[0]} holds "${held}", expected "${holds[1]}"`);
  for (const [label, value] of Object.entries(changes)) await fillField(form, label, value);
  await form.getByRole('button', { name: '修改', exact: true }).click();
  await form.waitFor({ state: 'detached' }).catch(async () => {
    throw new Error(`编辑${title} stayed open; it shows: ${(await form.innerText()).replace(/\s+/g, ' ')}`);
  });
}

/**
 * Opens 查看 of a row, waits until the detail dialog shows `shows` (the record loads after the dialog opens),
 * closes it and returns its text (label/value pairs).
 */
export async function detailText(page: Page, title: string, row: Locator, shows: string): Promise<string> {
  await row.getByRole('button', { name: '查看', exact: true }).click();
  const detail = dialog(page, `${title}详情`);
  await detail.waitFor();
  await detail.getByText(shows, { exact: true }).first().waitFor({ timeout: 10_000 }).catch(async () => {
    throw new Error(`${title}详情 never showed "${shows}"; it shows: ${(await detail.innerText()).replace(/\s+/g, ' ')}`);
  });
  const text = await detail.innerText();
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });
  return text;
}

/** Clicks 导出 and returns the downloaded file's name and bytes. */
export async function exportFile(page: Page): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), toolbarButton(page, '导出').click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Clicks 导入 and hands the file to the chooser it opens. */
export async function importFile(page: Page, bytes: Buffer, fileName = 'import.xlsx'): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), toolbarButton(page, '导入').click()]);
  await chooser.setFiles({ name: fileName, mimeType: XLSX_MIME, buffer: bytes });
}

/** Deletes a row through the confirm dialog (确定); waits until the row is gone. */
export async function deleteRecord(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: '删除', exact: true }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.waitFor();
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await row.waitFor({ state: 'detached' });
}
