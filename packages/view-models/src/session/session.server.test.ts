import 'reflect-metadata';
import { STORAGE_KEYS } from '@worksite/contract';
import { PageReloader, infrastructureModule } from '@worksite/infrastructure';
import { useTestServer } from '@worksite/server/testing';
import { createInfrastructureRig } from '../testing/test-container';
import { BackOfficeModeViewModel } from './back-office-mode-view-model';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { MenuRoutesViewModel } from './menu-routes-view-model';
import { MonitorViewModel } from './monitor-view-model';
import { SessionViewModel } from './session-view-model';
import { sessionViews } from './testing/session-views';

const PASSWORD = 'Demo@2026';
const server = useTestServer();

/** View-models on the real gateway against the in-process server. */
function rig() {
  const r = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
    c.bind(PageReloader).toConstantValue({ reload: () => undefined });
  });
  return {
    ...r,
    session: r.container.get(SessionViewModel),
    ...sessionViews(r.container),
    routes: r.container.get(MenuRoutesViewModel),
    companies: r.container.get(CompanySwitchViewModel),
    monitor: r.container.get(MonitorViewModel),
    mode: r.container.get(BackOfficeModeViewModel),
  };
}

async function signIn(userName: string) {
  const r = rig();
  expect(await r.session.login({ userName, password: PASSWORD })).toBe(true);
  return r;
}

describe('session on the real server (SPEC §4)', () => {
  // Sidebar groups in the landing back office (docs/decisions/0307): the enterprise back office's 15 pages (its
  // 质量安全 › 报警记录 since 0610), the project back office's 15 pages + 我的账户 + 消息通知, the supervision back office's 7.
  test.each([
    ['sysadmin', '/backHome?enterpid1=1', 15],
    ['enterprise_demo', '/backHome?enterpid1=1', 15],
    ['project_demo', '/backHome?pjctid1=1', 17],
    ['government_demo', '/backHome?governmentid1=1', 7],
    ['readonly_demo', '/backHome?enterpid1=1', 15],
  ])(
    '%s signs in: token, user info, menus and mode links; lands on %s with %i sidebar groups',
    async (userName, landing, groupCount) => {
      const { session, routes, tokens, storage, navigator, mode, currentUser, menuAccess } = await signIn(userName);
      expect(currentUser.isSignedIn).toBe(true);
      expect(currentUser.userName).toBe(userName);
      expect(tokens.getToken()).toMatch(/^[0-9a-f]{64}$/);
      expect(storage.getItem(STORAGE_KEYS.userInfo)).toContain(userName);
      expect(routes.isFallback).toBe(false);
      expect([0, 1]).toContain(menuAccess.curMenuFunctionType);
      expect(navigator.last).toEqual({ kind: 'go', address: landing });
      mode.visit(landing);
      expect(routes.sidebarItems).toHaveLength(groupCount);
      if (userName !== 'sysadmin') expect(currentUser.modeLinks).toHaveLength(2);
    },
  );

  test('back-office mode (docs/decisions/0190): project_demo lands in the project menus, the mode link switches, F5 keeps it', async () => {
    const { session, routes, mode, navigator, storage, tokens, menuAccess } = await signIn('project_demo');
    // Login stores what SPEC §4 derives (both types held → 3 → 0); the landing address then switches.
    expect(menuAccess.menuFunctionType).toBe(3);
    expect(menuAccess.curMenuFunctionType).toBe(0);
    expect(mode.visit(navigator.last?.address ?? '')).toBe(true);
    const projectGroups = routes.sidebarItems.map((i) => i.title);
    expect(projectGroups).toEqual(expect.arrayContaining(['施工管理', '人员管理', '我的账户', '消息通知']));
    expect(projectGroups).not.toContain('设备管理');
    expect(routes.routeFor('/personnel/data')).toBeDefined();
    expect(routes.routeFor('/deviceManage/Maintenance/template')).toBeUndefined();

    // F5: a new container on the same storage keeps the project back office.
    const r = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
      c.bind(PageReloader).toConstantValue({ reload: () => undefined });
    });
    r.storage.setItem(STORAGE_KEYS.userInfo, storage.getItem(STORAGE_KEYS.userInfo) ?? '');
    r.storage.setItem(STORAGE_KEYS.curMenuFunctionType, storage.getItem(STORAGE_KEYS.curMenuFunctionType) ?? '');
    r.tokens.setToken(tokens.getToken() ?? '');
    r.container.get(SessionViewModel).restore();
    expect(r.container.get(MenuRoutesViewModel).sidebarItems.map((i) => i.title)).toEqual(projectGroups);

    // The enterprise back office is refused by URL (docs/decisions/0308): the project menus stay.
    expect(mode.visit('/backHome?enterpid1=1')).toBe(false);
    expect(mode.current).toBe(1);
    expect(routes.sidebarItems.map((i) => i.title)).toEqual(projectGroups);
  });

  test('enterprise_demo lands in the enterprise menus', async () => {
    const { routes, mode, navigator } = await signIn('enterprise_demo');
    expect(mode.visit(navigator.last?.address ?? '')).toBe(false);
    expect(mode.current).toBe(0);
    const titles = routes.sidebarItems.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['设备管理', '我的账户', '消息通知']));
    expect(titles).not.toContain('人员管理');
  });

  test('a wrong password shows the server detail and stays signed out', async () => {
    const { session, notifier, currentUser } = rig();
    expect(await session.login({ userName: 'project_demo', password: 'nope-nope' })).toBe(false);
    expect(session.error).toBe('用户名或密码错误');
    expect(notifier.messages('error')).toEqual(['用户名或密码错误']);
    expect(currentUser.isSignedIn).toBe(false);
  });

  test('the alternate variant signs in too', async () => {
    const { session, currentUser } = rig();
    expect(await session.loginAlternate({ grant_type: 'password', loginType: '1', userName: 'enterprise_demo', password: PASSWORD })).toBe(true);
    expect(currentUser.isSignedIn).toBe(true);
  });

  test('logout revokes the session on the server and clears everything of §4', async () => {
    const { session, tokens, storage, currentUser } = await signIn('project_demo');
    const userId = currentUser.userId;
    const revoked = async () =>
      (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NOT NULL', [userId]))?.n ?? 0;
    const before = await revoked();
    await session.logout();
    expect(await revoked()).toBe(before + 1);
    expect(currentUser.isSignedIn).toBe(false);
    expect(tokens.getToken()).toBeUndefined();
    expect(tokens.getAccessToken()).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.userInfo)).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.companyId)).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.companyName)).toBeUndefined();
  });

  test('a new container restores the session from storage (F5)', async () => {
    const first = await signIn('enterprise_demo');
    const r = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
      c.bind(PageReloader).toConstantValue({ reload: () => undefined });
    });
    r.storage.setItem(STORAGE_KEYS.userInfo, first.storage.getItem(STORAGE_KEYS.userInfo) ?? '');
    r.tokens.setToken(first.tokens.getToken() ?? '');
    r.container.get(SessionViewModel).restore();
    expect(sessionViews(r.container).currentUser.isSignedIn).toBe(true);
    expect(r.container.get(MenuRoutesViewModel).paths).toEqual(first.routes.paths);
  });
});

