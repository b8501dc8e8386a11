import * as t from 'io-ts';
import { NumberFromStringOrNumber } from './lenient';

/** `codec` or null; a value decodes as itself, so the client reads the row as the server sent it. */
const orNull = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/**
 * A telemetry device as listed and read (one kind's device calls, SPEC §7 "Devices"): online state from the last
 * report, the ingest key's last four characters only, `extra` the kind's free-form JSON object (a camera's hlsUrl).
 */
export const Device = t.intersection([
  t.type({ id: NumberFromStringOrNumber, deviceType: t.string, deviceName: t.string, online: t.boolean, auditStatus: NumberFromStringOrNumber }),
  t.partial({
    deviceTypeName: orNull(t.string),
    serialNo: orNull(t.string),
    projectId: orNull(NumberFromStringOrNumber),
    projectName: orNull(t.string),
    companyId: orNull(NumberFromStringOrNumber),
    companyName: orNull(t.string),
    districtCode: orNull(t.string),
    lng: orNull(NumberFromStringOrNumber),
    lat: orNull(NumberFromStringOrNumber),
    status: orNull(NumberFromStringOrNumber),
    lastSeenAt: orNull(t.string),
    keyHint: orNull(t.string),
    hlsUrl: orNull(t.string),
    extra: orNull(t.UnknownRecord),
    simulated: orNull(t.boolean),
    createTime: orNull(t.string),
    updateTime: orNull(t.string),
  }),
]);
export type Device = t.TypeOf<typeof Device>;
