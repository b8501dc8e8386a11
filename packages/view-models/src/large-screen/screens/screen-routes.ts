import { routePathOf } from '@worksite/permissions';
import type { ScreenDefinition } from '../screen-definition';
import { SCREENS, type ScreenId } from './screen-catalogue';

const E = '/LargeScreen/EnterpriseScreen/';
const P = '/LargeScreen/ProjectScreen/';
const S = '/LargeScreen/SupervisoryScreen/';

/**
 * Every large-screen route of SPEC §2.1 (and the `/ProjectScreen/…?id=` entries) → the screen it shows.
 * Tab names of SPEC §2.6 decide the pairing; routes SPEC only names are paired by their meaning
 * (docs/decisions/0171).
 */
export const SCREEN_ROUTES: Readonly<Record<string, ScreenId>> = {
  '/LargeScreen/MixingPlant': 'mixingPlant',
  '/LargeScreen/devicecount': 'equipment',
  '/LargeScreen/ProductionScreen': 'production',

  [`${E}engineering`]: 'enterpriseOverview',
  [`${E}overview`]: 'enterpriseOverview',
  [`${E}projectManagements`]: 'projectManagement',
  [`${E}buildPersonnel`]: 'personnel',
  [`${E}roster`]: 'roster',
  [`${E}videoMonitor`]: 'video',
  [`${E}jgdvideoMonitor`]: 'video',
  [`${E}danger`]: 'specialEquipment',
  [`${E}qualitySafety`]: 'qualitySafety',
  [`${E}environment`]: 'environment',
  [`${E}vehicle`]: 'vehicles',
  [`${E}tested`]: 'equipment',
  [`${E}report`]: 'qualitySafety',
  [`${E}warning`]: 'warning',

  [`${P}projectOverview`]: 'projectOverview',
  [`${P}ScheduleManagement`]: 'schedule',
  [`${P}personnelNew`]: 'personnelProject',
  [`${P}video`]: 'videoProject',
  [`${P}jgddangers`]: 'specialEquipmentProject',
  [`${P}quality`]: 'qualitySafetyProject',
  [`${P}security`]: 'qualitySafetyProject',
  [`${P}qualitySafe`]: 'qualitySafetyProject',
  [`${P}GreenConstructionNew`]: 'environmentProject',
  [`${P}environMonitoring`]: 'environmentProject',
  [`${P}car`]: 'vehiclesProject',
  [`${P}testedsNew`]: 'equipmentProject',
  [`${P}tunnelManager`]: 'tunnel',
  [`${P}platformWarning`]: 'warningProject',
  [`${P}slagSupervision`]: 'muckTransport',
  [`${P}aiRecognitions`]: 'aiRecognition',
  [`${P}dangersTower`]: 'specialEquipmentProject',
  [`${P}mixingPlantMaterials`]: 'plantMaterials',
  [`${P}materialMonitoring`]: 'plantMaterials',

  [`${S}overview`]: 'supervisoryOverview',
  [`${S}personnel`]: 'realName',

  '/VideoMonitoring/Preview': 'video',
  '/VideoMonitoring/Playback': 'video',
  '/VideoMonitoring/Live': 'video',
  '/VideoMonitoring/AI': 'aiRecognition',

  '/InspectionInstitute/TestingInstitution': 'inspection',
  '/InspectionInstitute/TestingInstitutionVideo': 'video',
  '/InspectionInstitute/WitnessSamplingManagement': 'witnessSampling',
  '/InspectionInstitute/SampleManagement': 'samples',

  '/ReadyMixPlantManagement/ReadyMixStationLedger': 'plantLedger',
  '/ReadyMixPlantManagement/ReadyMixStationDust': 'plantDust',
  '/ReadyMixPlantManagement/ReadyMixStationVideo': 'video',

  // SPEC §2.1 entries with a query id (/ProjectScreen/video?id=4 …).
  '/ProjectScreen/engineering': 'projectOverview',
  '/ProjectScreen/projectManagements': 'projectManagement',
  '/ProjectScreen/video': 'videoProject',
  '/ProjectScreen/projectOverview': 'projectOverview',
  '/ProjectScreen/personnel': 'personnelProject',
  '/ProjectScreen/quality': 'qualitySafetyProject',
  '/ProjectScreen/security': 'qualitySafetyProject',
  '/ProjectScreen/devicecount': 'equipmentProject',
  '/ProjectScreen/car': 'vehiclesProject',
  '/ProjectScreen/Tunnel': 'tunnel',
};

/** The screen an address shows (query ignored); undefined for an address that is no large screen. */
export function screenForAddress(address: string): ScreenDefinition | undefined {
  const id = SCREEN_ROUTES[routePathOf(address)];
  return id === undefined ? undefined : SCREENS[id];
}

/** The screens with a project map (the overview screens). */
export function hasMap(screen: ScreenDefinition): boolean {
  return screen.panels.some((p) => p.kind === 'map');
}

/** What `loadScreenCatalogue` resolves with. */
export interface ScreenCatalogue {
  readonly screens: Readonly<Record<ScreenId, ScreenDefinition>>;
  readonly routes: Readonly<Record<string, ScreenId>>;
  screenForAddress(address: string): ScreenDefinition | undefined;
}

/** The catalogue as one value (the lazily loaded module's export). */
export const screenCatalogue: ScreenCatalogue = { screens: SCREENS, routes: SCREEN_ROUTES, screenForAddress };
