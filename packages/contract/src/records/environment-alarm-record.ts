import { PAGE, SUBPAGE } from '../menu/page-keys';
import { alarmView } from './declaration/alarm-record-kind';

/** 环境报警: the alarm records of dust devices, read-only (handled on 报警记录; docs/decisions/0370). */
export const environmentAlarmRecord = alarmView({
  name: 'environmentAlarm',
  title: '环境报警',
  permission: { page: PAGE.environment, subPage: SUBPAGE.environmentAlarm },
  deviceType: 'dust',
  prefix: '/api/EnvironmentAlarm',
  alias: 'environmentAlarm',
  action: 'EnvironmentAlarm',
});
