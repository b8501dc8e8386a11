import 'reflect-metadata';
import { STORAGE_KEYS, endpoints } from '@worksite/contract';
import { loginData } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { CompanySwitchViewModel } from '../session/company-switch-view-model';
import { SessionViewModel } from '../session/session-view-model';
import { REFRESH_DELAY_MS } from './large-screen-constants';
import { LargeScreenHeaderViewModel, sortIdOf } from './large-screen-header-view-model';
import { LiveFeedViewModel } from './live-feed-view-model';

function setup() {
  const rig = createTestRig();
  const vm = rig.container.get(LargeScreenHeaderViewModel);
  return { ...rig, vm };
}

const projectPage = (rows: { id: number; projectName: string; projectNo: string }[]) => ({
  data: rows,
  page: { has_next: false, has_prev: false, p_index: 0, p_size: 500, record_count: rows.length },
});

const names = (tabs: readonly { name: string }[]) => tabs.map((t) => t.name);

describe('large-screen header (SPEC §2.5, §2.6)', () => {
  test.each([
    [1, ['项目概况', '项目管理', '人员管理', '视频监控'], ['特种设备', '环境监测', '设备管理', '隧道管理']],
    [21, ['项目简介', '项目进度', '人员管理', '视频监控'], ['特种设备', '环境监测', '设备管理']],
    [101, ['项目概况', '实名制', '视频监控', '特种设备'], ['质量安全', '环境监测', '渣土运输监管', '平台预警']],
  ])('sortId %d: left and right tab groups', (sortId, left, right) => {
    const { vm } = setup();
    vm.setAddress(`/LargeScreen/EnterpriseScreen/overview?sortId=${sortId}`);
    expect(names(vm.leftTabs)).toEqual(left);
    expect(names(vm.rightTabs)).toEqual(right);
  });

  test('a tab opens its route with its id as sortId; the open screen is the active tab', () => {
    const { vm } = setup();
    vm.setAddress('/LargeScreen/ProjectScreen/personnelNew?sortId=23');
    const active = [...vm.leftTabs, ...vm.rightTabs].filter((t) => t.active);
    expect(active).toEqual([{ id: 23, name: '人员管理', target: '/LargeScreen/ProjectScreen/personnelNew?sortId=23', active: true }]);
  });

  // Signed out, the account holds no page: /backHome everywhere, never a 404 (docs/decisions/0725); the tabs' own
  // paths for the demo accounts are checked on the real server (large-screen.server.test.ts).
  test.each([
    ['/LargeScreen/EnterpriseScreen/overview?sortId=1', '/backHome'],
    ['/LargeScreen/EnterpriseScreen/danger?sortId=5', '/backHome'],
    ['/LargeScreen/ProjectScreen/qualitySafe?sortId=105', '/backHome'],
    ['/LargeScreen/ProjectScreen/testedsNew?sortId=27', '/backHome'],
    ['/VideoMonitoring/Preview', '/backHome'],
    ['/LargeScreen/MixingPlant', '/backHome'],
  ])('back-office button on %s, holding no page → %s', (address, target) => {
    const { vm } = setup();
    vm.setAddress(address);
    expect(vm.backOfficeTarget).toBe(target);
  });

  test.each([
    [1, false],
    [10, false],
    [11, true],
    [21, true],
    [101, true],
  ])('sortId %d shows the project selector: %s', (sortId, shows) => {
    const { vm } = setup();
    vm.setAddress(`/LargeScreen/EnterpriseScreen/overview?sortId=${sortId}`);
    expect(vm.showsProjectSelector).toBe(shows);
  });

  test.each([
    ['/LargeScreen/EnterpriseScreen/overview?sortId=3', 3],
    ['/LargeScreen/EnterpriseScreen/overview', 1],
    ['/LargeScreen/ProjectScreen/personnelNew', 23],
    ['/LargeScreen/SupervisoryScreen/personnel', 102],
    ['/LargeScreen/ProjectScreen/car', 21],
    ['/ProjectScreen/video?id=4', 21],
    ['/LargeScreen/SupervisoryScreen/other', 101],
    ['/VideoMonitoring/Live', undefined],
    ['/LargeScreen/EnterpriseScreen/overview?sortId=abc', 1],
  ])('sortId of %s is %s', (address, sortId) => {
    expect(sortIdOf(address)).toBe(sortId);
  });

  test('refresh reloads the page after 500 ms, once', () => {
    const { vm, timer, navigator } = setup();
    vm.refresh();
    vm.refresh();
    timer.advance(REFRESH_DELAY_MS - 1);
    expect(navigator.navigations).toEqual([]);
    timer.advance(1);
    expect(navigator.navigations).toEqual([{ kind: 'reload', address: undefined }]);
  });

  test('dispose cancels a pending refresh', () => {
    const { vm, timer, navigator } = setup();
    vm.refresh();
    vm.dispose();
    timer.advance(REFRESH_DELAY_MS);
    expect(navigator.navigations).toEqual([]);
  });

  test('opening a large screen stores the large-screen flag', () => {
    const { vm, storage } = setup();
    vm.setAddress('/LargeScreen/EnterpriseScreen/overview?sortId=1');
    expect(storage.getItem(STORAGE_KEYS.largeScreen)).toBe('true');
  });

  test('project screens wait for the project list, then show the stored (else the first) project', async () => {
    const { vm, gateway, container, storage } = setup();
    container.get(SessionViewModel).applyLogin(loginData());
    gateway.on(endpoints.headerProjectList, () => projectPage([{ id: 7, projectName: '甲', projectNo: 'A' }, { id: 9, projectName: '乙', projectNo: 'B' }]));
    gateway.on(endpoints.companyOrgList, () => []);
    expect(vm.screenTarget('scope')).toEqual({ ready: true, projectId: undefined });
    expect(vm.screenTarget('project')).toEqual({ ready: false, projectId: undefined });
    await vm.loadProjects();
    expect(vm.screenTarget('project')).toEqual({ ready: true, projectId: 7 });
    // The selector shows the project a project screen shows; on a scope screen only a stored choice.
    expect(vm.selectorProjectId('project')).toBe(7);
    expect(vm.selectorProjectId('scope')).toBeUndefined();
    storage.setItem(STORAGE_KEYS.projectId, '9');
    const companies = container.get(CompanySwitchViewModel);
    await companies.load();
    expect(vm.screenTarget('project')).toEqual({ ready: true, projectId: 9 });
  });

  test('unread badge: the pushed count wins over the loaded list', () => {
    const { vm, container } = setup();
    expect(vm.unreadNotices).toBe(0);
    container.get(LiveFeedViewModel).handle({ type: 'notice', data: '{"unread":7}' });
    expect(vm.unreadNotices).toBe(7);
  });
});
