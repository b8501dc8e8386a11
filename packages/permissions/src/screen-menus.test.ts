import { ALL_SCREEN_MENUS, ENTERPRISE_SCREEN_MENUS, PROJECT_SCREEN_MENUS, SUPERVISORY_SCREEN_MENUS } from './screen-menus';

type Row = [number, string, string, string | undefined];
const rows = (list: typeof ALL_SCREEN_MENUS): Row[] => list.map((m) => [m.id, m.name, m.route, m.backOfficePath]);

describe('large-screen menus (SPEC §2.6)', () => {
  it('enterprise list, ids 1–10', () => {
    expect(rows(ENTERPRISE_SCREEN_MENUS)).toEqual<Row[]>([
      [1, '项目概况', '/LargeScreen/EnterpriseScreen/overview', '/pName/constructionManagement'],
      [2, '项目管理', '/LargeScreen/EnterpriseScreen/projectManagements', '/projectManage/crmProject'],
      [3, '人员管理', '/LargeScreen/EnterpriseScreen/buildPersonnel', '/personnel/data'],
      [4, '视频监控', '/LargeScreen/EnterpriseScreen/videoMonitor', '/intelligent/car'],
      [5, '特种设备', '/LargeScreen/EnterpriseScreen/danger', undefined],
      [6, '环境监测', '/LargeScreen/EnterpriseScreen/environment', undefined],
      [7, '设备管理', '/LargeScreen/EnterpriseScreen/tested', '/carmanage/tankerCar'],
      [8, '隧道管理', '/LargeScreen/ProjectScreen/tunnelManager', undefined],
    ]);
  });

  it('project list, ids 21–30', () => {
    expect(rows(PROJECT_SCREEN_MENUS)).toEqual<Row[]>([
      [21, '项目简介', '/LargeScreen/ProjectScreen/projectOverview', '/projectManage/taskList'],
      [22, '项目进度', '/LargeScreen/ProjectScreen/ScheduleManagement', '/ProjectSchedules/Projectschedule'],
      [23, '人员管理', '/LargeScreen/ProjectScreen/personnelNew', '/personnel/data'],
      [24, '视频监控', '/LargeScreen/ProjectScreen/video', '/intelligent/car'],
      [25, '特种设备', '/LargeScreen/ProjectScreen/dangersTower', undefined],
      [26, '环境监测', '/LargeScreen/ProjectScreen/GreenConstructionNew', undefined],
      [27, '设备管理', '/LargeScreen/ProjectScreen/testedsNew', '/carmanage/tankerCar'],
    ]);
  });

  it('supervisory list, ids 101–110', () => {
    expect(rows(SUPERVISORY_SCREEN_MENUS)).toEqual<Row[]>([
      [101, '项目概况', '/LargeScreen/SupervisoryScreen/overview', undefined],
      [102, '实名制', '/LargeScreen/SupervisoryScreen/personnel', undefined],
      [103, '视频监控', '/LargeScreen/EnterpriseScreen/videoMonitor', '/intelligent/car'],
      [104, '特种设备', '/LargeScreen/ProjectScreen/jgddangers', undefined],
      [105, '质量安全', '/LargeScreen/ProjectScreen/qualitySafe', '/quality/alarmRecord'],
      [106, '环境监测', '/LargeScreen/ProjectScreen/environMonitoring', undefined],
      [107, '渣土运输监管', '/LargeScreen/ProjectScreen/slagSupervision', undefined],
      [108, '平台预警', '/LargeScreen/ProjectScreen/platformWarning', undefined],
    ]);
  });

  it.each([
    ['enterprise', ENTERPRISE_SCREEN_MENUS, 1, 10],
    ['project', PROJECT_SCREEN_MENUS, 21, 30],
    ['supervisory', SUPERVISORY_SCREEN_MENUS, 101, 110],
  ])('%s ids stay within %i–%i and are unique', (kind, list, low, high) => {
    for (const m of list) {
      expect(m.list).toBe(kind);
      expect(m.id).toBeGreaterThanOrEqual(low);
      expect(m.id).toBeLessThanOrEqual(high);
    }
    expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
  });

  it('all lists together, enterprise first', () => {
    expect(ALL_SCREEN_MENUS.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 21, 22, 23, 24, 25, 26, 27, 101, 102, 103, 104, 105, 106, 107, 108]);
  });
});
