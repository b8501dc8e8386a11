import { DEVICE_KIND } from '@worksite/lookups';
import type { Metric } from './readings-hook';

/** Device kinds of the `devices.device_type` column. */
export const DEVICE_KINDS = ['dust', 'crane', 'gas', 'tag', 'weighbridge', 'camera', 'lpr'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const isDeviceKind = (v: unknown): v is DeviceKind => typeof v === 'string' && (DEVICE_KINDS as readonly string[]).includes(v);

/** One metric a device kind reports: label, unit and the range a plausible reading lies in. */
export interface MetricInfo {
  readonly metric: Metric;
  readonly label: string;
  readonly unit: string;
  readonly min: number;
  readonly max: number;
}

const m = (metric: Metric, label: string, unit: string, min: number, max: number): MetricInfo => ({ metric, label, unit, min, max });

/**
 * What each device kind may report (issue 5). Readings outside [min, max] are refused as sensor faults;
 * thresholds (alarms) lie well inside these ranges.
 */
export const METRICS_BY_KIND: Readonly<Record<DeviceKind, readonly MetricInfo[]>> = {
  dust: [
    m('dust', '总悬浮颗粒物', 'mg/m³', 0, 20),
    m('pm25', 'PM2.5', 'μg/m³', 0, 2000),
    m('pm10', 'PM10', 'μg/m³', 0, 3000),
    m('noise', '噪声', 'dB', 0, 160),
    m('temperature', '温度', '℃', -50, 70),
    m('humidity', '湿度', '%RH', 0, 100),
    m('windSpeed', '风速', 'm/s', 0, 75),
    m('windDirection', '风向', '°', 0, 360),
  ],
  crane: [
    m('craneLoad', '吊重', 't', 0, 100),
    m('craneMoment', '力矩百分比', '%', 0, 200),
    m('craneHeight', '高度', 'm', -20, 400),
    m('craneRadius', '幅度', 'm', 0, 120),
    m('craneWind', '风速', 'm/s', 0, 75),
    m('craneCycles', '吊装循环次数', '次', 0, 1_000_000_000),
  ],
  gas: [m('gas', '气体浓度', '%LEL', 0, 100)],
  tag: [m('tagLng', '经度', '°', -180, 180), m('tagLat', '纬度', '°', -90, 90)],
  weighbridge: [m('weight', '过磅重量', 't', 0, 200)],
  camera: [],
  lpr: [],
};

const byKind = new Map<string, ReadonlyMap<string, MetricInfo>>(
  Object.entries(METRICS_BY_KIND).map(([kind, list]) => [kind, new Map(list.map((i) => [i.metric, i]))]),
);

/** The metric `name` of device kind `kind`, or undefined when that kind does not report it. */
export function metricOf(kind: string, name: string): MetricInfo | undefined {
  return byKind.get(kind)?.get(name);
}

/** Chinese names of the device kinds (the lookup's telemetry kinds: its `gate` names 门禁 alarms only). */
export const DEVICE_KIND_LABELS: Readonly<Record<DeviceKind, string>> = Object.fromEntries(
  DEVICE_KIND.filter((e) => (DEVICE_KINDS as readonly string[]).includes(e.value)).map((e) => [e.value, e.label]),
) as Record<DeviceKind, string>;
