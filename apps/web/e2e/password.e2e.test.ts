import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, newContext, signIn, toast, useBrowser } from './browser';

/** Changing the password ends every session of the user: these tests sign in through the login page. */
const browser = useBrowser();

const NEW_PASSWORD = 'Demo@2027';

async function openBackOfficeForm(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByTestId('password-dialog');
  await dialog.waitFor();
  return dialog;
}

async function openLargeScreenForm(page: Page): Promise<Locator> {
  await page.goto('/LargeScreen/EnterpriseScreen/overview?sortId=1');
  await page.getByTestId('screen-user-menu').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByTestId('password-dialog');
  await dialog.waitFor();
  return dialog;
}

/** Types into a field and leaves it (the checks run on blur). */
async function enter(dialog: Locator, name: string, value: string): Promise<void> {
  const input = dialog.locator(`input[name="${name}"]`);
  await input.fill(value);
  await input.blur();
}

const errorOf = (dialog: Locator, name: string) => dialog.locator(`input[name="${name}"]`).locator('xpath=..').locator('[data-part="error-text"]');

async function expectMessages(dialog: Locator, oldField: 'oldPwd' | 'oldPassword', sameMessage: string): Promise<void> {
  await enter(dialog, oldField, '');
  expect(await errorOf(dialog, oldField).innerText()).toBe('请输入原始密码');
  await enter(dialog, 'userPwd', '');
  expect(await errorOf(dialog, 'userPwd').innerText()).toBe('请输入新密码');
  await enter(dialog, 'userPwd', '12345');
  expect(await errorOf(dialog, 'userPwd').innerText()).toBe('密码不能少于6位数!');
  await enter(dialog, oldField, DEMO_PASSWORD);
  expect(await errorOf(dialog, oldField).count()).toBe(0);
  await enter(dialog, 'userPwd', DEMO_PASSWORD);
  expect(await errorOf(dialog, 'userPwd').innerText()).toBe(sameMessage);
  await enter(dialog, 'userPwdNew', '');
  expect(await errorOf(dialog, 'userPwdNew').innerText()).toBe('请再次输入新密码');
  await enter(dialog, 'userPwd', NEW_PASSWORD);
  expect(await errorOf(dialog, 'userPwd').count()).toBe(0);
  await enter(dialog, 'userPwdNew', `${NEW_PASSWORD}x`);
  expect(await errorOf(dialog, 'userPwdNew').innerText()).toBe('新密码不一致!');
  await enter(dialog, 'userPwdNew', NEW_PASSWORD);
  expect(await errorOf(dialog, 'userPwdNew').count()).toBe(0);
}

async function fillAll(dialog: Locator, oldField: string, oldValue: string, newValue: string): Promise<void> {
  await enter(dialog, oldField, oldValue);
  await enter(dialog, 'userPwd', newValue);
  await enter(dialog, 'userPwdNew', newValue);
}

describe('change password, back office (SPEC §4, §5, §8)', () => {
  it('shows every message, refuses a wrong old password, then succeeds: 修改成功 and /login with a redirect', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'government_demo');
    await page.goto('/MyAccount/index');
    let dialog = await openBackOfficeForm(page);
    expect(await dialog.getAttribute('data-variant')).toBe('backOffice');
    await expectMessages(dialog, 'oldPwd', '新旧密码不能一样!');

    // The server refuses a wrong old password: its detail as an error toast, the dialog stays.
    await fillAll(dialog, 'oldPwd', 'Wrong@0000', NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.locator('[data-scope="toast"][data-type="error"]').first().waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await fillAll(dialog, 'oldPwd', DEMO_PASSWORD, NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/MyAccount/index');

    // The new password works; put the demo password back through the same form.
    await signIn(page, 'government_demo', NEW_PASSWORD);
    dialog = await openBackOfficeForm(page);
    await fillAll(dialog, 'oldPwd', NEW_PASSWORD, DEMO_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'government_demo', DEMO_PASSWORD);
    await context.close();
  });
});

describe('change password, large screen (SPEC §5: 两次输入密码不能一致!, refusal as an alert 提示)', () => {
  it('shows every message, the refusal alert, then succeeds', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'project_demo');
    let dialog = await openLargeScreenForm(page);
    expect(await dialog.getAttribute('data-variant')).toBe('largeScreen');
    await expectMessages(dialog, 'oldPassword', '两次输入密码不能一致!');

    await fillAll(dialog, 'oldPassword', 'Wrong@0000', NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    const alert = page.getByTestId('confirm-dialog');
    await alert.waitFor();
    expect(await alert.getByRole('heading').innerText()).toBe('提示');
    expect(await alert.getByRole('button').allInnerTexts()).toEqual(['确定']);
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'detached' });

    await fillAll(dialog, 'oldPassword', DEMO_PASSWORD, NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/LargeScreen/EnterpriseScreen/overview?sortId=1');

    await signIn(page, 'project_demo', NEW_PASSWORD);
    dialog = await openLargeScreenForm(page);
    await fillAll(dialog, 'oldPassword', NEW_PASSWORD, DEMO_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'project_demo', DEMO_PASSWORD);
    await context.close();
  });
});
