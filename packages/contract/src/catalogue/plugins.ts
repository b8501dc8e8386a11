import type { Endpoint } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { resourceEndpoints } from '../define-endpoints';

/** Every plug-in call goes through the plug-in wrapper (2000 ms, no credentials); prefixes are chosen. */
const PLUGIN = { client: 'plugin', pathChosen: true } as const;
const mixer = (resource: string) => `/plugin/mixer/${resource}`;

/** Lift, mixer and tower-crane plug-in calls (SPEC §7 "Plug-in API"), under `/prod-apiplus/plugin/…`. */
export const pluginEndpoints: Record<string, Endpoint> = {
  ...resourceEndpoints('/plugin/lift/InterLiftDevice', 'pluginLift', PAGE.machinery, SUBPAGE.machineryLedger, [
    ['POST', 'AddDevice'],
    ['POST', 'EditDevice'],
    ['POST', 'GetList'],
  ], PLUGIN),
  ...resourceEndpoints(mixer('DeviceMachine'), 'pluginMixerMachine', PAGE.concrete, SUBPAGE.concDevice, [
    ['POST', 'MultipleConditionQuery'],
    ['POST', 'Create'],
    ['POST', 'Update'],
    ['GET', 'Delete'],
  ], PLUGIN),
  ...resourceEndpoints(mixer('DeviceManagementCard'), 'pluginMixerCard', PAGE.concrete, SUBPAGE.concDevice, [
    ['GET', 'QueryByDeviceSerils'],
  ], PLUGIN),
  ...resourceEndpoints(mixer('DeviceMaintainPlan'), 'pluginMixerPlan', PAGE.concrete, SUBPAGE.concDevice, [
    ['POST', 'Create'],
    ['POST', 'MultipleConditionQuery'],
    ['POST', 'Update'],
    ['GET', 'Delete'],
  ], PLUGIN),
  ...resourceEndpoints(mixer('MaintenanceRec'), 'pluginMixerRec', PAGE.concrete, SUBPAGE.concDevice, [
    ['POST', 'Create'],
    ['POST', 'MultipleConditionQuery'],
  ], PLUGIN),
  ...resourceEndpoints(mixer('MaintenanceTemplate'), 'pluginMixerTemplate', PAGE.concrete, SUBPAGE.concDevice, [
    ['POST', 'Create'],
    ['POST', 'MultipleConditionQuery'],
    ['POST', 'Update'],
  ], PLUGIN),
  ...resourceEndpoints('/plugin/tower/TyTaDiaoStatistics', 'pluginTower', PAGE.deviceManage, SUBPAGE.towerCrane, [
    ['POST', 'GetTadiaoDevice'],
    ['POST', 'AddTadiaoDevice'],
    ['POST', 'UpdateTadiaoDevice'],
  ], PLUGIN),
};
