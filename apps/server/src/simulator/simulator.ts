import mqtt, { type MqttClient } from 'mqtt';
import type { Db, Queryable } from '../db/database';
import { generateIngestKey } from '../telemetry/ingest-key';
import { aiSampleRound } from './ai-sample-round';
import { concreteRound } from './concrete-round';
import { gateRound, issueGateKeys, type GateKeyed } from './gate-round';
import { readingsAt, type SimDevice } from './curves';
import { ensureSimDevices, optInProjects } from './sim-devices';
import { DRIVEN_DEVICES_SQL, reconcileKeys } from './sim-selection';
import { takeSimulatorLock } from './simulator-lock';

export interface SimulatorOptions {
  readonly db: Db;
  /** Server base URL (`http://127.0.0.1:8080`): readings go to its HTTP ingest call. */
  readonly serverUrl?: string;
  /** Broker URL: readings go to `worksite/<key>/telemetry` instead. */
  readonly mqttUrl?: string;
  readonly intervalMs: number;
  /** Projects opted in besides the demo's own (SIMULATOR_PROJECTS): their flag is set at start (decision 0540). */
  readonly optInProjectIds?: readonly number[];
  readonly log: { info(msg: string): void; warn(obj: object, msg: string): void };
}

export interface Simulator {
  /** Sends one round of readings now (tests, and the interval). */
  tick(): Promise<number>;
  /** 'running', or 'paused' while its database lock is being re-taken after a lost connection. */
  readonly state: 'running' | 'paused';
  /** Ids of the devices it reports for now. */
  readonly deviceIds: readonly number[];
  /** Takes stock now (as it does once a minute): flagged projects equipped, taken keys given up, new devices keyed. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

interface Keyed extends SimDevice {
  readonly key: string;
  readonly hash: string;
}

const drivenSelect = `SELECT d.id, d.device_type AS kind, d.lng, d.lat FROM devices d JOIN projects p ON p.id = d.project_id`;

/** Gives `rows` fresh keys of the simulator's own (the only place those keys exist). */
async function keyRows(q: Queryable, rows: readonly SimDevice[]): Promise<Keyed[]> {
  const keyed = rows.map((r) => ({ ...r, fresh: generateIngestKey() }));
  if (keyed.length) {
    await q.exec(
      `UPDATE devices d SET ingest_key = u.hash, key_hint = u.hint FROM unnest($1::int[], $2::text[], $3::text[]) AS u(id, hash, hint) WHERE d.id = u.id`,
      [keyed.map((k) => k.id), keyed.map((k) => k.fresh.hash), keyed.map((k) => k.fresh.hint)],
    );
  }
  return keyed.map(({ fresh, ...d }) => ({ ...d, key: fresh.key, hash: fresh.hash }));
}

/**
 * At start (and after the lock was lost and re-taken): equips flagged projects that lack devices and issues
 * fresh keys to every device it drives — devices whose key a person reset are no longer `simulated` and
 * are left alone.
 */
async function issueKeys(db: Db, optIn: readonly number[]): Promise<Keyed[]> {
  return db.tx(async (q) => {
    await optInProjects(q, optIn);
    await ensureSimDevices(q);
    return keyRows(q, await q.many<SimDevice>(`${drivenSelect} WHERE ${DRIVEN_DEVICES_SQL} ORDER BY d.id`));
  });
}

/**
 * Once a minute and after a refused batch (decision 0540): equips flagged projects lacking devices, keeps the
 * devices whose key is still the simulator's, gives up the ones whose key someone else set (clearing their
 * `simulated` flag, so no later start re-keys them) or that are no longer driven, and keys only devices new to
 * it. Never re-keys a device it already held.
 */
async function reconcile(db: Db, held: readonly Keyed[]): Promise<Keyed[]> {
  return db.tx(async (q) => {
    await ensureSimDevices(q);
    const current = await q.many<{ id: number; hash: string; driven: boolean }>(
      `SELECT d.id, d.ingest_key AS hash, (${DRIVEN_DEVICES_SQL}) AS driven FROM devices d JOIN projects p ON p.id = d.project_id
        WHERE d.id = ANY($1::int[]) OR (${DRIVEN_DEVICES_SQL})`,
      [held.map((h) => h.id)],
    );
    const { keep, drop, fresh } = reconcileKeys(held, current);
    const taken = drop.filter((id) => current.some((c) => c.id === id && c.hash !== held.find((h) => h.id === id)!.hash));
    if (taken.length) await q.exec('UPDATE devices SET simulated = false, update_time = now() WHERE id = ANY($1::int[])', [taken]);
    const kept = held.filter((h) => keep.includes(h.id));
    const added = await keyRows(q, await q.many<SimDevice>(`${drivenSelect} WHERE d.id = ANY($1::int[]) ORDER BY d.id`, [fresh]));
    return [...kept, ...added].sort((a, b) => a.id - b.id);
  });
}

/**
 * The built-in device simulator (issue 5): every `intervalMs` each device it drives (sim-selection.ts: the demo's
 * own projects and those opted in, decision 0540) reports its curves (simulator/curves.ts, with occasional threshold crossings) through the real ingest path —
 * one HTTP batch per round, or one MQTT message per device. A plate-recognition gate now and then records a pass.
 * Returns undefined when another process already runs the simulator on this database.
 */
export async function startSimulator(opts: SimulatorOptions): Promise<Simulator | undefined> {
  const lock = await takeSimulatorLock(opts.db, opts.log);
  if (!lock) {
    opts.log.info('device simulator already running elsewhere on this database');
    return undefined;
  }
  const optIn = opts.optInProjectIds ?? [];
  let devices: Keyed[];
  let gates: GateKeyed[];
  try {
    devices = await issueKeys(opts.db, optIn);
    gates = await issueGateKeys(opts.db);
  } catch (e) {
    await lock.release();
    throw e;
  }
  let client: MqttClient | undefined;
  if (opts.mqttUrl) client = mqtt.connect(opts.mqttUrl, { reconnectPeriod: 2000, connectTimeout: 5000 });
  client?.on('error', () => undefined);
  let takes = lock.takes;
  let lastCheck = Date.now();
  let running: Promise<number> | undefined;

  /** One round's readings of `devices` at `t`: sent over MQTT, or answered by the ingest call's status. */
  const post = async (t: number): Promise<{ count: number; status: number }> => {
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
    if (client || !batch.length) return { count, status: 200 };
    const res = await fetch(`${opts.serverUrl}/prod-apiplus/api/Telemetry/Ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ devices: batch }),
    });
    if (!res.ok) opts.log.warn({ status: res.status, body: (await res.text()).slice(0, 200) }, 'simulator batch refused');
    return { count, status: res.status };
  };

  const send = async (): Promise<number> => {
    // Paused while the database lock is being re-taken (lost connection): another process may take over meanwhile
    // and issue its own keys, so a resumed simulator issues its keys anew (decision 0540).
    if (!lock.held) return 0;
    if (lock.takes !== takes) {
      devices = await issueKeys(opts.db, optIn);
      gates = await issueGateKeys(opts.db);
      takes = lock.takes;
    }
    // Once a minute (MQTT gives no refusal to notice), and whenever the ingest call refuses a key: give up the
    // devices whose key is no longer the simulator's, take on new ones — never re-key all (decision 0540).
    if (Date.now() - lastCheck >= 60_000) {
      devices = await reconcile(opts.db, devices);
      lastCheck = Date.now();
    }
    const t = Date.now();
    const first = await post(t);
    let count = first.count;
    if (first.status === 401) {
      devices = await reconcile(opts.db, devices);
      lastCheck = Date.now();
      count = (await post(t)).count;
    }
    if (Math.random() < 0.15) {
      await opts.db.exec(
        `UPDATE lpr_cars SET last_pass_at = now() WHERE id = (
           SELECT c.id FROM lpr_cars c JOIN devices d ON d.id = c.device_id JOIN projects p ON p.id = d.project_id
            WHERE d.simulated AND d.if_del = 0 AND p.simulated AND p.if_del = 0 AND c.if_del = 0 ORDER BY random() LIMIT 1)`,
      );
    }
    // A gate event now and then, through the gate ingest (HTTP only); a refused key: the keys issued anew (decision 0665).
    if (opts.serverUrl) {
      const status = await gateRound(opts.db, opts.serverUrl, gates).catch((err) => (opts.log.warn({ err }, 'gate round failed'), 0));
      if (status === 401) gates = await issueGateKeys(opts.db);
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
    get deviceIds() {
      return devices.map((d) => d.id);
    },
    async refresh() {
      await running?.catch(() => undefined);
      devices = await reconcile(opts.db, devices);
      lastCheck = Date.now();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await client?.endAsync();
      await lock.release();
    },
  };
}
