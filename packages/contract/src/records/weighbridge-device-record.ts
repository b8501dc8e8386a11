import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 地磅 (SPEC §7 "Devices", path chosen): the `weighbridge` devices of a project. */
export const weighbridgeDeviceRecord = deviceRecordKind({
  kind: 'weighbridge',
  title: '地磅',
  resource: 'WeighbridgeDevice',
  alias: 'weighbridgeDevice',
  page: PAGE.concrete,
  subPage: SUBPAGE.concDevice,
  chosen: true,
});
