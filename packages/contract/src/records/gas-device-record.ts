import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 气体检测设备 (SPEC §7 "Devices", path chosen): the `gas` devices of a project. */
export const gasDeviceRecord = deviceRecordKind({
  kind: 'gas',
  title: '气体检测设备',
  resource: 'GasDevice',
  alias: 'gasDevice',
  page: PAGE.gasDetection,
  subPage: SUBPAGE.gasDevice,
  chosen: true,
});
