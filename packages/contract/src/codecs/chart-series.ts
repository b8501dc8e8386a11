import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from './lenient';

/** One name/value point of a chart (SPEC §3). */
export const ChartPoint = t.intersection([
  t.type({ name: t.string, value: NumberFromStringOrNumber }),
  t.partial({ color: maybe(t.string) }),
]);
/** One name/value point of a chart. */
export type ChartPoint = t.TypeOf<typeof ChartPoint>;

/** A named series of points, with an optional colour. */
export const ChartSeries = t.intersection([
  t.type({ name: t.string, data: t.array(ChartPoint) }),
  t.partial({ color: maybe(t.string) }),
]);
/** A named series of points. */
export type ChartSeries = t.TypeOf<typeof ChartSeries>;
