/**
 * Screenshots of the web app at 1440×900 into docs/screenshots/ (Chinese glyphs need fonts-noto-cjk).
 * Run: `npx tsx --tsconfig tsconfig.json apps/web/e2e/screenshots.ts` from the repository root. Starts the product
 * itself (npm start on its own port and data directory) unless E2E_BASE_URL points at a running one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from './browser';
import { repoRoot, startProduct, stopProduct } from './product-server';

const outDir = path.join(repoRoot, 'docs', 'screenshots');

async function shot(page: Page, name: string): Promise<void> {
  const file = path.join(outDir, `${name}.png`);
  // CSS animations and transitions (a dialog opening) are taken at their end state.
  await page.screenshot({ path: file, animations: 'disabled' });
  process.stdout.write(`${path.relative(repoRoot, file)}\n`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  if (!process.env.E2E_BASE_URL) await startProduct();
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名').waitFor();
    await shot(page, 'login');

    await signIn(page, 'enterprise_demo');
    await page.getByTestId('back-home').waitFor();
    await shot(page, 'back-office-home');

    await page.getByTestId('sidebar').getByText('设备管理').click();
    await page.getByTestId('sidebar').getByText('维保模板').click();
    await page.getByTestId('template-row').first().waitFor();
    await shot(page, 'template-list');

    await page.getByRole('button', { name: '新建模板' }).click();
    const dialog = page.getByTestId('template-form-dialog');
    await dialog.waitFor();
    await dialog.locator('input[name="contentName"]').fill('搅拌站日检');
    await dialog.getByRole('button', { name: '新增' }).click();
    await shot(page, 'template-dialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    // A name typed: 取消 asks before dropping it (docs/decisions/0591).
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('template-row').filter({ hasText: '龙门吊' }).first();
    await row.getByRole('button', { name: '查看' }).click();
    await page.getByTestId('record-viewer').waitFor();
    await shot(page, 'record-viewer');
    await page.keyboard.press('Escape');

    // The generic record page (项目列表), its form, and 角色管理's grant tree (分配权限).
    await page.getByTestId('sidebar').getByText('项目管理').click();
    await page.getByTestId('sidebar').getByText('项目列表').click();
    await page.getByRole('table', { name: '项目列表' }).locator('tbody tr').first().waitFor();
    await shot(page, 'record-page-projects');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增项目' });
    await form.waitFor();
    await form.getByRole('button', { name: '新增', exact: true }).click();
    await shot(page, 'record-form');
    await form.getByRole('button', { name: '取消' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('sidebar').getByText('系统管理').click();
    await page.getByTestId('sidebar').getByText('角色管理').click();
    const roles = page.getByRole('table', { name: '角色列表' });
    await roles.locator('tbody tr').first().getByRole('button', { name: '分配权限' }).click();
    await page.getByRole('dialog', { name: '分配权限' }).getByRole('checkbox').first().waitFor();
    await shot(page, 'grant-tree');
    await context.close();
  } finally {
    await browser.close();
    await stopProduct();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(1);
});
