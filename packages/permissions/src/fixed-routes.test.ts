import { FIXED_ROUTES, LARGE_SCREEN_REDIRECT, OPEN_PATHS, STANDALONE_PATHS, type FixedRoute } from './fixed-routes';
import { flattenTree } from './flatten-tree';

const all = flattenTree<FixedRoute>(FIXED_ROUTES);
const byPath = (path: string) => all.find((r) => r.path === path);

describe('fixed routes (SPEC §2.1)', () => {
  it.each([
    ['/', '/backHome'],
    ['/LargeScreen', '/LargeScreen/EnterpriseScreen/engineering'],
  ])('%s redirects to %s', (path, redirect) => {
    expect(byPath(path)?.redirect).toBe(redirect);
  });

  it('the /LargeScreen redirect lands on a route', () => {
    expect(byPath(LARGE_SCREEN_REDIRECT)).toBeDefined();
  });

  it.each([
    ['open', ['/login', '/register', '/ysyiframe', '/ifc']],
    ['standalone', ['/404', '/indexHomes', '/DevelopmentConfig', '/largeProjectseen']],
  ])('%s pages', (area, paths) => {
    expect(all.filter((r) => r.area === area).map((r) => r.path)).toEqual(paths);
    expect(area === 'open' ? OPEN_PATHS : STANDALONE_PATHS).toEqual(paths);
  });

  it.each([
    '/backHome', '/MyAccount/index', '/MessageNotification/MessageNotifications', '/ProductionScreen',
    '/ProjectScreen/concrete', '/projectManage/crmProject', '/deviceManagement/maintenance',
  ])('back office has %s', (path) => {
    expect(byPath(path)?.area).toBe('backOffice');
  });

  it('/backHome reads sortId and the mode variants', () => {
    expect(byPath('/backHome')?.query).toEqual(['sortId', 'enterpid1', 'pjctid1', 'governmentid1', 'poctent1']);
    expect(byPath('/ProjectScreen/concrete')?.queryIds).toEqual([18]);
  });

  const children = (parent: string) => (byPath(parent)?.children ?? []).map((r) => r.path.slice(parent.length + 1));

  it.each([
    ['/LargeScreen', ['MixingPlant', 'devicecount', 'ProductionScreen', 'EnterpriseScreen', 'ProjectScreen', 'SupervisoryScreen']],
    ['/LargeScreen/EnterpriseScreen', [
      'engineering', 'overview', 'projectManagements', 'buildPersonnel', 'roster', 'videoMonitor', 'jgdvideoMonitor',
      'danger', 'qualitySafety', 'environment', 'vehicle', 'tested', 'report', 'warning',
    ]],
    ['/LargeScreen/ProjectScreen', [
      'projectOverview', 'ScheduleManagement', 'personnelNew', 'video', 'jgddangers', 'quality', 'security', 'qualitySafe',
      'GreenConstructionNew', 'environMonitoring', 'car', 'testedsNew', 'tunnelManager', 'platformWarning',
      'slagSupervision', 'aiRecognitions', 'dangersTower', 'mixingPlantMaterials', 'materialMonitoring',
    ]],
    ['/LargeScreen/SupervisoryScreen', ['overview', 'personnel']],
    ['/VideoMonitoring', ['Preview', 'Playback', 'Live', 'AI']],
    ['/InspectionInstitute', ['TestingInstitution', 'TestingInstitutionVideo', 'WitnessSamplingManagement', 'SampleManagement']],
    ['/ReadyMixPlantManagement', ['ReadyMixStationLedger', 'ReadyMixStationDust', 'ReadyMixStationVideo']],
  ])('%s children', (parent, keys) => {
    expect(children(parent)).toEqual(keys);
  });

  it('flags only the roster route as requiring authentication', () => {
    expect(all.filter((r) => r.requiresAuth).map((r) => r.path)).toEqual(['/LargeScreen/EnterpriseScreen/roster']);
  });

  it.each([
    ['/ProjectScreen/engineering', [1]],
    ['/ProjectScreen/projectManagements', [2]],
    ['/ProjectScreen/video', [4, 14]],
    ['/ProjectScreen/projectOverview', [11]],
    ['/ProjectScreen/personnel', [13]],
    ['/ProjectScreen/quality', [16]],
    ['/ProjectScreen/security', [17]],
    ['/ProjectScreen/devicecount', [20]],
    ['/ProjectScreen/car', [21]],
    ['/ProjectScreen/Tunnel', [22]],
  ])('screen entry %s takes ids %j', (path, ids) => {
    expect(byPath(path)).toMatchObject({ area: 'screenEntry', queryIds: ids });
  });

  it('has no duplicate paths', () => {
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
  });
});
