/**
 * Endpoints of the contract catalogue the server does not mount yet (areas not built: qualification, builder
 * licence and completion records, the plug-in devices), in catalogue order. The
 * route sweep asserts exactly these are missing: an area that lands removes its names here.
 */
export const NOT_MOUNTED: readonly string[] = [
  'pluginLiftAddDevice',
  'pluginLiftEditDevice',
  'pluginLiftGetList',
  'pluginMixerMachineMultipleConditionQuery',
  'pluginMixerMachineCreate',
  'pluginMixerMachineUpdate',
  'pluginMixerMachineDelete',
  'pluginMixerCardQueryByDeviceSerils',
  'pluginMixerPlanCreate',
  'pluginMixerPlanMultipleConditionQuery',
  'pluginMixerPlanUpdate',
  'pluginMixerPlanDelete',
  'pluginMixerRecCreate',
  'pluginMixerRecMultipleConditionQuery',
  'pluginMixerTemplateCreate',
  'pluginMixerTemplateMultipleConditionQuery',
  'pluginMixerTemplateUpdate',
  'pluginTowerGetTadiaoDevice',
  'pluginTowerAddTadiaoDevice',
  'pluginTowerUpdateTadiaoDevice',
];
