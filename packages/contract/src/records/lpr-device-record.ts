import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 车牌识别设备 (SPEC §7 "Devices", path chosen): the `lpr` devices of a project. */
export const lprDeviceRecord = deviceRecordKind({
  kind: 'lpr',
  title: '车牌识别设备',
  resource: 'LprDevice',
  alias: 'lprDevice',
  page: PAGE.intelligent,
  subPage: SUBPAGE.car,
  chosen: true,
});
