import 'reflect-metadata';
import { STORAGE_KEYS, endpoints } from '@worksite/contract';
import { loginData, menu, mixedTree, switchData, templatePage } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { BackOfficeModeViewModel } from './back-office-mode-view-model';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { MenuRoutesViewModel } from './menu-routes-view-model';
import { SessionViewModel } from './session-view-model';
import { sessionViews } from './testing/session-views';

async function signedIn(userAuthType: 0 | 1 | 2 = 2, tree = mixedTree(), redirect?: string) {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData({ UserAuthType: userAuthType }, tree));
  const session = rig.container.get(SessionViewModel);
  await session.login({ userName: 'a', password: 'b' }, redirect);
  return {
    ...rig,
    session,
    ...sessionViews(rig.container),
    mode: rig.container.get(BackOfficeModeViewModel),
    routes: rig.container.get(MenuRoutesViewModel),
    companies: rig.container.get(CompanySwitchViewModel),
  };
}

const groups = (routes: MenuRoutesViewModel) => routes.sidebarItems.map((i) => i.title);

describe('BackOfficeModeViewModel (SPEC §2.1, §2.4, §4; docs/decisions/0190)', () => {
  test.each([
    [2, '/backHome?pjctid1=1'],
    [0, '/backHome?enterpid1=1'],
    [1, '/backHome?governmentid1=1'],
  ] as const)('user type %i lands on its own back office %s; login itself stores the SPEC §4 type', async (type, landing) => {
    const { session, navigator, mode, storage, menuAccess } = await signedIn(type);
    expect(menuAccess.menuFunctionType).toBe(3);
    expect(menuAccess.curMenuFunctionType).toBe(0);
    expect(storage.getItem(STORAGE_KEYS.curMenuFunctionType)).toBe('0');
    expect(navigator.last).toEqual({ kind: 'go', address: landing });
    expect(mode.landing).toBe(landing);
  });

  test('opening the project back office switches to type 1: routes, sidebar and stored type follow', async () => {
    const { mode, routes, storage, navigator } = await signedIn(2);
    expect(groups(routes)).toEqual(['设备管理', '我的账户']);
    expect(mode.visit(navigator.last?.address ?? '')).toBe(true);
    expect(mode.current).toBe(1);
    expect(mode.isProjectBackOffice).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.curMenuFunctionType)).toBe('1');
    expect(groups(routes)).toEqual(['项目管理', '我的账户']);
    // Deep links of the new type are routes now; the other type's are not.
    expect(routes.routeFor('/projectManage/crmProject')?.title).toBe('项目列表');
    expect(routes.routeFor('/deviceManage/Maintenance/template')).toBeUndefined();
  });

  test.each([
    ['/backHome?enterpid1=1', 0],
    ['/backHome?governmentid1=1', 0],
    ['/backHome?pjctid1=1', 1],
    ['/backHome?poctent1=1', 1],
  ])('%s → type %i', async (address, type) => {
    const { mode, session, menuAccess } = await signedIn(0);
    menuAccess.setCurMenuFunctionType(type === 1 ? 0 : 1);
    expect(mode.visit(address)).toBe(true);
    expect(mode.current).toBe(type);
  });

  test('other addresses keep the type, and F5 restores it from storage', async () => {
    const { mode, storage, tokens } = await signedIn(2);
    mode.visit('/backHome?pjctid1=1');
    expect(mode.visit('/backHome')).toBe(false);
    expect(mode.visit('/projectManage/crmProject')).toBe(false);
    expect(mode.current).toBe(1);
    const reloaded = createTestRig({ storage, tokens });
    reloaded.container.get(SessionViewModel).restore();
    expect(sessionViews(reloaded.container).menuAccess.curMenuFunctionType).toBe(1);
    expect(reloaded.container.get(MenuRoutesViewModel).routeFor('/projectManage/crmProject')).toBeDefined();
  });

  test('a project user typing /backHome?enterpid1=1 stays in its project back office (docs/decisions/0308)', async () => {
    const { mode, routes, navigator, storage } = await signedIn(2);
    mode.visit(navigator.last?.address ?? '');
    expect(mode.availableTypes).toEqual([1]);
    for (const address of ['/backHome?enterpid1=1', '/backHome?governmentid1=1']) {
      expect(mode.visit(address)).toBe(false);
      expect(mode.current).toBe(1);
      expect(storage.getItem(STORAGE_KEYS.curMenuFunctionType)).toBe('1');
      expect(groups(routes)).toEqual(['项目管理', '我的账户']);
      expect(routes.routeFor('/deviceManage/Maintenance/template')).toBeUndefined();
    }
  });

  test('an enterprise user holding both kinds of menus opens either back office', async () => {
    const { mode } = await signedIn(0);
    expect(mode.availableTypes).toEqual([0, 1]);
  });

  test('a mode the permission tree holds no menus of is ignored (no empty sidebar)', async () => {
    const { mode, routes } = await signedIn(0, [templatePage(['add'])]);
    expect(mode.availableTypes).toEqual([0]);
    expect(mode.visit('/backHome?pjctid1=1')).toBe(false);
    expect(mode.current).toBe(0);
    expect(groups(routes)).toEqual(['设备管理']);
  });

  test('signed out: nothing changes', () => {
    const rig = createTestRig();
    const mode = rig.container.get(BackOfficeModeViewModel);
    expect(mode.visit('/backHome?pjctid1=1')).toBe(false);
    expect(rig.storage.getItem(STORAGE_KEYS.curMenuFunctionType)).toBeUndefined();
  });

  test('a login redirect to a page only the other type holds opens in that type', async () => {
    const { session, navigator, menuAccess } = await signedIn(2, mixedTree(), '/projectManage/crmProject');
    expect(menuAccess.curMenuFunctionType).toBe(1);
    expect(navigator.last).toEqual({ kind: 'go', address: '/projectManage/crmProject' });
    const enterprise = await signedIn(2, mixedTree(), '/deviceManage/Maintenance/template');
    expect(enterprise.menuAccess.curMenuFunctionType).toBe(0);
  });

  test('a company switch reloads in the project back office when that was the mode', async () => {
    const { mode, companies, gateway, navigator } = await signedIn(2);
    mode.visit('/backHome?pjctid1=1');
    gateway.on(endpoints.companySwitch, () => switchData(mixedTree()));
    expect(await companies.switchCompany(12)).toBe(true);
    expect(navigator.last).toEqual({ kind: 'reload', address: '/backHome?pjctid1=1' });
  });

  test('a permission refresh keeps the mode while the fresh tree still holds it', async () => {
    const { mode, companies, gateway, session, menuAccess } = await signedIn(2);
    mode.visit('/backHome?pjctid1=1');
    gateway.on(endpoints.userInfo, () => loginData({ UserAuthType: 2 }, mixedTree()) as never);
    await companies.refreshPermissions();
    expect(menuAccess.curMenuFunctionType).toBe(1);
    gateway.on(endpoints.userInfo, () => loginData({ UserAuthType: 2 }, [menu('x', 'X', 0, [menu('y', 'Y', 0)])]) as never);
    await companies.refreshPermissions();
    expect(menuAccess.curMenuFunctionType).toBe(0);
  });
});
