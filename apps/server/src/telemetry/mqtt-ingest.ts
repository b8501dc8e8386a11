import { createHash } from 'node:crypto';
import mqtt from 'mqtt';
import type { Db } from '../db/database';
import { writeBatch } from './batch-writer';
import { checkReadings, devicesByKey } from './check-readings';
import { plausibleKey } from './ingest-key';
import { acceptWindow, arrivalTime } from './ingest-service';
import { parsePayload, MAX_BATCH, type SentReading } from './parse-payload';
import type { IngestedReading } from './readings-hook';

/** Topic a device publishes to; the middle segment is its ingest key (docs/decisions/0140). */
export const TELEMETRY_TOPIC = 'worksite/+/telemetry';
/**
 * Shared subscription per database: the server processes of one deployment each get a share of the messages
 * (ingested once), while servers on other databases using the same broker (tests, staging) get all of theirs.
 */
export function subscriptionFor(databaseKey: string): string {
  return `$share/worksite-${createHash('sha256').update(databaseKey).digest('hex').slice(0, 12)}/${TELEMETRY_TOPIC}`;
}

export interface MqttIngestOptions {
  readonly db: Db;
  readonly url: string;
  readonly retentionDays: number;
  /** Identifies the database (host, port, name): the shared-subscription group. */
  readonly databaseKey: string;
  /**
   * The client id: the broker keeps this client's session (its subscription and the QoS 1 messages published
   * while it is away) under it, so it must stay the same across restarts and differ between server processes.
   */
  readonly clientId: string;
  /** Seconds the broker keeps the session after a disconnect (restarts shorter than this lose nothing). */
  readonly sessionExpirySeconds: number;
  /** Messages arriving within this window are written as one batch (default 200 ms). */
  readonly windowMs?: number;
  readonly log: { info(msg: string): void; warn(obj: object, msg: string): void };
}

export interface MqttIngest {
  /** Resolves once subscribed (first connection). */
  readonly ready: Promise<void>;
  /** Messages received and dropped; readings stored, and readings that were already stored (redelivered). */
  readonly stats: { received: number; stored: number; dropped: number; duplicates: number };
  /** Whether the broker connection is up now (/health). */
  readonly connected: boolean;
  /** Writes what is buffered now. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface Pending {
  readonly key: string;
  readonly payload: Buffer;
}

/**
 * Subscribes to `worksite/+/telemetry` (reconnecting every 2 s while the broker is away), buffers messages
 * for `windowMs`, then checks each message against its topic's key (a bad message is dropped and logged,
 * never the window) and writes the good readings with the same batch writer as HTTP, one batch per window.
 * At least once (docs/decisions/0278): QoS 1 in a persistent session (`clean: false`, a stable client id), so
 * the broker keeps what is published while this process is away and delivers it on reconnect; the idempotent
 * writer (0277) stores a redelivered reading once.
 */
export function startMqttIngest(opts: MqttIngestOptions): MqttIngest {
  const windowMs = opts.windowMs ?? 200;
  const stats = { received: 0, stored: 0, dropped: 0, duplicates: 0 };
  let buffer: Pending[] = [];
  let buffered = 0;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  const client = mqtt.connect(opts.url, {
    clientId: opts.clientId,
    protocolVersion: 5,
    clean: false,
    properties: { sessionExpiryInterval: opts.sessionExpirySeconds },
    reconnectPeriod: 2000,
    connectTimeout: 5000,
  });
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  let warnedOffline = false;
  client.on('connect', () => {
    warnedOffline = false;
    client.subscribe(subscriptionFor(opts.databaseKey), { qos: 1 }, (err) => {
      if (err) opts.log.warn({ err }, 'MQTT subscribe failed');
      else {
        opts.log.info(`MQTT telemetry ingest subscribed at ${opts.url}`);
        subscribed();
      }
    });
  });
  client.on('error', (err) => {
    if (!warnedOffline) opts.log.warn({ err }, 'MQTT broker unavailable; retrying');
    warnedOffline = true;
  });

  const drop = (err: unknown, key: string) => {
    stats.dropped += 1;
    opts.log.warn({ err: err instanceof Error ? err.message : err, keyHint: key.slice(-4) }, 'MQTT telemetry message refused');
  };

  const write = async (pending: Pending[]) => {
    const now = arrivalTime();
    const parsed: { key: string; sent: SentReading[] }[] = [];
    for (const p of pending) {
      try {
        parsed.push({ key: p.key, sent: parsePayload(JSON.parse(p.payload.toString('utf8')), p.key, now) });
      } catch (err) {
        drop(err, p.key);
      }
    }
    if (parsed.length === 0) return;
    const devices = await devicesByKey(opts.db, new Set(parsed.map((p) => p.key)));
    const window = acceptWindow(opts.retentionDays, now);
    const batch: IngestedReading[] = [];
    for (const p of parsed) {
      try {
        batch.push(...checkReadings(p.sent, devices, { ...window, onlyKey: p.key }));
      } catch (err) {
        drop(err, p.key);
      }
    }
    const stored = await writeBatch(opts.db, batch, (err) => opts.log.warn({ err }, 'telemetry listener failed'));
    stats.stored += stored;
    stats.duplicates += batch.length - stored;
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const pending = buffer;
    buffer = [];
    buffered = 0;
    if (pending.length) {
      chain = chain.then(() => write(pending)).catch((err) => opts.log.warn({ err }, 'MQTT telemetry batch failed'));
    }
    return chain;
  };

  client.on('message', (topic, payload) => {
    stats.received += 1;
    const key = topic.split('/')[1] ?? '';
    if (!plausibleKey(key) || payload.length > 4 * 1024 * 1024) {
      drop('bad topic or payload', key);
      return;
    }
    buffer.push({ key, payload });
    buffered += Math.max(1, Math.floor(payload.length / 40));
    if (buffered >= MAX_BATCH) void flush();
    else timer ??= setTimeout(() => void flush(), windowMs);
  });

  return {
    ready,
    stats,
    get connected() {
      return client.connected;
    },
    flush,
    async stop() {
      await flush();
      await client.endAsync();
    },
  };
}
