import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * Telemetry kinds of devices (docs/decisions/0140): the CHECK list of `devices.device_type` in migration
 * 1700000000200, each a device page of its own. A device type (DeviceType) may name one.
 */
export const DEVICE_KIND = [
  { value: 'dust', label: '扬尘监测' },
  { value: 'crane', label: '塔吊' },
  { value: 'gas', label: '气体检测' },
  { value: 'tag', label: '定位标签' },
  { value: 'weighbridge', label: '地磅' },
  { value: 'camera', label: '视频监控' },
  { value: 'lpr', label: '车牌识别' },
  // Not a telemetry kind: the alarms of 门禁 refusals name it (access_devices, docs/decisions/0663).
  { value: 'gate', label: '门禁' },
] as const satisfies LookupTable<string>;

/** A code of DEVICE_KIND. */
export type DeviceKindCode = (typeof DEVICE_KIND)[number]['value'];

/** Label of a device kind; the code itself when unknown. */
export function deviceKindLabel(value: LookupInput): string {
  return labelOf(DEVICE_KIND, value, String(value ?? ''));
}
