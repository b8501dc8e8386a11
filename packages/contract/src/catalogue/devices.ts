import type { Endpoint } from '../endpoint';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { deviceTypeRecord } from '../records/device-type-record';
import { dustDeviceRecord } from '../records/dust-device-record';
import { lprCarRecord } from '../records/lpr-car-record';
import { tadiaoDeviceRecord } from '../records/tower-crane-device-record';
import { videoMonitorDeviceRecord } from '../records/video-device-record';

/** Device types, tower-crane, dust and video devices, plate-recognition cars (SPEC §7 "Devices"), from their declarations. */
export const deviceEndpoints: Record<string, Endpoint> = {
  ...catalogueEntries(deviceTypeRecord),
  ...catalogueEntries(tadiaoDeviceRecord),
  ...catalogueEntries(dustDeviceRecord),
  ...catalogueEntries(videoMonitorDeviceRecord),
  ...catalogueEntries(lprCarRecord),
};
