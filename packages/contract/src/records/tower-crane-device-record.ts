import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 塔吊设备 (SPEC §7 "Devices"): the `crane` devices of a project. */
export const tadiaoDeviceRecord = deviceRecordKind({
  kind: 'crane',
  title: '塔吊设备',
  resource: 'TadiaoDevice',
  alias: 'tadiaoDevice',
  page: PAGE.deviceManage,
  subPage: SUBPAGE.towerCrane,
});
