/**
 * Telemetry ingest benchmark (issue 5, docs/benchmarks.md "Telemetry ingest"): readings/s into PostgreSQL
 * (raw partitioned table + minute/hour rollups + latest values, as the product writes them) through
 *   1. the batch writer directly (BENCH_WRITERS concurrent writers, batches of BENCH_BATCH readings), and
 *   2. POST /prod-apiplus/api/Telemetry/Ingest of the real server in its own process (BENCH_CLIENTS
 *      concurrent keep-alive HTTP clients, the same batches, device keys checked per reading), once as
 *      `{ readings: [{ key, metric, value, ts }] }` and once as the compact gateway batch
 *      `{ devices: [{ key, ts, values: { metric: value } }] }` (docs/decisions/0210).
 *
 *   tsx --tsconfig tsconfig.json bench/ingest/run.ts        (root script: npm run bench:ingest)
 *
 * Environment: BENCH_DATABASE_URL (admin URL; a database `worksite_bench_ingest` is created and dropped —
 * default: an embedded PostgreSQL in a temp dir), BENCH_DEVICES (400), BENCH_BATCH (1000), BENCH_WRITERS (4),
 * BENCH_CLIENTS (8), BENCH_DURATION (10 s per measurement), BENCH_PATHS (direct,readings,devices),
 * BENCH_PROFILE_DIR (server CPU profile). Each writer/client owns its devices (a gateway per site), so
 * concurrent batches do not queue on the same rollup rows. The HTTP bodies are pre-serialised per client
 * (only the times are filled in per batch), so the load generator takes as little of the shared CPU as it can.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../apps/server/src/db/database';
import type { EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { benchDatabase } from '../shared/bench-database';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';
import { runMigrations } from '../../apps/server/src/db/run-migrations';
import { runSeed } from '../../apps/server/src/seed/run-seed';
import { writeBatch } from '../../apps/server/src/telemetry/batch-writer';
import { generateIngestKey } from '../../apps/server/src/telemetry/ingest-key';
import type { IngestedReading, Metric } from '../../apps/server/src/telemetry/readings-hook';
import { cpuDelta, cpuMs, startServerProcess } from './helpers';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const DEVICES = env('BENCH_DEVICES', 400);
const BATCH = env('BENCH_BATCH', 1000);
const WRITERS = env('BENCH_WRITERS', 4);
const CLIENTS = env('BENCH_CLIENTS', 8);
const PATHS = new Set((process.env.BENCH_PATHS ?? 'direct,readings,devices').split(','));
const DURATION = env('BENCH_DURATION', 10) * 1000;
const DB_NAME = 'worksite_bench_ingest';
const METRICS: Metric[] = ['pm25', 'pm10', 'noise', 'temperature', 'humidity', 'windSpeed', 'windDirection', 'dust'];
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

interface Device {
  id: number;
  key: string;
  companyId: number;
  projectId: number;
}

async function createDevices(db: Db): Promise<Device[]> {
  const project = (await db.one<{ id: number; company_id: number }>('SELECT id, company_id FROM projects ORDER BY id LIMIT 1'))!;
  const keys = Array.from({ length: DEVICES }, () => generateIngestKey());
  const rows = await db.many<{ id: number }>(
    `INSERT INTO devices (device_type, name, ingest_key, key_hint, company_id, project_id, district_code)
     SELECT 'dust', 'bench-' || i, k, '', $2, $3, '440305' FROM unnest($1::text[]) WITH ORDINALITY AS u(k, i) ORDER BY i RETURNING id`,
    [keys.map((k) => k.hash), project.company_id, project.id],
  );
  return rows.map((r, i) => ({ id: r.id, key: keys[i]!.key, companyId: project.company_id, projectId: project.id }));
}

/** A batch of BATCH readings over `devices`, one reading per device/metric, at time `t` (+ a few ms each). */
function batchOf(devices: Device[], t: number): IngestedReading[] {
  const out: IngestedReading[] = [];
  for (let i = 0; out.length < BATCH; i++) {
    const d = devices[i % devices.length]!;
    const metric = METRICS[Math.floor(i / devices.length) % METRICS.length]!;
    out.push({ deviceId: d.id, deviceType: 'dust', companyId: d.companyId, projectId: d.projectId, districtCode: '440305', metric, value: 20 + (i % 50), ts: new Date(t + (i % 1000)) });
  }
  return out;
}

