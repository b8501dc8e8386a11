import { messages } from './messages';

/** Which part of the app a fixed route belongs to (SPEC §2.1). */
export type FixedRouteArea =
  | 'root'
  | 'open'
  | 'standalone'
  | 'backOffice'
  | 'largeScreen'
  | 'screenEntry'
  | 'videoMonitoring'
  | 'inspectionInstitute'
  | 'readyMixPlant';

/** A fixed route of SPEC §2.1; every path is absolute. */
export interface FixedRoute {
  readonly path: string;
  readonly area: FixedRouteArea;
  readonly title?: string;
  readonly redirect?: string;
  /** Only the roster route is flagged as requiring authentication (SPEC §2.3). */
  readonly requiresAuth?: boolean;
  /** Query keys the route reads. */
  readonly query?: readonly string[];
  /** Query ids that open this screen (SPEC §2.1 "large-screen entries with a query id"). */
  readonly queryIds?: readonly number[];
  readonly children?: readonly FixedRoute[];
}

const leaves = (parent: string, area: FixedRouteArea, keys: readonly string[]): FixedRoute[] =>
  keys.map((k) => (k === 'roster' ? { path: `${parent}/${k}`, area, requiresAuth: true } : { path: `${parent}/${k}`, area }));

/** Pages reachable without sign-in (SPEC §2.1). */
export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/ysyiframe', '/ifc'];

/** Standalone pages outside any layout, also reachable without sign-in (SPEC §2.1). */
export const STANDALONE_PATHS: readonly string[] = ['/404', '/indexHomes', '/DevelopmentConfig', '/largeProjectseen'];

/** Where `/` and `/LargeScreen` send the user (SPEC §2.1). */
export const ROOT_REDIRECT = '/backHome';
/** Where `/LargeScreen` redirects (SPEC §2.1). */
export const LARGE_SCREEN_REDIRECT = '/LargeScreen/EnterpriseScreen/engineering';

const E = '/LargeScreen/EnterpriseScreen';
const P = '/LargeScreen/ProjectScreen';
const S = '/LargeScreen/SupervisoryScreen';

/** The fixed route list of SPEC §2.1, as data. */
export const FIXED_ROUTES: readonly FixedRoute[] = [
  { path: '/', area: 'root', redirect: ROOT_REDIRECT },
  ...OPEN_PATHS.map((path): FixedRoute => ({ path, area: 'open' })),
  ...STANDALONE_PATHS.map((path): FixedRoute => ({ path, area: 'standalone' })),
  { path: '/backHome', area: 'backOffice', title: messages.home, query: ['sortId', 'enterpid1', 'pjctid1', 'governmentid1', 'poctent1'] },
  { path: '/MyAccount/index', area: 'backOffice', title: messages.myAccount },
  { path: '/MessageNotification/MessageNotifications', area: 'backOffice', title: messages.messageNotices },
  { path: '/ProductionScreen', area: 'backOffice', title: messages.productionScreen },
  { path: '/ProjectScreen/concrete', area: 'backOffice', title: messages.concreteScreen, query: ['id'], queryIds: [18] },
  { path: '/projectManage/crmProject', area: 'backOffice', title: messages.crmProject },
  { path: '/deviceManagement/maintenance', area: 'backOffice', title: messages.maintenanceTemplates },
  {
    path: '/LargeScreen',
    area: 'largeScreen',
    redirect: LARGE_SCREEN_REDIRECT,
    children: [
      ...leaves('/LargeScreen', 'largeScreen', ['MixingPlant', 'devicecount', 'ProductionScreen']),
      {
        path: E,
        area: 'largeScreen',
        // `engineering` is the target of the /LargeScreen redirect, so it exists (docs/decisions/0026).
        children: leaves(E, 'largeScreen', [
          'engineering', 'overview', 'projectManagements', 'buildPersonnel', 'roster', 'videoMonitor', 'jgdvideoMonitor',
          'danger', 'qualitySafety', 'environment', 'vehicle', 'tested', 'report', 'warning',
        ]),
      },
      {
        path: P,
        area: 'largeScreen',
        children: leaves(P, 'largeScreen', [
          'projectOverview', 'ScheduleManagement', 'personnelNew', 'video', 'jgddangers', 'quality', 'security', 'qualitySafe',
          'GreenConstructionNew', 'environMonitoring', 'car', 'testedsNew', 'tunnelManager', 'platformWarning',
          'slagSupervision', 'aiRecognitions', 'dangersTower', 'mixingPlantMaterials', 'materialMonitoring',
        ]),
      },
      { path: S, area: 'largeScreen', children: leaves(S, 'largeScreen', ['overview', 'personnel']) },
    ],
  },
  { path: '/VideoMonitoring', area: 'videoMonitoring', children: leaves('/VideoMonitoring', 'videoMonitoring', ['Preview', 'Playback', 'Live', 'AI']) },
  {
    path: '/InspectionInstitute',
    area: 'inspectionInstitute',
    children: leaves('/InspectionInstitute', 'inspectionInstitute', [
      'TestingInstitution', 'TestingInstitutionVideo', 'WitnessSamplingManagement', 'SampleManagement',
    ]),
  },
  {
    path: '/ReadyMixPlantManagement',
    area: 'readyMixPlant',
    children: leaves('/ReadyMixPlantManagement', 'readyMixPlant', ['ReadyMixStationLedger', 'ReadyMixStationDust', 'ReadyMixStationVideo']),
  },
  ...(
    [
      ['engineering', [1]],
      ['projectManagements', [2]],
      ['video', [4, 14]],
      ['projectOverview', [11]],
      ['personnel', [13]],
      ['quality', [16]],
      ['security', [17]],
      ['devicecount', [20]],
      ['car', [21]],
      ['Tunnel', [22]],
    ] as const
  ).map(([key, ids]): FixedRoute => ({ path: `/ProjectScreen/${key}`, area: 'screenEntry', query: ['id'], queryIds: ids })),
];

/** Screen query ids that SPEC §2.1 lists without a route (personnel, special equipment, quality, safety, environment, progress). */
export const SCREEN_IDS_WITHOUT_ROUTE: readonly number[] = [3, 5, 6, 7, 8, 12, 15, 19];
