import mqtt, { type MqttClient } from 'mqtt';
import type { Db } from '../db/database';
import { generateIngestKey } from '../telemetry/ingest-key';
import { aiSampleRound } from './ai-sample-round';
import { concreteRound } from './concrete-round';
import { readingsAt, type SimDevice } from './curves';
import { ensureSimDevices } from './sim-devices';
import { takeSimulatorLock } from './simulator-lock';

export interface SimulatorOptions {
  readonly db: Db;
  /** Server base URL (`http://127.0.0.1:8080`): readings go to its HTTP ingest call. */
  readonly serverUrl?: string;
  /** Broker URL: readings go to `worksite/<key>/telemetry` instead. */
  readonly mqttUrl?: string;
  readonly intervalMs: number;
  readonly log: { info(msg: string): void; warn(obj: object, msg: string): void };
}

export interface Simulator {
  /** Sends one round of readings now (tests, and the interval). */
  tick(): Promise<number>;
  /** 'running', or 'paused' while its database lock is being re-taken after a lost connection. */
  readonly state: 'running' | 'paused';
  stop(): Promise<void>;
}

interface Keyed extends SimDevice {
  readonly key: string;
}

/** Issues fresh ingest keys to the simulated devices of active projects (the only place their keys exist). */
async function issueKeys(db: Db): Promise<Keyed[]> {
  return db.tx(async (q) => {
    await ensureSimDevices(q);
    const rows = await q.many<SimDevice>(
      `SELECT d.id, d.device_type AS kind, d.lng, d.lat FROM devices d JOIN projects p ON p.id = d.project_id
        WHERE d.simulated AND d.if_del = 0 AND d.status = 1 AND p.if_del = 0 AND p.project_status IN (1, 2, 3)
          AND d.device_type IN ('dust', 'crane', 'gas', 'tag', 'weighbridge') ORDER BY d.id`,
    );
    const keyed = rows.map((r) => ({ ...r, key: generateIngestKey() }));
    if (keyed.length) {
      await q.exec(
        `UPDATE devices d SET ingest_key = u.hash, key_hint = u.hint FROM unnest($1::int[], $2::text[], $3::text[]) AS u(id, hash, hint) WHERE d.id = u.id`,
        [keyed.map((k) => k.id), keyed.map((k) => k.key.hash), keyed.map((k) => k.key.hint)],
      );
    }
    return keyed.map(({ key, ...d }) => ({ ...d, key: key.key }));
  });
}

/**
 * The built-in device simulator (issue 5): every `intervalMs` each simulated device of an active demo project
 * reports its curves (simulator/curves.ts, with occasional threshold crossings) through the real ingest path —
 * one HTTP batch per round, or one MQTT message per device. A plate-recognition gate now and then records a pass.
 * Returns undefined when another process already runs the simulator on this database.
 */
export async function startSimulator(opts: SimulatorOptions): Promise<Simulator | undefined> {
  const lock = await takeSimulatorLock(opts.db, opts.log);
  if (!lock) {
    opts.log.info('device simulator already running elsewhere on this database');
    return undefined;
  }
  let devices: Keyed[];
  try {
    devices = await issueKeys(opts.db);
  } catch (e) {
    await lock.release();
    throw e;
  }
  let client: MqttClient | undefined;
  if (opts.mqttUrl) client = mqtt.connect(opts.mqttUrl, { reconnectPeriod: 2000, connectTimeout: 5000 });
  client?.on('error', () => undefined);
  let rekey = false;
  let running: Promise<number> | undefined;

  const send = async (): Promise<number> => {
    // Paused while the database lock is being re-taken (lost connection): another process may take over meanwhile.
    if (!lock.held) return 0;
    if (rekey) {
      devices = await issueKeys(opts.db);
      rekey = false;
    }
    const t = Date.now();
    const ts = new Date(t).toISOString();
    let count = 0;
    // One compact entry per device (docs/decisions/0210), as a site gateway batches them.
    const batch: { key: string; ts: string; values: Record<string, number> }[] = [];
    for (const d of devices) {
      const values = readingsAt(d, t);
      const n = Object.keys(values).length;
      if (n === 0) continue;
      count += n;
      if (client) client.publish(`worksite/${d.key}/telemetry`, JSON.stringify({ ts, values }), { qos: 0 });
      else batch.push({ key: d.key, ts, values: values as Record<string, number> });
    }
    if (!client && batch.length) {
      const res = await fetch(`${opts.serverUrl}/prod-apiplus/api/Telemetry/Ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ devices: batch }),
      });
      if (res.status === 401) rekey = true;
      if (!res.ok) opts.log.warn({ status: res.status, body: (await res.text()).slice(0, 200) }, 'simulator batch refused');
    }
    if (Math.random() < 0.15) {
      await opts.db.exec(
        `UPDATE lpr_cars SET last_pass_at = now() WHERE id = (
           SELECT c.id FROM lpr_cars c JOIN devices d ON d.id = c.device_id WHERE d.simulated AND c.if_del = 0 ORDER BY random() LIMIT 1)`,
      );
    }
    await aiSampleRound(opts.db).catch((err) => opts.log.warn({ err }, 'AI/sample round failed'));
    await concreteRound(opts.db, { intervalMs: opts.intervalMs }).catch((err) => opts.log.warn({ err }, 'concrete round failed'));
    return count;
  };

  const tick = (): Promise<number> => {
    running ??= send().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => tick().catch((err) => opts.log.warn({ err }, 'simulator round failed')), opts.intervalMs);
  timer.unref();
  opts.log.info(`device simulator started: ${devices.length} devices every ${opts.intervalMs} ms via ${client ? 'MQTT' : 'HTTP'}`);
  return {
    tick,
    get state() {
      return lock.held ? ('running' as const) : ('paused' as const);
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await client?.endAsync();
      await lock.release();
    },
  };
}
