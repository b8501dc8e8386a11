import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * Metrics devices report (the telemetry catalogue of apps/server, issue 5), by their wire codes, with the
 * Chinese names the alarm pages show and filter by (docs/decisions/0370).
 */
export const TELEMETRY_METRIC = [
  { value: 'dust', label: '总悬浮颗粒物' },
  { value: 'pm25', label: 'PM2.5' },
  { value: 'pm10', label: 'PM10' },
  { value: 'noise', label: '噪声' },
  { value: 'temperature', label: '温度' },
  { value: 'humidity', label: '湿度' },
  { value: 'windSpeed', label: '风速' },
  { value: 'windDirection', label: '风向' },
  { value: 'craneLoad', label: '吊重' },
  { value: 'craneMoment', label: '力矩百分比' },
  { value: 'craneHeight', label: '高度' },
  { value: 'craneRadius', label: '幅度' },
  { value: 'craneWind', label: '塔吊风速' },
  { value: 'craneCycles', label: '吊装循环次数' },
  { value: 'gas', label: '气体浓度' },
  { value: 'tagLng', label: '经度' },
  { value: 'tagLat', label: '纬度' },
  { value: 'weight', label: '过磅重量' },
  // Not a reading: what a 门禁 alarm records (its value the refusal reason's code; docs/decisions/0663).
  { value: 'gateRefusal', label: '拒绝通行' },
] as const satisfies LookupTable<string>;

/** A code of TELEMETRY_METRIC. */
export type TelemetryMetricCode = (typeof TELEMETRY_METRIC)[number]['value'];

/** Name of a metric; the code itself when unknown. */
export function telemetryMetricLabel(value: LookupInput): string {
  return labelOf(TELEMETRY_METRIC, value, String(value ?? ''));
}
