import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from './lenient';

/** An alarm record (one per threshold episode). */
export const AlarmRecord = t.intersection([
  t.type({ id: NumberFromStringOrNumber, deviceId: NumberFromStringOrNumber, metric: t.string, level: NumberFromStringOrNumber, status: NumberFromStringOrNumber }),
  t.partial({
    deviceName: maybe(t.string),
    deviceType: maybe(t.string),
    companyId: maybe(NumberFromStringOrNumber),
    projectId: maybe(NumberFromStringOrNumber),
    projectName: maybe(t.string),
    districtCode: maybe(t.string),
    thresholdId: maybe(NumberFromStringOrNumber),
    metricName: maybe(t.string),
    unit: maybe(t.string),
    value: maybe(NumberFromStringOrNumber),
    peakValue: maybe(NumberFromStringOrNumber),
    upperLimit: maybe(NumberFromStringOrNumber),
    lowerLimit: maybe(NumberFromStringOrNumber),
    levelName: maybe(t.string),
    statusName: maybe(t.string),
    startedAt: maybe(t.string),
    raisedAt: maybe(t.string),
    recoveredAt: maybe(t.string),
    measures: maybe(t.string),
    acknowledgedBy: maybe(t.string),
    acknowledgedAt: maybe(t.string),
    handledBy: maybe(t.string),
    handledAt: maybe(t.string),
    closedBy: maybe(t.string),
    closedAt: maybe(t.string),
  }),
]);
export type AlarmRecord = t.TypeOf<typeof AlarmRecord>;

/** One entry of an alarm's audit trail (GetAlarmHistory): a move, who made it and when, the state and measures after it. */
export const AlarmHistoryEntry = t.type({
  action: t.string,
  actionName: t.string,
  userName: t.string,
  at: t.string,
  statusBefore: maybe(NumberFromStringOrNumber),
  statusAfter: maybe(NumberFromStringOrNumber),
  measures: t.string,
});
export type AlarmHistoryEntry = t.TypeOf<typeof AlarmHistoryEntry>;
