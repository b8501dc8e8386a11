import {
  accessDeviceRecord,
  endpoints,
  gasDeviceRecord,
  inspectionDeviceRecord,
  lprDeviceRecord,
  positionTagDeviceRecord,
  tadiaoDeviceRecord,
  dustDeviceRecord,
  videoMonitorDeviceRecord,
  weighbridgeDeviceRecord,
  type Endpoint,
} from '@worksite/contract';
import type { RecordExtension, RecordExtensions } from '../records/record-extensions';
import type { DeviceKeyViewModel } from './device-key-view-model';
import { deviceMessages } from './device-messages';
import type { MaintenanceRecordsViewModel } from './maintenance-records-view-model';

/** The device pages of the telemetry kinds (one declaration each, `deviceRecordKind`). */
export const TELEMETRY_DEVICE_TYPES: readonly string[] = [
  tadiaoDeviceRecord.name,
  dustDeviceRecord.name,
  videoMonitorDeviceRecord.name,
  gasDeviceRecord.name,
  positionTagDeviceRecord.name,
  weighbridgeDeviceRecord.name,
  lprDeviceRecord.name,
];

/** The device pages whose rows carry a key shown once: the telemetry kinds and 门禁设备 (docs/decisions/0660). */
export const KEYED_DEVICE_TYPES: readonly string[] = [...TELEMETRY_DEVICE_TYPES, accessDeviceRecord.name];

/** A device row's 重置密钥, with the edit button of its page (the server asks the same); a new device's key shown once. */
export function deviceKeyExtension(keys: DeviceKeyViewModel, resetEndpoint?: Endpoint): RecordExtension {
  return {
    afterCreate: (answer, payload) => keys.showCreated(answer, payload),
    rowActions: [
      {
        key: 'resetKey',
        label: deviceMessages.resetKeyAction,
        visible: (_row, list) => list.buttons.edit === true,
        run: (row, list) => keys.reset(row, list.load, resetEndpoint),
      },
    ],
  };
}

/** 维保记录's device rows: the device's records by kind, each opening the §2.9 viewer. */
export function maintenanceRecordsExtension(records: MaintenanceRecordsViewModel): RecordExtension {
  return {
    rowActions: [{ key: 'maintenanceRecords', label: deviceMessages.maintenanceRecordsAction, visible: (_row, list) => list.buttons.search === true, run: (row) => records.open(row) }],
  };
}

/** Registers the device actions on the generic record pages (once, at start-up). */
export function registerDeviceExtensions(extensions: RecordExtensions, keys: DeviceKeyViewModel, records: MaintenanceRecordsViewModel): void {
  for (const name of TELEMETRY_DEVICE_TYPES) extensions.register(name, deviceKeyExtension(keys));
  extensions.register(accessDeviceRecord.name, deviceKeyExtension(keys, endpoints.accessDeviceResetAccessDeviceKey));
  extensions.register(inspectionDeviceRecord.name, maintenanceRecordsExtension(records));
}