describe('company switch and monitor mode on the real server (SPEC §4)', () => {
  test('enterprise_demo has two companies: drop-down, switch, stored user info rewritten, reload at /backHome', async () => {
    const { companies, session, storage, navigator, currentCompany } = await signIn('enterprise_demo');
    await companies.load();
    expect(companies.showsCompanyDropdown).toBe(true);
    const other = companies.companies.find((c) => c.id !== currentCompany.companyId);
    expect(other).toBeDefined();
    expect(await companies.switchCompany(other!.id)).toBe(true);
    expect(currentCompany.companyId).toBe(other!.id);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.userInfo) ?? '{}').CompanyId).toBe(other!.id);
    expect(storage.getItem(STORAGE_KEYS.companyName)).toBe(other!.name);
    expect(navigator.last).toEqual({ kind: 'reload', address: '/backHome' });
    // The server now scopes the session to the new company.
    expect(await companies.refreshPermissions()).toBe(false);
  });

  test('project_demo: one company shown as text; header projects with a selection stored', async () => {
    const { companies, storage, navigator } = await signIn('project_demo');
    expect(companies.showsCompanyDropdown).toBe(false);
    expect(companies.showsProjectSelector).toBe(true);
    await companies.load();
    expect(companies.projectChoices.map((p) => p.name)).toEqual(['南山科技园综合楼项目']);
    if (companies.projectChoices.length === 1) {
      expect(companies.projectShownAsText).toBe(true);
      expect(storage.getItem(STORAGE_KEYS.projectId)).toBe(String(companies.projectChoices[0]!.id));
    } else {
      const other = companies.projectChoices.find((p) => String(p.id) !== companies.selectedProjectId)!;
      expect(await companies.selectProject(other.id)).toBe(true);
      expect(storage.getItem(STORAGE_KEYS.projectId)).toBe(String(other.id));
      expect(navigator.last).toEqual({ kind: 'reload', address: undefined });
    }
  });

  test('monitor: enter the watched company, log out hidden, exit restores the original company', async () => {
    const { monitor, session, currentCompany } = await signIn('enterprise_demo');
    const original = { id: currentCompany.companyId, name: currentCompany.companyName };
    expect(monitor.entryVisible).toBe(true);
    monitor.openDialog();
    expect(await monitor.confirm()).toBe(true);
    expect(currentCompany.monitorShow).toBe(true);
    expect(currentCompany.companyName).toBe('远景建设集团有限公司');
    expect(monitor.logoutVisible).toBe(false);
    expect(monitor.exitVisible).toBe(true);
    expect(await monitor.exit()).toBe(true);
    expect(currentCompany.monitorShow).toBe(false);
    expect({ id: currentCompany.companyId, name: currentCompany.companyName }).toEqual(original);
    expect(monitor.logoutVisible).toBe(true);
  });

  test('readonly_demo has no watched company: no monitor entry', async () => {
    const { monitor } = await signIn('readonly_demo');
    expect(monitor.entryVisible).toBe(false);
  });
});
