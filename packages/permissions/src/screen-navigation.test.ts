import {
  backOfficeTarget,
  isLargeScreenAddress,
  largeScreenSwitchTarget,
  ownLargeScreenSwitchTarget,
  screenListKind,
  screenMenuForAddress,
  screenMenusBySortId,
  screenTabTarget,
  showsProjectSelector,
  splitTabs,
} from './screen-navigation';
import { ENTERPRISE_SCREEN_MENUS, PROJECT_SCREEN_MENUS, SUPERVISORY_SCREEN_MENUS } from './screen-menus';

describe('screenMenusBySortId (SPEC §2.5)', () => {
  it.each([
    [1, 'enterprise'],
    [10, 'enterprise'],
    [20, 'enterprise'],
    [21, 'project'],
    [30, 'project'],
    [100, 'project'],
    [101, 'supervisory'],
    [110, 'supervisory'],
    [999, 'supervisory'],
    [0, 'enterprise'],
    [undefined, 'enterprise'],
    [Number.NaN, 'enterprise'],
  ])('sortId %s → %s list', (sortId, kind) => {
    expect(screenListKind(sortId)).toBe(kind);
    const expected = { enterprise: ENTERPRISE_SCREEN_MENUS, project: PROJECT_SCREEN_MENUS, supervisory: SUPERVISORY_SCREEN_MENUS }[kind];
    expect(screenMenusBySortId(sortId)).toBe(expected);
  });
});

describe('showsProjectSelector', () => {
  it.each([
    [1, false],
    [10, false],
    [11, true],
    [21, true],
    [101, true],
    [undefined, false],
  ])('sortId %s → %s', (sortId, expected) => {
    expect(showsProjectSelector(sortId)).toBe(expected);
  });
});

describe('splitTabs', () => {
  it.each([
    [ENTERPRISE_SCREEN_MENUS, [1, 2, 3, 4], [5, 6, 7, 8]],
    [PROJECT_SCREEN_MENUS, [21, 22, 23, 24], [25, 26, 27]],
    [SUPERVISORY_SCREEN_MENUS, [101, 102, 103, 104], [105, 106, 107, 108]],
    [[], [], []],
  ])('splits into left %j and right %j', (list, left, right) => {
    const halves = splitTabs(list);
    expect([halves.left.map((m) => m.id), halves.right.map((m) => m.id)]).toEqual([left, right]);
  });
});

describe('tab and back-office targets', () => {
  it.each([
    [ENTERPRISE_SCREEN_MENUS[0], '/LargeScreen/EnterpriseScreen/overview?sortId=1', '/pName/constructionManagement'],
    [ENTERPRISE_SCREEN_MENUS[4], '/LargeScreen/EnterpriseScreen/danger?sortId=5', '/backHome'],
    [PROJECT_SCREEN_MENUS[1], '/LargeScreen/ProjectScreen/ScheduleManagement?sortId=22', '/ProjectSchedules/Projectschedule'],
    [SUPERVISORY_SCREEN_MENUS[4], '/LargeScreen/ProjectScreen/qualitySafe?sortId=105', '/quality/alarmRecord'],
    [SUPERVISORY_SCREEN_MENUS[0], '/LargeScreen/SupervisoryScreen/overview?sortId=101', '/backHome'],
  ])('%j', (menu, tab, backOffice) => {
    expect(screenTabTarget(menu!)).toBe(tab);
    expect(backOfficeTarget(menu)).toBe(backOffice);
  });

  it('goes to /backHome without a tab', () => {
    expect(backOfficeTarget(undefined)).toBe('/backHome');
  });
});

describe('screenMenuForAddress', () => {
  it.each([
    ['/LargeScreen/EnterpriseScreen/videoMonitor?sortId=4', 4, 4],
    ['/LargeScreen/EnterpriseScreen/videoMonitor?sortId=103', 103, 103],
    ['/LargeScreen/ProjectScreen/video', 24, 24],
    ['/LargeScreen/ProjectScreen/tunnelManager', 1, 8],
    ['/LargeScreen/ProjectScreen/slagSupervision', undefined, 107],
    ['/backHome', 1, undefined],
  ])('%s (sortId %s) → tab %s', (address, sortId, id) => {
    expect(screenMenuForAddress(address, sortId)?.id).toBe(id);
  });
});

describe('largeScreenSwitchTarget (SPEC §2.5)', () => {
  it.each([
    ['/pName/constructionManagement', '/LargeScreen/EnterpriseScreen/overview?sortId=1'],
    ['/projectManage/crmProject?x=1', '/LargeScreen/EnterpriseScreen/projectManagements?sortId=2'],
    ['/personnel/data', '/LargeScreen/EnterpriseScreen/buildPersonnel?sortId=3'],
    ['/intelligent/car', '/LargeScreen/EnterpriseScreen/videoMonitor?sortId=4'],
    ['/carmanage/tankerCar/', '/LargeScreen/EnterpriseScreen/tested?sortId=7'],
    ['/projectManage/taskList', '/LargeScreen/ProjectScreen/projectOverview?sortId=21'],
    ['/ProjectSchedules/Projectschedule', '/LargeScreen/ProjectScreen/ScheduleManagement?sortId=22'],
    ['/quality/alarmRecord', '/LargeScreen/ProjectScreen/qualitySafe?sortId=105'],
    ['/backHome', '/ProjectScreen/engineering?id=1'],
    ['/deviceManage/Maintenance/template', '/ProjectScreen/engineering?id=1'],
  ])('%s → %s', (address, target) => {
    expect(largeScreenSwitchTarget(address)).toBe(target);
  });

  it('searches the given list first', () => {
    expect(largeScreenSwitchTarget('/personnel/data', PROJECT_SCREEN_MENUS)).toBe('/LargeScreen/ProjectScreen/personnelNew?sortId=23');
  });
});

describe('isLargeScreenAddress (SPEC §2.3)', () => {
  it.each([
    ['/LargeScreen/EnterpriseScreen/overview', true],
    ['http://host/largescreen/x', true],
    ['/LARGESCREEN', true],
    ['/backHome?from=LargeScreen', true],
    ['/backHome', false],
    ['/ProjectScreen/engineering?id=1', false],
    ['/largeProjectseen', false],
  ])('%s → %s', (address, expected) => {
    expect(isLargeScreenAddress(address)).toBe(expected);
  });
});

describe('ownLargeScreenSwitchTarget: 切换大屏 to the viewer\'s own kind of screen (issue 11, docs/decisions/0394)', () => {
  it.each([
    [0, '/backHome', '/LargeScreen/EnterpriseScreen/overview?sortId=1'],
    [1, '/backHome', '/LargeScreen/SupervisoryScreen/overview?sortId=101'],
    [2, '/backHome', '/LargeScreen/ProjectScreen/projectOverview?sortId=21'],
    [0, '/personnel/data', '/LargeScreen/EnterpriseScreen/buildPersonnel?sortId=3'],
    [2, '/personnel/data', '/LargeScreen/ProjectScreen/personnelNew?sortId=23'],
    [1, '/quality/alarmRecord', '/LargeScreen/ProjectScreen/qualitySafe?sortId=105'],
    [0, '/ProjectSchedules/Projectschedule', '/LargeScreen/EnterpriseScreen/overview?sortId=1'],
    [undefined, '/backHome', '/ProjectScreen/engineering?id=1'],
  ])('type %p on %s → %s', (type, address, target) => {
    expect(ownLargeScreenSwitchTarget(address, type)).toBe(target);
  });
});
