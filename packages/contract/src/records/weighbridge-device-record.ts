import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 地磅 (SPEC §7 "Devices", path chosen): the `weighbridge` devices of a project, on 车辆管理 › 地磅管理 (0382). */
export const weighbridgeDeviceRecord = deviceRecordKind({
  kind: 'weighbridge',
  title: '地磅',
  resource: 'WeighbridgeDevice',
  alias: 'weighbridgeDevice',
  page: PAGE.carmanage,
  subPage: SUBPAGE.weighbridge,
  chosen: true,
});
