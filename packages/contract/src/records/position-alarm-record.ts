import { PAGE, SUBPAGE } from '../menu/page-keys';
import { alarmView } from './declaration/alarm-record-kind';

/** 定位报警: the alarm records of tag devices, read-only (handled on 报警记录; docs/decisions/0370). */
export const positionAlarmRecord = alarmView({
  name: 'positionAlarm',
  title: '定位报警',
  permission: { page: PAGE.positioning, subPage: SUBPAGE.positionAlarm },
  deviceType: 'tag',
  prefix: '/api/PositionAlarm',
  alias: 'positionAlarm',
  action: 'PositionAlarm',
});
