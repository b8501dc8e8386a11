import 'reflect-metadata';
import { STORAGE_KEYS } from '@worksite/contract';
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

  test('the large-screen switch target follows the address (SPEC §2.5)', () => {
    const { layout } = setup();
    layout.routeChanged('/projectManage/crmProject');
    expect(layout.largeScreenTarget).toBe('/LargeScreen/EnterpriseScreen/projectManagements?sortId=2');
    layout.routeChanged('/somewhere');
    expect(layout.largeScreenTarget).toBe('/ProjectScreen/engineering?id=1');
    expect(layout.sidebarWidthRem).toBe(13.125);
  });
});
