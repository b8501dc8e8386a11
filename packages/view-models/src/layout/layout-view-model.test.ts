import 'reflect-metadata';
import { STORAGE_KEYS, endpoints } from '@worksite/contract';
import { SessionViewModel } from '../session/session-view-model';
import { loginData } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { LayoutViewModel } from './layout-view-model';

function setup() {
  const rig = createTestRig();
  const layout = rig.container.get(LayoutViewModel);
  layout.init();
  return { ...rig, layout };
}

describe('LayoutViewModel (SPEC §2.4, §4 sidebar)', () => {
  test('sidebar open by default; toggling is remembered in the cookie', () => {
    const { layout, cookies, container } = setup();
    expect(layout.sidebarOpened).toBe(true);
    layout.toggleSidebar();
    expect(layout.sidebarOpened).toBe(false);
    expect(cookies.getItem(STORAGE_KEYS.sidebarStatus)).toBe('0');
    const again = createTestRig();
    again.cookies.setItem(STORAGE_KEYS.sidebarStatus, '0');
    const other = again.container.get(LayoutViewModel);
    other.init();
    expect(other.sidebarOpened).toBe(false);
    expect(container.get(LayoutViewModel)).toBe(layout);
  });

  test.each([
    [991, 'mobile'],
    [992, 'desktop'],
    [1920, 'desktop'],
  ] as const)('viewport %d px → %s', (px, device) => {
    const { layout } = setup();
    layout.setViewportWidth(px);
    expect(layout.device).toBe(device);
    expect(layout.sidebarOpened).toBe(device === 'desktop');
  });

  test('mobile: the sidebar closes without animation, and on every route change', () => {
    const { layout } = setup();
    layout.setViewportWidth(800);
    expect(layout.withoutAnimation).toBe(true);
    layout.toggleSidebar();
    expect(layout.sidebarOpened).toBe(true);
    expect(layout.showsMask).toBe(true);
    layout.routeChanged('/deviceManage/Maintenance/template');
    expect(layout.sidebarOpened).toBe(false);
  });

  test('desktop: a route change leaves the sidebar open', () => {
    const { layout } = setup();
    layout.setViewportWidth(1280);
    layout.routeChanged('/backHome');
    expect(layout.sidebarOpened).toBe(true);
  });

  test('large-screen mode follows the address and is stored', () => {
    const { layout, storage } = setup();
    layout.routeChanged('/LargeScreen/EnterpriseScreen/overview?sortId=1');
    expect(layout.largeScreen).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.largeScreen)).toBe('true');
    layout.routeChanged('/backHome');
    expect(layout.largeScreen).toBe(false);
  });

  test('the large-screen switch target follows the address (SPEC §2.5; no user type: SPEC\'s default)', () => {
    const { layout } = setup();
    layout.routeChanged('/projectManage/crmProject');
    expect(layout.largeScreenTarget).toBe('/LargeScreen/EnterpriseScreen/projectManagements?sortId=2');
    layout.routeChanged('/somewhere');
    expect(layout.largeScreenTarget).toBe('/ProjectScreen/engineering?id=1');
    expect(layout.sidebarWidthRem).toBe(13.125);
  });

  test.each([
    [0, '/somewhere', '/LargeScreen/EnterpriseScreen/overview?sortId=1'],
    [1, '/somewhere', '/LargeScreen/SupervisoryScreen/overview?sortId=101'],
    [2, '/somewhere', '/LargeScreen/ProjectScreen/projectOverview?sortId=21'],
    [0, '/projectManage/crmProject', '/LargeScreen/EnterpriseScreen/projectManagements?sortId=2'],
    [2, '/personnel/data', '/LargeScreen/ProjectScreen/personnelNew?sortId=23'],
    // A page only another kind's screen links to: the viewer's own entry point.
    [2, '/projectManage/crmProject', '/LargeScreen/ProjectScreen/projectOverview?sortId=21'],
  ])('切换大屏 of a user of type %i on %s goes to their own kind of screen: %s (docs/decisions/0394)', async (userAuthType, address, target) => {
    const rig = createTestRig();
    rig.gateway.on(endpoints.login, () => loginData({ UserAuthType: userAuthType as 0 | 1 | 2 }));
    await rig.container.get(SessionViewModel).login({ userName: 'a', password: 'b' });
    const layout = rig.container.get(LayoutViewModel);
    layout.routeChanged(address);
    expect(layout.largeScreenTarget).toBe(target);
  });

  test('below 992 px the mode links move into the user menu; at 992 px they stay in the top bar (decision 0628)', async () => {
    const { layout, gateway, container } = setup();
    gateway.on(endpoints.login, () => loginData({ UserAuthType: 0 }));
    await container.get(SessionViewModel).login({ userName: 'a', password: 'b' });
    layout.setViewportWidth(992);
    expect(layout.userMenuModeLinks).toEqual([]);
    layout.setViewportWidth(991);
    expect(layout.userMenuModeLinks.map((l) => [l.label, l.target])).toEqual([
      ['企业管理后台', '/backHome?enterpid1=1'],
      ['企业大屏', expect.stringMatching(/^\//)],
    ]);
  });
});
