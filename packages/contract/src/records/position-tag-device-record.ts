import { PAGE, SUBPAGE } from '../menu/page-keys';
import { deviceRecordKind } from './declaration/device-record-kind';

/** 定位标签 (SPEC §7 "Devices", path chosen): the `tag` devices of a project. */
export const positionTagDeviceRecord = deviceRecordKind({
  kind: 'tag',
  title: '定位标签',
  resource: 'PositionTagDevice',
  alias: 'positionTagDevice',
  page: PAGE.positioning,
  subPage: SUBPAGE.positionTag,
  chosen: true,
});
