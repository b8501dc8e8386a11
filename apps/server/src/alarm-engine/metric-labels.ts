import { DEVICE_KINDS, METRICS_BY_KIND, metricOf } from '../telemetry/metrics';

/** Chinese names and units of telemetry metrics (from the telemetry catalogue), and the device types thresholds accept. */
const byMetric = new Map(Object.values(METRICS_BY_KIND).flatMap((list) => list.map((i) => [i.metric as string, i] as const)));

/** Device types a threshold may name (the telemetry device kinds). */
export const THRESHOLD_DEVICE_TYPES: readonly string[] = DEVICE_KINDS;

/** True when devices of `deviceType` report `metric`. */
export const metricOfType = (deviceType: string, metric: string): boolean => metricOf(deviceType, metric) !== undefined;

export const metricName = (metric: string): string => byMetric.get(metric)?.label ?? metric;
export const metricUnit = (metric: string): string => byMetric.get(metric)?.unit ?? '';

/** A value for a message: at most two decimals, no trailing zeros. */
export function formatValue(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '';
  return String(Math.round(v * 100) / 100);
}
