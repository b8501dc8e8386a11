import type { Endpoint } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { resourceEndpoints, type ResourceAction } from './define-endpoints';

const D = PAGE.deviceManage;
const LIST = { envelope: 'list' } as const;

const DEVICE_ACTIONS: readonly ResourceAction[] = [
  ['GET', 'PCWhereDeviceList', LIST],
  ['GET', 'GetDeviceDetailByID'],
  ['POST', 'PCCreateDevice'],
  ['POST', 'PCModifyDevice'],
  ['POST', 'PCDeleteDevice'],
];

/** Device types, tower-crane, dust and video devices, plate-recognition cars (SPEC §7 "Devices"). */
export const deviceEndpoints: Record<string, Endpoint> = {
  ...resourceEndpoints('/api/DeviceType', 'deviceType', D, SUBPAGE.deviceType, [
    ['GET', 'WhereDeviceTypeList', { ...LIST, access: 'session', summary: '设备类型（也是下拉）' }],
    ['POST', 'Add'],
    ['POST', 'Update'],
    ['POST', 'Delete'],
  ]),
  ...resourceEndpoints('/api/TadiaoDevice', 'tadiaoDevice', D, SUBPAGE.towerCrane, DEVICE_ACTIONS),
  ...resourceEndpoints('/api/DustDevice', 'dustDevice', D, SUBPAGE.dustDevice, DEVICE_ACTIONS),
  ...resourceEndpoints('/api/VideoMonitorDevice', 'videoMonitorDevice', D, SUBPAGE.videoDevice, DEVICE_ACTIONS),
  ...resourceEndpoints('/api/LprCar', 'lprCar', PAGE.intelligent, SUBPAGE.car, [
    ['GET', 'WhereLprCarList', LIST],
    ['GET', 'GetLprCarDetail'],
    ['POST', 'CreateLprCar'],
    ['POST', 'ModifyLprCar'],
  ]),
};
