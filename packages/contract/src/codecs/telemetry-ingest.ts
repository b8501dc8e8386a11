import * as t from 'io-ts';

/**
 * The body of `POST /api/Telemetry/Ingest` (docs/decisions/0140, 0210, 0570), as the server's
 * telemetry/parse-payload.ts reads it. A device is named by its ingest key: in the body (`key`, or
 * `deviceKey` / `device_key` / `ingestKey`) or, for readings that carry none, in the request's
 * `X-Device-Key: <key>` / `Authorization: Device <key>` header. A time is epoch seconds or milliseconds, or
 * ISO text; without one a reading takes the time it arrived. At most 20 000 readings a request.
 */

/** Time of a reading: epoch s / ms as a number or digits, or ISO 8601 text (`time` is accepted too). */
const ReadingTime = t.union([t.number, t.string], 'ReadingTime');

/** The names an ingest key is sent under, any one of them. */
const KeyNames = t.partial({ key: t.string, deviceKey: t.string, device_key: t.string, ingestKey: t.string });

/** The time of a reading or of a device's values, under `ts` or `time`. */
const TimeNames = t.partial({ ts: ReadingTime, time: ReadingTime });

/** A measured value: a number, or numeric text. */
const ReadingValue = t.union([t.number, t.string], 'ReadingValue');

/** Shape 1, one object per reading: `{ readings: [{ key?, metric, value, ts? }] }` (0140). */
export const IngestReadings = t.intersection(
  [
    t.type({
      readings: t.array(
        t.intersection([t.type({ metric: t.string, value: ReadingValue }), KeyNames, TimeNames, t.partial({ deviceId: t.union([t.number, t.string]) })], 'Reading'),
      ),
    }),
    KeyNames,
  ],
  'IngestReadings',
);

/** One device's values at one time: `{ key?, ts?, values: { pm25: 35, noise: 61.5 } }`. */
export const DeviceValues = t.intersection(
  [t.type({ values: t.record(t.string, ReadingValue) }), KeyNames, TimeNames, t.partial({ deviceId: t.union([t.number, t.string]) })],
  'DeviceValues',
);

/** Shape 2, one object per device and time (the gateway batch, 0210): `{ key?, devices: [DeviceValues] }`. */
export const IngestDevices = t.intersection([t.type({ devices: t.array(DeviceValues) }), KeyNames], 'IngestDevices');

/** Every body the ingest call takes: the two batch shapes, and one device's values alone or as an array. */
export const TelemetryIngestBody = t.union([IngestReadings, IngestDevices, DeviceValues, t.array(DeviceValues)], 'TelemetryIngestBody');
export type TelemetryIngestBody = t.TypeOf<typeof TelemetryIngestBody>;

/** The answer's `data`: how many readings were stored (all of the batch, or none with a refusal). */
export const TelemetryIngestAnswer = t.type({ accepted: t.number }, 'TelemetryIngestAnswer');

/** Examples of the two batch shapes (the API reference shows them; its test posts them). */
export const telemetryIngestExamples = {
  readings: {
    summary: 'One object per reading (key in the body or in the X-Device-Key header)',
    value: { readings: [{ key: 'dk_example', metric: 'pm25', value: 35, ts: '2025-06-01T08:00:00Z' }, { key: 'dk_example', metric: 'noise', value: 61.5 }] },
  },
  devices: {
    summary: 'One object per device and time (gateway batch)',
    value: { devices: [{ key: 'dk_example', ts: 1748764800000, values: { pm25: 35, pm10: 80, noise: 61.5 } }] },
  },
} as const;
