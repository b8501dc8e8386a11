import { createHash } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { startMqttIngest, type MqttIngest } from './mqtt-ingest';
import { runPartitionMaintenance } from './partitions';

const HOUR_MS = 60 * 60 * 1000;

/** host:port/database of the pool (never the password): the MQTT shared-subscription group. */
export function databaseKey(db: Db): string {
  const url = new URL(db.pool.options.connectionString ?? 'postgres://localhost/worksite');
  return `${url.hostname}:${url.port}${url.pathname}`;
}

/**
 * The MQTT client id when MQTT_CLIENT_ID is not set: the same for a process restarted on this host with this
 * port and database (so it finds its broker session again), different for the other server processes of a
 * deployment (docs/decisions/0278). MQTT 3.1.1 allows 23 characters; brokers accept more, this is 28.
 */
export function defaultMqttClientId(port: number, dbKey: string): string {
  return `worksite-${createHash('sha256').update(`${os.hostname()}|${port}|${dbKey}`).digest('hex').slice(0, 19)}`;
}

/** What the telemetry jobs of a server hold (exposed for tests: `app.telemetryJobs`). */
export interface TelemetryJobs {
  mqtt?: MqttIngest;
}

declare module 'fastify' {
  interface FastifyInstance {
    telemetryJobs: TelemetryJobs;
  }
}

/**
 * Background work of the telemetry area, started once the server listens and stopped when it closes:
 * partition maintenance (at start, then hourly: partitions ahead, retention) and the MQTT subscriber when
 * MQTT_URL is set. The device simulator is the server's to start (simulator/simulator-job.ts).
 */
export function installTelemetryJobs(app: FastifyInstance): void {
  const jobs: TelemetryJobs = {};
  app.decorate('telemetryJobs', jobs);
  let timer: NodeJS.Timeout | undefined;
  const { config, db } = app.worksite;
  const log = {
    info: (msg: string) => app.log.info(msg),
    warn: (obj: object, msg: string) => app.log.warn(obj, msg),
  };
  const maintain = () =>
    runPartitionMaintenance(db, config)
      .then((r) => (r.dropped.length || r.created.length) && app.log.info(r, 'telemetry partitions maintained'))
      .catch((err) => app.log.error({ err }, 'telemetry partition maintenance failed'));

  if (config.mqttUrl) {
    app.healthProbes.push({ name: 'mqtt', state: () => (jobs.mqtt?.connected ? 'connected' : 'disconnected'), ok: (s) => s === 'connected' });
  }

  app.addHook('onListen', async () => {
    await maintain();
    timer = setInterval(() => void maintain(), HOUR_MS);
    timer.unref();
    if (config.mqttUrl) {
      const dbKey = databaseKey(db);
      jobs.mqtt = startMqttIngest({
        db,
        url: config.mqttUrl,
        retentionDays: config.telemetryRetentionDays,
        databaseKey: dbKey,
        clientId: config.mqttClientId ?? defaultMqttClientId(config.port, dbKey),
        sessionExpirySeconds: config.mqttSessionExpirySeconds,
        log,
      });
    }
  });

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await jobs.mqtt?.stop().catch(() => undefined);
  });
}
