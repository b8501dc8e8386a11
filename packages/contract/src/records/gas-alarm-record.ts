import { PAGE, SUBPAGE } from '../menu/page-keys';
import { alarmView } from './declaration/alarm-record-kind';

/** 气体报警: the alarm records of gas devices, read-only (handled on 报警记录; docs/decisions/0370). */
export const gasAlarmRecord = alarmView({
  name: 'gasAlarm',
  title: '气体报警',
  permission: { page: PAGE.gasDetection, subPage: SUBPAGE.gasAlarm },
  deviceType: 'gas',
  prefix: '/api/GasAlarm',
  alias: 'gasAlarm',
  action: 'GasAlarm',
});
