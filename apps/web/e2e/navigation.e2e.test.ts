import { DEMO_PASSWORD, expectTitle, newContext, signIn, sidebarGroups, toast, useBrowser, VIEWPORT } from './browser';
import { DEMO_ACCOUNTS, apiLogin, expectedSidebarGroups, landingFunctionType, shortenCompanyName } from './demo-accounts';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

describe('sign-in, menus and mode links per demo account (SPEC §2.2, §2.4)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.userName, a] as const))('%s sees only its menus and mode links', async (_name, account) => {
    const answer = await apiLogin(account.userName, DEMO_PASSWORD);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, account.userName);

    await expectTitle(page, '首页 - 智慧工地');
    // Each account lands in its own back office (docs/decisions/0190): project users in the type-1 menus.
    const type = landingFunctionType(answer);
    expect(type).toBe(account.userAuthType === 2 ? 1 : 0);
    await page.waitForSelector(`[data-testid="sidebar"][data-menu-function-type="${type}"]`);
    const groups = (await sidebarGroups(page)).map((t) => t.replace(/[▸▾]/g, '').trim());
    expect(groups).toEqual(expectedSidebarGroups(answer));
    // Always-included entries (SPEC §2.2).
    expect(groups).toEqual(expect.arrayContaining(['我的账户', '消息通知']));
    // Menus of the other function type are not shown.
    if (type === 0) expect(groups).not.toContain('人员管理');
    else expect(groups).not.toContain('设备管理');

    const links = page.getByTestId('mode-links').locator('a');
    expect(await links.allInnerTexts()).toEqual([...account.modeLinks]);
    // The header shows the company: a drop-down only with more than one company (SPEC §2.4).
    const companies = JSON.parse(answer.Companys) as unknown[];
    if (companies.length > 1) {
      await expect(page.getByTestId('company-select').count()).resolves.toBe(1);
    } else {
      expect(await page.getByTestId('company-name').innerText()).toBe(shortenCompanyName(answer.CompanyName));
    }
    await context.close();
  });

  it('the government account shows its long company name shortened to 10 characters', async () => {
    const context = await signedInContext(browser(), 'government_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    expect(await page.getByTestId('company-name').innerText()).toBe('深圳市南山区住房和建...');
    await context.close();
  });

  it('the project account gets the project selector with its project (26 characters at most)', async () => {
    const context = await signedInContext(browser(), 'project_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    const project = page.getByTestId('project-name').or(page.getByTestId('project-select'));
    await project.first().waitFor();
    expect((await project.first().innerText()).length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('route guard (SPEC §2.1, §2.3)', () => {
  it('sends / to /backHome and, without a token, to /login with a redirect back', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/backHome');
    await page.goto('/deviceManage/Maintenance/template');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/deviceManage/Maintenance/template');
    await expectTitle(page, '登录 - 智慧工地');

    // Signing in returns to the page asked for.
    await page.getByPlaceholder('请输入用户名').fill('enterprise_demo');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/deviceManage/Maintenance/template');
    await page.getByTestId('template-page').waitFor();
    await expectTitle(page, '维保模板 - 智慧工地');
    await context.close();
  });

  it('a wrong password stays on /login with the server message', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名').fill('enterprise_demo');
    await page.getByPlaceholder('请输入密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('login-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('a signed-in user opening /login gets 您已经登录 and is let through', async () => {
    const context = await signedInContext(browser(), 'enterprise_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    await page.getByTestId('sidebar').waitFor();
    await page.goto('/login');
    await toast(page, '您已经登录').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('F5 on a permission-built deep route shows that page, and the fixed template route works too', async () => {
    const context = await signedInContext(browser(), 'enterprise_demo');
    const page = await context.newPage();
    await page.goto('/backHome');
    await page.getByTestId('sidebar').getByText('设备管理').click();
    await page.getByTestId('sidebar').getByText('维保模板').click();
    await page.waitForURL((url) => url.pathname === '/deviceManage/Maintenance/template');
    await page.getByTestId('template-row').first().waitFor();
    await page.reload();
    await page.getByTestId('template-row').first().waitFor();
    await expectTitle(page, '维保模板 - 智慧工地');
    expect(await page.getByTestId('breadcrumb').innerText()).toMatch(/首页[\s\S]*设备管理[\s\S]*维保模板/);

    await page.goto('/deviceManagement/maintenance');
    await page.getByTestId('template-row').first().waitFor();
    await expectTitle(page, '维保模板 - 智慧工地');

    // A parent entry goes to its first child; an unknown address is the 404 page.
    await page.goto('/deviceManage');
    await page.waitForURL((url) => url.pathname === '/deviceManage/Maintenance/template');
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });

  it('large-screen routes open lazily, without Highcharts or OpenLayers in the back office', async () => {
    const context = await signedInContext(browser(), 'enterprise_demo');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/backHome');
    await page.getByTestId('sidebar').waitFor();
    // the recording sees the back office's own bundle: what it does not see was not loaded
    expect(scripts.some((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /highcharts|(^|\/)ol[-.]/i.test(s))).toBe(false);
    await page.getByTestId('mode-links').getByText('企业大屏').click();
    await page.getByTestId('large-screen').waitFor();
    expect(new URL(page.url()).pathname).toBe('/LargeScreen/EnterpriseScreen/overview');
    await page.goto('/LargeScreen');
    await page.waitForURL((url) => url.pathname === '/LargeScreen/EnterpriseScreen/engineering');
    await context.close();
  });
});

describe('register (SPEC §2.1 /register, §7 PCEmployeeRegister)', () => {
  it('checks the fields, registers, and the new account waits for an audit', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '注册账号' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const form = page.getByTestId('register-page');
    await form.getByRole('button', { name: '注册', exact: true }).click();
    const error = (name: string) => form.locator(`input[name="${name}"]`).locator('xpath=..').locator('[data-part="error-text"]');
    expect(await error('userName').innerText()).toBe('请输入用户名');
    expect(await error('password').innerText()).toBe('请输入密码');
    expect(await error('phone').innerText()).toBe('请输入手机号码');
    await form.locator('input[name="userName"]').fill('ab');
    await form.locator('input[name="password"]').fill('123');
    await form.locator('input[name="phone"]').fill('12345');
    await form.locator('input[name="realName"]').fill('x');
    await form.getByRole('button', { name: '注册', exact: true }).click();
    expect(await error('userName').innerText()).toBe('用户名须为6-20位字母、数字或下划线');
    expect(await error('password').innerText()).toBe('密码不能少于6位数!');
    expect(await error('phone').innerText()).toBe('手机号码格式不正确');
    expect(await error('realName').innerText()).toBe('姓名须为2-16个汉字');

    const userName = `e2e_user_${Date.now() % 1_000_000}`;
    await form.locator('input[name="userName"]').fill(userName);
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.locator('input[name="phone"]').fill('13912345678');
    await form.locator('input[name="realName"]').fill('测试用户');
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await toast(page, '注册成功，请等待管理员审核').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByPlaceholder('请输入用户名').fill(userName);
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('login-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('mobile layout (SPEC §2.4: under 992 px the sidebar closes, also on route change)', () => {
  it('closes the sidebar on a narrow window and after navigating', async () => {
    const context = await signedInContext(browser(), 'enterprise_demo', { viewport: { width: 800, height: VIEWPORT.height } });
    const page = await context.newPage();
    await page.goto('/backHome');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-open')).toBe('false');
    await page.getByTestId('sidebar-toggle').click();
    expect(await sidebar.getAttribute('data-open')).toBe('true');
    await sidebar.getByText('我的账户').click();
    await sidebar.getByText('个人信息').click();
    await page.waitForURL((url) => url.pathname === '/MyAccount/index');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-open') === 'false');
    await context.close();
  });
});
