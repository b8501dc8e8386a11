import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { startMqttIngest, type MqttIngest } from './mqtt-ingest';
import { runPartitionMaintenance } from './partitions';

const HOUR_MS = 60 * 60 * 1000;

/** host:port/database of the pool (never the password): the MQTT shared-subscription group. */
function databaseKey(db: Db): string {
  const url = new URL(db.pool.options.connectionString ?? 'postgres://localhost/worksite');
  return `${url.hostname}:${url.port}${url.pathname}`;
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

  app.addHook('onListen', async () => {
    await maintain();
    timer = setInterval(() => void maintain(), HOUR_MS);
    timer.unref();
    if (config.mqttUrl) {
      jobs.mqtt = startMqttIngest({ db, url: config.mqttUrl, retentionDays: config.telemetryRetentionDays, databaseKey: databaseKey(db), log });
    }
  });

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await jobs.mqtt?.stop().catch(() => undefined);
  });
}
