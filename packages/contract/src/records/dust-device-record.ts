import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 扬尘监测设备 (SPEC §7 "Devices"): the `dust` devices of a project. */
export const dustDeviceRecord = deviceRecordKind({
  kind: 'dust',
  title: '扬尘监测设备',
  resource: 'DustDevice',
  alias: 'dustDevice',
  page: PAGE.deviceManage,
  subPage: SUBPAGE.dustDevice,
});
