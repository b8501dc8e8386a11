import { png } from '../../server/test/png-fixture';
import { sql, toast, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

afterAll(async () => {
  await sql("UPDATE users SET avatar = '' WHERE user_name = 'government_demo'");
});

describe('我的账户 (issue 11 item 6): required fields named when cleared, avatar upload (SPEC §5 single image)', () => {
  it('clearing 真实姓名 or 手机号码 shows 请输入姓名 / 请输入手机号码 and saves nothing', async () => {
    const page = await (await signedInContext(browser(), 'government_demo')).newPage();
    await page.goto('/MyAccount/index');
    const name = page.getByRole('textbox', { name: '真实姓名' });
    await name.and(page.locator('[value="王监管"]')).waitFor();
    await name.fill('');
    await name.blur();
    await page.getByText('请输入姓名', { exact: true }).waitFor();
    const phone = page.getByRole('textbox', { name: '手机号码' });
    await phone.fill('');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请输入手机号码', { exact: true }).waitFor();
    const [row] = await sql<{ real_name: string; mobile: string }>("SELECT real_name, mobile FROM users WHERE user_name = 'government_demo'");
    expect(row).toEqual({ real_name: '王监管', mobile: '13800000004' });
  });

  it('an avatar of the wrong type is refused with SPEC\'s message; a PNG is uploaded, saved and shown after a reload', async () => {
    const page = await (await signedInContext(browser(), 'government_demo')).newPage();
    await page.goto('/MyAccount/index');
    await page.getByRole('textbox', { name: '真实姓名' }).and(page.locator('[value="王监管"]')).waitFor();
    const input = page.locator('input[type="file"][aria-label="头像"]');
    await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await toast(page, '文件类型不合法，请上传 png/jpg/jpeg 格式文件').waitFor();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await toast(page, '文件上传成功').waitFor();
    await page.getByRole('img', { name: 'me.png' }).waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, '修改成功').waitFor();
    const [row] = await sql<{ avatar: string }>("SELECT avatar FROM users WHERE user_name = 'government_demo'");
    expect(row!.avatar).toMatch(/^\/.+\.png$/);
    await page.reload();
    const shown = page.getByRole('img', { name: 'government_demo' });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(row!.avatar);
    expect((await page.request.get(row!.avatar)).status()).toBe(200);
  });
});
