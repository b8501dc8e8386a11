import { ContainerModule } from 'inversify';
import { RecordExtensions } from '../records/record-extensions';
import { DeviceKeyViewModel } from './device-key-view-model';
import { registerDeviceExtensions } from './device-extensions';
import { MaintenanceRecordsViewModel } from './maintenance-records-view-model';

/**
 * Devices area: 重置密钥 on every telemetry device page and 维保记录 on the maintenance devices, one view-model
 * each for the app (their dialogs are rendered by those pages), registered as actions of the generic record
 * pages when the extension registry is first made.
 */
export const devicesModule = new ContainerModule(({ bind, onActivation }) => {
  bind(DeviceKeyViewModel).toSelf().inSingletonScope();
  bind(MaintenanceRecordsViewModel).toSelf().inSingletonScope();
  onActivation(RecordExtensions, (context, extensions) => {
    registerDeviceExtensions(extensions, context.get(DeviceKeyViewModel), context.get(MaintenanceRecordsViewModel));
    return extensions;
  });
});
