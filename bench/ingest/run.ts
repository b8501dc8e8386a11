/**
 * Telemetry ingest benchmark (issue 5, docs/benchmarks.md "Telemetry ingest"): readings/s into PostgreSQL
 * (raw partitioned table + minute/hour rollups + latest values, as the product writes them) through
 *   1. the batch writer directly (BENCH_WRITERS concurrent writers, batches of BENCH_BATCH readings), and
 *   2. POST /prod-apiplus/api/Telemetry/Ingest of the real server in its own process (BENCH_CLIENTS
 *      concurrent HTTP clients, the same batches as JSON, device keys checked per reading).
 *
 *   tsx --tsconfig tsconfig.json bench/ingest/run.ts        (root script: npm run bench:ingest)
 *
 * Environment: BENCH_DATABASE_URL (admin URL; a database `worksite_bench_ingest` is created and dropped —
 * default: an embedded PostgreSQL in a temp dir), BENCH_DEVICES (400), BENCH_BATCH (1000), BENCH_WRITERS (4),
 * BENCH_CLIENTS (8), BENCH_DURATION (10 s per measurement). Each writer/client owns its devices (a gateway
 * per site), so concurrent batches do not queue on the same rollup rows.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../apps/server/src/db/database';
import { startEmbeddedCluster, type EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { dropDatabase, ensureDatabase } from '../../apps/server/src/db/ensure-database';
import { runMigrations } from '../../apps/server/src/db/run-migrations';
import { runSeed } from '../../apps/server/src/seed/run-seed';
import { writeBatch } from '../../apps/server/src/telemetry/batch-writer';
import { generateIngestKey } from '../../apps/server/src/telemetry/ingest-key';
import type { IngestedReading, Metric } from '../../apps/server/src/telemetry/readings-hook';
import { cpuDelta, cpuMs, freePort, startServerProcess } from './helpers';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const DEVICES = env('BENCH_DEVICES', 400);
const BATCH = env('BENCH_BATCH', 1000);
const WRITERS = env('BENCH_WRITERS', 4);
const CLIENTS = env('BENCH_CLIENTS', 8);
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
  const cpu = { node: perK(cpuMs(nodePid) - nodeBefore), pg: perK(cpuDelta(await backends(), pgBefore)) };
  return { readings, seconds, perSecond: Math.round(readings / seconds), batches: latencies.length, p50: pct(0.5), p95: pct(0.95), cpu };
}

async function main(): Promise<void> {
  let cluster: EmbeddedCluster | undefined;
  let child: ChildProcess | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let db: Db | undefined;
  try {
    if (!adminUrl) {
      log('starting embedded PostgreSQL …');
      cluster = await startEmbeddedCluster({ dir: path.join(os.tmpdir(), `worksite-bench-ingest-${process.pid}`), port: await freePort(), password: randomBytes(12).toString('hex'), persistent: false });
      adminUrl = cluster.url('postgres');
    }
    await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await ensureDatabase(adminUrl, DB_NAME);
    const u = new URL(adminUrl);
    u.pathname = `/${DB_NAME}`;
    const databaseUrl = u.toString();
    log('migrating and seeding …');
    await runMigrations(databaseUrl);
    db = createDb(databaseUrl, Math.max(WRITERS, 4) + 2);
    await runSeed(db);
    const devices = await createDevices(db);
    const share = (w: number, n: number) => devices.filter((_, i) => i % n === w);

    log(`direct batch writer: ${WRITERS} writers × ${BATCH} readings …`);
    const direct = await measure(db, process.pid, WRITERS, async (w) => {
      const batch = batchOf(share(w, WRITERS), Date.now());
      await writeBatch(db!, batch);
      return batch.length;
    });

    log('starting the server …');
    const server = await startServerProcess(databaseUrl);
    child = server.child;
    log(`HTTP ingest: ${CLIENTS} clients × ${BATCH} readings per POST …`);
    const http = await measure(db, child.pid!, CLIENTS, async (w) => {
      const mine = share(w, CLIENTS);
      const readings = batchOf(mine, Date.now()).map((r, i) => ({ key: mine[i % mine.length]!.key, metric: r.metric, value: r.value, ts: r.ts.toISOString() }));
      const res = await fetch(`${server.url}/prod-apiplus/api/Telemetry/Ingest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ readings }) });
      const body = (await res.json()) as { data?: { accepted?: number } };
      if (!res.ok || body.data?.accepted !== readings.length) throw new Error(`ingest refused: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return readings.length;
    });

    const stored = (await db.one<{ raw: string; minute: string; hour: string }>(
      `SELECT (SELECT count(*) FROM readings) AS raw, (SELECT sum(n) FROM readings_minute) AS minute,
              (SELECT sum(n) FROM readings_hour h JOIN devices d ON d.id = h.device_id WHERE d.name LIKE 'bench-%') AS hour`,
    ))!;
    const total = direct.readings + http.readings;
    if (Number(stored.raw) !== total || Number(stored.minute) !== total || Number(stored.hour) !== total) {
      throw new Error(`stored counts differ: ${JSON.stringify(stored)} vs ${total}`);
    }
    const cpu = os.cpus();
    process.stdout.write(
      [
        `Machine: ${cpu.length} vCPU, ${cpu[0]?.model ?? '?'}, Node ${process.version}, PostgreSQL ${(await db.one<{ server_version: string }>('SHOW server_version'))!.server_version}`,
        `Devices ${DEVICES}, batch ${BATCH} readings, ${DURATION / 1000} s per measurement; raw/minute/hour counts verified (${total} readings).`,
        '',
        '| path | concurrency | readings/s | batches | batch p50 ms | batch p95 ms | Node CPU ms / 1000 readings | PostgreSQL CPU ms / 1000 readings |',
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        `| batch writer (direct) | ${WRITERS} | ${direct.perSecond} | ${direct.batches} | ${direct.p50} | ${direct.p95} | ${direct.cpu.node} | ${direct.cpu.pg} |`,
        `| HTTP POST /api/Telemetry/Ingest | ${CLIENTS} | ${http.perSecond} | ${http.batches} | ${http.p50} | ${http.p95} | ${http.cpu.node} | ${http.cpu.pg} |`,
        `Load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (${os.cpus().length} vCPU).`,
        '',
      ].join('\n'),
    );
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    await db?.close();
    if (adminUrl) await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await cluster?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
