import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 视频监控设备 (SPEC §7 "Devices"): the `camera` devices of a project. */
export const videoMonitorDeviceRecord = deviceRecordKind({
  kind: 'camera',
  title: '视频监控设备',
  resource: 'VideoMonitorDevice',
  alias: 'videoMonitorDevice',
  page: PAGE.deviceManage,
  subPage: SUBPAGE.videoDevice,
});