/**
 * Runs `workers` loops of `send` for DURATION; returns readings/s, per-batch latencies and the CPU ms per
 * 1 000 readings of the writing Node process (`nodePid`) and of the database's PostgreSQL backends.
 */
async function measure(db: Db, nodePid: number, workers: number, send: (worker: number) => Promise<number>) {
  const backends = async () => (await db.many<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [DB_NAME])).map((r) => r.pid);
  const pgBefore = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
  const nodeBefore = cpuMs(nodePid);
  const selfBefore = process.cpuUsage();
  const end = Date.now() + DURATION;
  const started = Date.now();
  const latencies: number[] = [];
  let readings = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const n = await send(w); // (not `readings += await …`: that reads `readings` before awaiting)
        readings += n;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  const perK = (ms: number) => ((ms / readings) * 1000).toFixed(1);
  const self = process.cpuUsage(selfBefore);
  const cpu = { node: perK(cpuMs(nodePid) - nodeBefore), pg: perK(cpuDelta(await backends(), pgBefore)), self: perK((self.user + self.system) / 1000) };
  return { readings, seconds, perSecond: Math.round(readings / seconds), batches: latencies.length, p50: pct(0.5), p95: pct(0.95), cpu };
}

/** Keep-alive connections, one per client: no connection set-up per batch. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** POSTs a JSON body; resolves with the status and the parsed answer. */
function post(url: string, body: string): Promise<{ status: number; body: { data?: { accepted?: number } } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A client's batch body, serialised once: the JSON text around the times, and how to fill them in
 * (`body(t)`; `{ readings }`: the ISO time of each reading as before, `{ devices }`: epoch ms per device entry).
 */
function bodyOf(mine: Device[], shape: 'readings' | 'devices'): { body: (t: number) => string; readings: number } {
  const sample = batchOf(mine, 0);
  if (shape === 'readings') {
    const parts = sample.map((r, i) => `{"key":${JSON.stringify(mine[i % mine.length]!.key)},"metric":"${r.metric}","value":${r.value},"ts":"`);
    return {
      readings: sample.length,
      body: (t) => {
        let s = '{"readings":[';
        for (let i = 0; i < parts.length; i++) s += `${i ? ',' : ''}${parts[i]}${new Date(t + (i % 1000)).toISOString()}"}`;
        return `${s}]}`;
      },
    };
  }
  // One entry per device and time: METRICS.length readings each, devices in turn (as batchOf).
  const entries: string[] = [];
  let readings = 0;
  for (let j = 0; readings < BATCH; j++) {
    const d = mine[j % mine.length]!;
    const n = Math.min(METRICS.length, BATCH - readings);
    const values = METRICS.slice(0, n).map((m, k) => `"${m}":${20 + ((j + k) % 50)}`).join(',');
    entries.push(`{"key":${JSON.stringify(d.key)},"values":{${values}},"ts":`);
    readings += n;
  }
  return {
    readings,
    body: (t) => {
      let s = '{"devices":[';
      for (let j = 0; j < entries.length; j++) s += `${j ? ',' : ''}${entries[j]}${t + j}}`;
      return `${s}]}`;
    },
  };
}

/**
 * A batch's base time for one writer/client: now, moved on by a millisecond or two when it would resend a
 * reading it already sent. A batch repeats each device/metric pair every `period` ms of its offsets (its 0–999
 * ms span holds more readings than it has pairs), so two batches of a writer whose times are a multiple of
 * `period` apart (0 included) within that span share readings, which the writer stores once (docs/decisions/0277).
 */
function batchTimes(period: number): () => number {
  const recent: number[] = [];
  return () => {
    let t = Date.now();
    while (recent.length && recent[0]! <= t - 1000) recent.shift();
    while (recent.some((r) => (t - r) % period === 0)) t += 1;
    recent.push(t);
    recent.sort((a, b) => a - b);
    return t;
  };
}

async function main(): Promise<void> {
  let cluster: EmbeddedCluster | undefined;
  let child: ChildProcess | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let db: Db | undefined;
  const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  try {
    const bench = await benchDatabase(DB_NAME, path.join(os.tmpdir(), `worksite-bench-ingest-${process.pid}`), log, adminUrl);
    ({ cluster, adminUrl } = bench);
    const databaseUrl = bench.databaseUrl;
    log('migrating and seeding …');
    await runMigrations(databaseUrl);
    db = createDb(databaseUrl, Math.max(WRITERS, 4) + 2);
    await runSeed(db);
    const devices = await createDevices(db);
    const share = (w: number, n: number) => devices.filter((_, i) => i % n === w);

    const none = { readings: 0, seconds: 0, perSecond: 0, batches: 0, p50: '–', p95: '–', cpu: { node: '–', pg: '–', self: '–' } };
    let direct = none;
    if (PATHS.has('direct')) {
      log(`direct batch writer: ${WRITERS} writers × ${BATCH} readings …`);
      const times = Array.from({ length: WRITERS }, (_, w) => batchTimes(share(w, WRITERS).length * METRICS.length));
      direct = await measure(db, process.pid, WRITERS, async (w) => {
        const batch = batchOf(share(w, WRITERS), times[w]!());
        await writeBatch(db!, batch);
        return batch.length;
      });
    }

    const overHttp: Record<'readings' | 'devices', typeof none> = { readings: none, devices: none };
    if (PATHS.has('readings') || PATHS.has('devices')) {
      log('starting the server …');
      const server = await startServerProcess(databaseUrl);
      child = server.child;
      const url = `${server.url}/prod-apiplus/api/Telemetry/Ingest`;
      // One per client across both shapes (their readings of a device repeat every device-count ms).
      const times = Array.from({ length: CLIENTS }, (_, w) => batchTimes(share(w, CLIENTS).length));
      for (const shape of ['readings', 'devices'] as const) {
        if (!PATHS.has(shape)) continue;
        log(`HTTP ingest (${shape}): ${CLIENTS} clients × ${BATCH} readings per POST …`);
        const bodies = Array.from({ length: CLIENTS }, (_, w) => bodyOf(share(w, CLIENTS), shape));
        overHttp[shape] = await measure(db, child.pid!, CLIENTS, async (w) => {
          const { body, readings } = bodies[w]!;
          const res = await post(url, body(times[w]!()));
          if (res.status !== 200 || res.body.data?.accepted !== readings) throw new Error(`ingest refused: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          return readings;
        });
      }
    }

    const stored = (await db.one<{ raw: string; minute: string; hour: string }>(
      `SELECT (SELECT count(*) FROM readings) AS raw, (SELECT sum(n) FROM readings_minute) AS minute,
              (SELECT sum(n) FROM readings_hour h JOIN devices d ON d.id = h.device_id WHERE d.name LIKE 'bench-%') AS hour`,
    ))!;
    const total = direct.readings + overHttp.readings.readings + overHttp.devices.readings;
    if (Number(stored.raw) !== total || Number(stored.minute) !== total || Number(stored.hour) !== total) {
      throw new Error(`stored counts differ: ${JSON.stringify(stored)} vs ${total}`);
    }
    const cpu = os.cpus();
    process.stdout.write(
      [
        `Machine: ${cpu.length} vCPU, ${cpu[0]?.model ?? '?'}, Node ${process.version}, PostgreSQL ${(await db.one<{ server_version: string }>('SHOW server_version'))!.server_version}`,
        `Devices ${DEVICES}, batch ${BATCH} readings, ${DURATION / 1000} s per measurement; raw/minute/hour counts verified (${total} readings).`,
        '',
        '| path | concurrency | readings/s | batches | batch p50 ms | batch p95 ms | Node CPU ms / 1000 readings | PostgreSQL CPU ms / 1000 readings | load generator CPU ms / 1000 readings |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        `| batch writer (direct) | ${WRITERS} | ${direct.perSecond} | ${direct.batches} | ${direct.p50} | ${direct.p95} | ${direct.cpu.node} | ${direct.cpu.pg} | – |`,
        `| HTTP POST /api/Telemetry/Ingest, \`readings\` | ${CLIENTS} | ${overHttp.readings.perSecond} | ${overHttp.readings.batches} | ${overHttp.readings.p50} | ${overHttp.readings.p95} | ${overHttp.readings.cpu.node} | ${overHttp.readings.cpu.pg} | ${overHttp.readings.cpu.self} |`,
        `| HTTP POST /api/Telemetry/Ingest, \`devices\` (compact) | ${CLIENTS} | ${overHttp.devices.perSecond} | ${overHttp.devices.batches} | ${overHttp.devices.p50} | ${overHttp.devices.p95} | ${overHttp.devices.cpu.node} | ${overHttp.devices.cpu.pg} | ${overHttp.devices.cpu.self} |`,
        `Load average before the run: ${loadBefore} (${os.cpus().length} vCPU).`,
        `Load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (${os.cpus().length} vCPU).`,
        '',
      ].join('\n'),
    );
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    agent.destroy();
    await db?.close();
    if (adminUrl) await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await cluster?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
