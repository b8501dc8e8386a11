import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { loginData, menu, mixedTree } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { MenuRoutesViewModel } from './menu-routes-view-model';
import { SessionViewModel } from './session-view-model';
import { sessionViews } from './testing/session-views';

async function signedIn(tree = mixedTree()) {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData({}, tree));
  const session = rig.container.get(SessionViewModel);
  await session.login({ userName: 'a', password: 'b' });
  return { ...rig, session, ...sessionViews(rig.container), routes: rig.container.get(MenuRoutesViewModel) };
}

describe('MenuRoutesViewModel (SPEC §2.2–§2.3)', () => {
  test('current type 0: enterprise pages, my account always, project pages hidden', async () => {
    const { routes } = await signedIn();
    expect(routes.routes.map((r) => r.path)).toEqual(['/deviceManage', '/MyAccount', '/hiddenPage']);
    expect(routes.byPath['/deviceManage/Maintenance/template']?.title).toBe('维保模板');
    expect(routes.byPath['/projectManage/crmProject']).toBeUndefined();
  });

  test('switching the current type to 1 shows the project pages instead', async () => {
    const { routes, session, menuAccess } = await signedIn();
    menuAccess.setCurMenuFunctionType(1);
    expect(routes.routes.map((r) => r.path)).toEqual(['/projectManage', '/MyAccount']);
    expect(routes.routeFor('/projectManage/crmProject?x=1')?.title).toBe('项目列表');
  });

  test('hidden entries are routes (deep link, F5) but not sidebar items', async () => {
    const { routes } = await signedIn();
    expect(routes.routeFor('/hiddenPage/secret')).toBeDefined();
    expect(routes.sidebarItems.map((i) => i.path)).toEqual(['/deviceManage', '/MyAccount']);
    expect(routes.sidebarItems[0]?.children.map((c) => c.title)).toEqual(['维保模板']);
  });

  test('no menu permission → the 首页 fallback entry', async () => {
    const { routes } = await signedIn([]);
    expect(routes.isFallback).toBe(true);
    expect(routes.routes[0]).toMatchObject({ title: '首页', redirect: '/backHome' });
    // …but no sidebar entry: the sidebar's own 首页 leads there (decision 0627).
    expect(routes.sidebarItems).toEqual([]);
  });

  test('page title is the route title plus 智慧工地', async () => {
    const { routes } = await signedIn();
    expect(routes.titleFor('/deviceManage/Maintenance/template')).toBe('维保模板 - 智慧工地');
    expect(routes.titleFor('/MessageNotification/MessageNotifications', '消息通知')).toBe('消息通知 - 智慧工地');
  });

  test('guard: signed in → build routes once, then allow; /login → 您已经登录', async () => {
    const { routes } = await signedIn();
    expect(routes.decide('/deviceManage/Maintenance/template')).toEqual({ kind: 'buildRoutes' });
    routes.markInitialised();
    expect(routes.decide('/deviceManage/Maintenance/template')).toEqual({ kind: 'allow' });
    expect(routes.decide('/login')).toEqual({ kind: 'allowWithMessage', message: '您已经登录' });
  });

  test('guard: signed out → /login with a redirect; open pages pass', () => {
    const rig = createTestRig();
    const routes = rig.container.get(MenuRoutesViewModel);
    expect(routes.decide('/backHome')).toEqual({ kind: 'redirect', to: '/login?redirect=%2FbackHome' });
    expect(routes.decide('/register')).toEqual({ kind: 'allow' });
  });

  test('routes follow the session: a logout empties them to the fallback', async () => {
    const { routes, session, gateway } = await signedIn([menu('a', 'A', 0, [menu('b', 'B', 0)])]);
    expect(routes.paths).toEqual(['/a', '/a/b']);
    gateway.on(endpoints.logout, () => undefined);
    await session.logout();
    expect(routes.isFallback).toBe(true);
  });
});
