import type { Queryable } from '../db/database';

/** Telemetry metrics a device can report (SPEC §1 devices; issue 5). */
export type Metric =
  | 'dust' | 'noise' | 'pm25' | 'pm10' | 'temperature' | 'humidity' | 'windSpeed' | 'windDirection'
  | 'craneLoad' | 'craneMoment' | 'craneHeight' | 'craneRadius' | 'craneWind' | 'craneCycles'
  | 'gas' | 'tagLng' | 'tagLat' | 'weight';

/** One stored reading, with the scope columns of its device (so listeners need no lookup). */
export interface IngestedReading {
  readonly deviceId: number;
  readonly deviceType: string;
  readonly companyId: number;
  readonly projectId: number | undefined;
  readonly districtCode: string;
  readonly metric: Metric;
  readonly value: number;
  readonly ts: Date;
}

/** Called after a batch is committed (alarm evaluation, live push to screens). */
export type ReadingsListener = (batch: readonly IngestedReading[], db: Queryable) => Promise<void>;

const listeners: ReadingsListener[] = [];

/** Registers a listener for every committed batch of readings (in this process). */
export function onReadingsIngested(listener: ReadingsListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/** Runs the listeners for a committed batch; a failing listener is reported, never loses the batch. */
export async function emitReadingsIngested(batch: readonly IngestedReading[], db: Queryable, log?: (err: unknown) => void): Promise<void> {
  for (const listener of [...listeners]) {
    try {
      await listener(batch, db);
    } catch (err) {
      log?.(err);
    }
  }
}
