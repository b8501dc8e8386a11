import { messages as m } from './messages';

/** Which large-screen menu list (SPEC §2.5–2.6). */
export type ScreenListKind = 'enterprise' | 'project' | 'supervisory';

/** One large-screen tab: id, Chinese name, route and related back-office path (SPEC §2.6). */
export interface ScreenMenu {
  readonly id: number;
  readonly list: ScreenListKind;
  readonly name: string;
  readonly route: string;
  /** Related back-office path; undefined where SPEC gives no link. */
  readonly backOfficePath: string | undefined;
}

const E = '/LargeScreen/EnterpriseScreen/';
const P = '/LargeScreen/ProjectScreen/';
const S = '/LargeScreen/SupervisoryScreen/';

const list = (kind: ScreenListKind, firstId: number, rows: readonly [string, string, string?][]): ScreenMenu[] =>
  rows.map(([name, route, backOfficePath], i) => ({ id: firstId + i, list: kind, name, route, backOfficePath }));

/** Enterprise tabs, ids from 1 (range 1–10), in SPEC §2.6 order. */
export const ENTERPRISE_SCREEN_MENUS: readonly ScreenMenu[] = list('enterprise', 1, [
  [m.screenProjectOverview, `${E}overview`, '/pName/constructionManagement'],
  [m.screenProjectManagement, `${E}projectManagements`, '/projectManage/crmProject'],
  [m.screenPersonnel, `${E}buildPersonnel`, '/personnel/data'],
  [m.screenVideo, `${E}videoMonitor`, '/intelligent/car'],
  [m.screenSpecialEquipment, `${E}danger`],
  [m.screenEnvironment, `${E}environment`],
  [m.screenEquipment, `${E}tested`, '/carmanage/tankerCar'],
  [m.screenTunnel, `${P}tunnelManager`],
]);

/** Project tabs, ids from 21 (range 21–30), in SPEC §2.6 order. */
export const PROJECT_SCREEN_MENUS: readonly ScreenMenu[] = list('project', 21, [
  [m.screenProjectProfile, `${P}projectOverview`, '/projectManage/taskList'],
  [m.screenProgress, `${P}ScheduleManagement`, '/ProjectSchedules/Projectschedule'],
  [m.screenPersonnel, `${P}personnelNew`, '/personnel/data'],
  [m.screenVideo, `${P}video`, '/intelligent/car'],
  [m.screenSpecialEquipment, `${P}dangersTower`],
  [m.screenEnvironment, `${P}GreenConstructionNew`],
  [m.screenEquipment, `${P}testedsNew`, '/carmanage/tankerCar'],
]);

/** Supervisory tabs, ids from 101 (range 101–110), in SPEC §2.6 order. */
export const SUPERVISORY_SCREEN_MENUS: readonly ScreenMenu[] = list('supervisory', 101, [
  [m.screenProjectOverview, `${S}overview`],
  [m.screenRealName, `${S}personnel`],
  [m.screenVideo, `${E}videoMonitor`, '/intelligent/car'],
  [m.screenSpecialEquipment, `${P}jgddangers`],
  [m.screenQualitySafety, `${P}qualitySafe`, '/quality/alarmRecord'],
  [m.screenEnvironment, `${P}environMonitoring`],
  [m.screenMuckTransport, `${P}slagSupervision`],
  [m.screenPlatformWarning, `${P}platformWarning`],
]);

/** All three lists, enterprise first: the order in which a back-office path is matched. */
export const ALL_SCREEN_MENUS: readonly ScreenMenu[] = [
  ...ENTERPRISE_SCREEN_MENUS,
  ...PROJECT_SCREEN_MENUS,
  ...SUPERVISORY_SCREEN_MENUS,
];
