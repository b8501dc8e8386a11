import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from './lenient';

/** A threshold as listed: scopeKind platform (company_id null), company (project null) or project. */
export const AlarmThreshold = t.intersection([
  t.type({ id: NumberFromStringOrNumber, deviceType: t.string, metric: t.string, level: NumberFromStringOrNumber }),
  t.partial({
    scopeKind: t.keyof({ platform: null, company: null, project: null }),
    companyId: maybe(NumberFromStringOrNumber),
    companyName: maybe(t.string),
    projectId: maybe(NumberFromStringOrNumber),
    projectName: maybe(t.string),
    metricName: maybe(t.string),
    unit: maybe(t.string),
    upperLimit: maybe(NumberFromStringOrNumber),
    lowerLimit: maybe(NumberFromStringOrNumber),
    levelName: maybe(t.string),
    durationSeconds: maybe(NumberFromStringOrNumber),
    clearSeconds: maybe(NumberFromStringOrNumber),
    /** HH:MM (China time) or '' for all day; windows may wrap midnight (22:00–06:00). */
    activeFrom: maybe(t.string),
    activeTo: maybe(t.string),
    enabled: maybe(NumberFromStringOrNumber),
    remark: maybe(t.string),
    updateTime: maybe(t.string),
  }),
]);
export type AlarmThreshold = t.TypeOf<typeof AlarmThreshold>;
