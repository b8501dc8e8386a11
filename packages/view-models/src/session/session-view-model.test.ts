import 'reflect-metadata';
import { STORAGE_KEYS, endpoints } from '@worksite/contract';
import { button, loginData, menu, mixedTree, templatePage } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { SessionState } from './session-state';
import { SessionViewModel } from './session-view-model';
import { sessionViews } from './testing/session-views';

function setup() {
  const rig = createTestRig();
  const session = rig.container.get(SessionViewModel);
  return { ...rig, session, ...sessionViews(rig.container) };
}

describe('SessionViewModel: login (SPEC §4)', () => {
  test('stores identity, token and user info, derives menuFunctionType and goes to its own back office', async () => {
    const { session, gateway, storage, tokens, navigator, currentUser, currentCompany, menuAccess } = setup();
    gateway.on(endpoints.login, () => loginData());
    expect(await session.login({ userName: 'enterprise_demo', password: 'Demo@2026' })).toBe(true);
    expect(gateway.paramsOf(endpoints.login)).toEqual([{ userName: 'enterprise_demo', password: 'Demo@2026' }]);
    expect(currentUser.isSignedIn).toBe(true);
    expect(tokens.getToken()).toBe('token-7');
    expect(currentUser.userId).toBe(7);
    expect(currentCompany.companyName).toBe('华建第一工程有限公司（总部）');
    expect(currentCompany.companies).toHaveLength(2);
    expect(currentCompany.watchedCompanies).toEqual([{ companyID: 30, companyName: '远景建设集团有限公司' }]);
    expect(menuAccess.menuFunctionType).toBe(0);
    expect(menuAccess.curMenuFunctionType).toBe(0);
    expect(currentCompany.monitorShow).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.curMenuFunctionType)).toBe('0');
    expect(storage.getItem(STORAGE_KEYS.companyId)).toBe('11');
    expect(storage.getItem(STORAGE_KEYS.companyName)).toBe('华建第一工程有限公司（总部）');
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.userInfo) ?? '{}');
    expect(typeof stored.Companys).toBe('string');
    expect(typeof stored.MenuPermissions).toBe('string');
    expect(stored.jsData).toHaveLength(1);
    expect(navigator.last).toEqual({ kind: 'go', address: '/backHome?enterpid1=1' });
  });

  test('goes to the redirect it was given', async () => {
    const { session, gateway, navigator } = setup();
    gateway.on(endpoints.login, () => loginData());
    await session.login({ userName: 'a', password: 'b' }, '/deviceManage/Maintenance/template');
    expect(navigator.last?.address).toBe('/deviceManage/Maintenance/template');
  });

  test.each([
    ['only type 0 menus', 0, 0, [templatePage([], 0)]],
    ['only type 1 menus', 1, 1, [templatePage([], 1)]],
    ['type 0 and 1 menus', 3, 0, mixedTree()],
    ['no typed menus', -1, 0, [menu('x', 'X', undefined)]],
  ])('%s → menuFunctionType %d, curMenuFunctionType %d', async (_label, derived, current, tree) => {
    const { session, gateway, storage, menuAccess } = setup();
    gateway.on(endpoints.login, () => loginData({}, tree));
    await session.login({ userName: 'a', password: 'b' });
    expect(menuAccess.menuFunctionType).toBe(derived);
    expect(menuAccess.curMenuFunctionType).toBe(current);
    expect(storage.getItem(STORAGE_KEYS.curMenuFunctionType)).toBe(String(current));
  });

  test('the alternate variant sends its form and derives 2 for type-2 menus', async () => {
    const { session, gateway, menuAccess } = setup();
    gateway.on(endpoints.loginAlt, () => loginData({}, [menu('p', 'P', 2, [menu('q', 'Q', 2)])]));
    const form = { grant_type: 'password', loginType: '1', userName: 'a', password: 'b', companyId: 11, companyName: 'c' };
    expect(await session.loginAlternate(form)).toBe(true);
    expect(gateway.paramsOf(endpoints.loginAlt)).toEqual([form]);
    expect(menuAccess.menuFunctionType).toBe(2);
    expect(menuAccess.curMenuFunctionType).toBe(0);
  });

  test('a refused login shows the server detail and stays signed out (SPEC §8)', async () => {
    const { session, gateway, notifier, navigator, currentUser } = setup();
    gateway.fail(endpoints.login, '用户名或密码错误');
    expect(await session.login({ userName: 'a', password: 'b' })).toBe(false);
    expect(session.error).toBe('用户名或密码错误');
    expect(notifier.messages('error')).toEqual(['用户名或密码错误']);
    expect(currentUser.isSignedIn).toBe(false);
    expect(navigator.navigations).toEqual([]);
    expect(session.pending).toBe(false);
  });

  test('a failure the gateway already showed is not shown twice', async () => {
    const { session, gateway, notifier } = setup();
    gateway.on(endpoints.login, () => {
      throw Object.assign(new Error('Error'), { kind: 'http' });
    });
    await session.login({ userName: 'a', password: 'b' });
    expect(notifier.toasts).toEqual([]);
    expect(session.error).toBe('Error');
  });

  test('system administrators carry the admin role', async () => {
    const { session, gateway, currentUser } = setup();
    gateway.on(endpoints.login, () => loginData({ IsSystemAdmin: true }));
    await session.login({ userName: 'sysadmin', password: 'b' });
    expect(currentUser.roles).toEqual(['admin']);
  });
});

describe('SessionViewModel: restore, logout and token reset (SPEC §4)', () => {
  async function signedIn() {
    const s = setup();
    s.gateway.on(endpoints.login, () => loginData({}, mixedTree()));
    s.gateway.on(endpoints.logout, () => undefined);
    await s.session.login({ userName: 'a', password: 'b' });
    s.storage.setItem(STORAGE_KEYS.projectId, '3');
    s.storage.setItem(STORAGE_KEYS.projectName, '城南安置房项目');
    s.storage.setItem(STORAGE_KEYS.projectNo, 'P-3');
    return s;
  }

  test('restore reads token, user info and curMenuFunctionType back (F5)', async () => {
    const { storage, tokens, session, menuAccess } = await signedIn();
    menuAccess.setCurMenuFunctionType(1);
    const rig2 = createTestRig({ storage, tokens });
    const again = sessionViews(rig2.container);
    expect(again.currentUser.isSignedIn).toBe(false);
    rig2.container.get(SessionViewModel).restore();
    expect(again.currentUser.isSignedIn).toBe(true);
    expect(again.currentUser.userName).toBe('enterprise_demo');
    expect(again.menuAccess.menuTree.map((n) => n.pagePermission)).toContain('deviceManage');
    expect(again.menuAccess.curMenuFunctionType).toBe(1);
    expect(again.currentCompany.watchedCompanies).toHaveLength(1);
  });

  test('logout clears id, name, company, token, roles, initialised flag, stored user info and selections', async () => {
    const { session, storage, tokens, gateway, currentUser, currentCompany, container } = await signedIn();
    const state = container.get(SessionState);
    state.markInitialised();
    await session.logout();
    expect(gateway.paramsOf(endpoints.logout)).toHaveLength(1);
    expect(currentUser.user).toBeUndefined();
    expect(currentUser.userId).toBeUndefined();
    expect(currentUser.userName).toBe('');
    expect(currentCompany.companyId).toBeUndefined();
    expect(currentUser.token).toBeUndefined();
    expect(tokens.getToken()).toBeUndefined();
    expect(currentUser.roles).toEqual([]);
    expect(state.initialised).toBe(false);
    for (const key of [
      STORAGE_KEYS.userInfo,
      STORAGE_KEYS.companyId,
      STORAGE_KEYS.companyName,
      STORAGE_KEYS.projectId,
      STORAGE_KEYS.projectName,
      STORAGE_KEYS.projectNo,
    ]) {
      expect(storage.getItem(key)).toBeUndefined();
    }
  });

  test('logout resets even when the server call fails (expired session)', async () => {
    const { session, gateway, currentUser } = await signedIn();
    gateway.fail(endpoints.logout, '当前登录状态过期，请重新登录', 401);
    await session.logout();
    expect(currentUser.isSignedIn).toBe(false);
  });

  test('signOut goes to /login with a redirect back', async () => {
    const { session, navigator } = await signedIn();
    await session.signOut('/deviceManage/Maintenance/template?x=1');
    expect(navigator.last).toEqual({ kind: 'go', address: '/login?redirect=%2FdeviceManage%2FMaintenance%2Ftemplate%3Fx%3D1' });
  });

  test('resetToken needs no server call', async () => {
    const { session, gateway, currentUser } = await signedIn();
    session.resetToken();
    expect(gateway.paramsOf(endpoints.logout)).toHaveLength(0);
    expect(currentUser.isSignedIn).toBe(false);
  });

  test('modeLinks follow the user type (SPEC §2.4)', async () => {
    const { session, currentUser } = await signedIn();
    expect(currentUser.modeLinks.map((l) => l.label)).toEqual(['企业管理后台', '企业大屏']);
  });

  test('button nodes do not count as menus', () => {
    expect(button('add').TypeStr).toBe('按钮');
  });
});
