/**
 * Gate-event ingest benchmark (issue 21, Deliver 2; docs/benchmarks.md "Gate-event ingest"): events/s and the
 * per-request p50 / p95 of POST /prod-apiplus/api/Gate/Events on the real server in its own process, over the
 * seeded demo (roster, contracts, certificates, 三级教育), BENCH_CLIENTS concurrent keep-alive clients, each with its
 * own 进 and 出 device on a demo project under construction. Every event is decided on the roster (half by ID number,
 * half by card number; ~2 % are a worker without 三级教育: refused, joining one alarm per person and day), stored,
 * and an allowed one updates the attendance day. Measured per batch size (BENCH_BATCHES, events per request), then
 * a replay of already stored events (all answered `duplicate`). Counts are verified against gate_passages.
 *
 *   tsx --tsconfig tsconfig.json bench/gate/run.ts        (root script: npm run bench:gate)
 *
 * Environment: BENCH_DATABASE_URL (admin URL; database `worksite_bench_gate` created and dropped — default: an
 * embedded PostgreSQL in a temp dir), BENCH_CLIENTS (4), BENCH_BATCHES (1,50), BENCH_DURATION (10 s per measurement).
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { idCardKeysFrom } from '../../apps/server/src/config/id-card-keys';
import { createDb, type Db } from '../../apps/server/src/db/database';
import type { EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';
import { runMigrations } from '../../apps/server/src/db/run-migrations';
import { runSeed } from '../../apps/server/src/seed/run-seed';
import { decryptIdCard } from '../../apps/server/src/shared/id-card-secrets';
import { generateIngestKey } from '../../apps/server/src/telemetry/ingest-key';
import { benchDatabase } from '../shared/bench-database';
import { cpuDelta, cpuMs, startServerProcess } from '../ingest/helpers';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const CLIENTS = env('BENCH_CLIENTS', 4);
const BATCHES = (process.env.BENCH_BATCHES ?? '1,50').split(',').map(Number);
const DURATION = env('BENCH_DURATION', 10) * 1000;
const DB_NAME = 'worksite_bench_gate';
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

interface Client {
  readonly keys: readonly [string, string];
  /** Who passes: by ID number or by card, and whether the gate lets them in. */
  readonly people: readonly { readonly person: Record<string, string>; readonly allowed: boolean }[];
}

/** Per client: a 进 and an 出 device on a demo project under construction, and its roster as the gate sees it. */
async function prepareClients(db: Db): Promise<Client[]> {
  const projects = await db.many<{ id: number; company_id: number; district_code: string }>(
    `SELECT p.id, p.company_id, p.district_code FROM projects p WHERE p.project_status = 3 AND p.if_del = 0
        AND (SELECT count(*) FROM workers w WHERE w.project_id = p.id) > 50 ORDER BY p.id`,
  );
  const keysOf = idCardKeysFrom(process.env);
  const clients: Client[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const p = projects[c % projects.length]!;
    const keys = [generateIngestKey(), generateIngestKey()] as const;
    await db.exec(
      `INSERT INTO access_devices (company_id, project_id, district_code, device_name, direction, device_key, key_hint)
       VALUES ($1, $2, $3, $4, 1, $5, ''), ($1, $2, $3, $6, 2, $7, '')`,
      [p.company_id, p.id, p.district_code, `bench-${c}-进`, keys[0].hash, `bench-${c}-出`, keys[1].hash],
    );
    const rows = await db.many<{ id_card_cipher: string; access_card_no: string; trained: boolean; allowed: boolean }>(
      `SELECT w.id_card_cipher, w.access_card_no,
              (SELECT count(*) FROM worker_safety_education e WHERE e.worker_id = w.id) = 3 AS trained,
              d.has_signed_contract AND d.certificate_problem IS NULL AND (SELECT count(*) FROM worker_safety_education e WHERE e.worker_id = w.id) = 3 AS allowed
         FROM workers w JOIN worker_gate_documents d ON d.worker_id = w.id
        WHERE w.project_id = $1 AND w.roster_status = 1 AND w.exit_date IS NULL ORDER BY w.id`,
      [p.id],
    );
    const admitted = rows.filter((r) => r.allowed);
    const untrained = rows.find((r) => !r.trained);
    const people = admitted.map((r, i): { person: Record<string, string>; allowed: boolean } => ({
      person: i % 2 ? { cardNo: r.access_card_no } : { idCard: decryptIdCard(keysOf, r.id_card_cipher) }, allowed: true,
    }));
    // ~2 % refusals: the project's worker without 三级教育 now and then.
    if (untrained) for (let i = 0; i < Math.ceil(people.length / 50); i++) people.splice((i * 50) % people.length, 0, { person: { cardNo: untrained.access_card_no }, allowed: false });
    clients.push({ keys: [keys[0].key, keys[1].key], people });
  }
  return clients;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function post(url: string, key: string, body: string): Promise<{ status: number; body: { data?: { allowed: number; refused: number; duplicates: number; invalid: number } } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-device-key': key } }, (res) => {
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

interface Result { events: number; perSecond: number; requests: number; p50: string; p95: string; node: string; pg: string }

/** CLIENTS loops of `send` (answers the events it sent) for DURATION: events/s, request p50 / p95, CPU ms per 1 000 events. */
async function measure(db: Db, serverPid: number, send: (client: number) => Promise<number>): Promise<Result> {
  const backends = async () => (await db.many<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [DB_NAME])).map((r) => r.pid);
  const pgBefore = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
  const nodeBefore = cpuMs(serverPid);
  const started = Date.now();
  const end = started + DURATION;
  const latencies: number[] = [];
  let events = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const n = await send(c);
      events += n;
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  const perK = (ms: number) => ((ms / events) * 1000).toFixed(0);
  return {
    events, perSecond: Math.round(events / seconds), requests: latencies.length, p50: pct(0.5), p95: pct(0.95),
    node: perK(cpuMs(serverPid) - nodeBefore), pg: perK(cpuDelta(await backends(), pgBefore)),
  };
}

async function main(): Promise<void> {
  let cluster: EmbeddedCluster | undefined;
  let child: ChildProcess | undefined;
  let adminUrl: string | undefined;
  let db: Db | undefined;
  const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  try {
    const bench = await benchDatabase(DB_NAME, path.join(os.tmpdir(), `worksite-bench-gate-${process.pid}`), log);
    ({ cluster, adminUrl } = bench);
    log('migrating and seeding …');
    await runMigrations(bench.databaseUrl);
    db = createDb(bench.databaseUrl, 4);
    await runSeed(db);
    const clients = await prepareClients(db);
    log('starting the server …');
    const server = await startServerProcess(bench.databaseUrl);
    child = server.child;
    const url = `${server.url}/prod-apiplus/api/Gate/Events`;
    const rows: string[] = [];
    let sent = 0;
    let expectedRefused = 0;
    const sentBodies: { client: number; key: string; body: string; n: number }[] = [];
    for (const batch of BATCHES) {
      log(`gate ingest: ${CLIENTS} clients × ${batch} events per POST …`);
      const next = Array.from({ length: CLIENTS }, () => 0);
      const r = await measure(db, child.pid!, async (c) => {
        const { keys, people } = clients[c]!;
        const direction = Math.floor(next[c]! / people.length) % 2;
        const events = Array.from({ length: batch }, () => {
          const i = next[c]!++;
          const who = people[i % people.length]!;
          if (!who.allowed) expectedRefused++;
          return { eventId: `b${batch}-${c}-${i}`, ...who.person, time: new Date().toISOString() };
        });
        const body = JSON.stringify({ events });
        const res = await post(url, keys[direction]!, body);
        const d = res.body.data;
        if (res.status !== 200 || !d || d.allowed + d.refused !== batch) throw new Error(`gate ingest refused: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        if (sentBodies.length < 200) sentBodies.push({ client: c, key: keys[direction]!, body, n: batch });
        return batch;
      });
      sent += r.events;
      rows.push(`| new events | ${batch} | ${CLIENTS} | ${r.perSecond} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.node} | ${r.pg} |`);
    }
    log('replay of stored events …');
    let k = 0;
    const replay = await measure(db, child.pid!, async () => {
      const b = sentBodies[k++ % sentBodies.length]!;
      const res = await post(url, b.key, b.body);
      if (res.status !== 200 || res.body.data?.duplicates !== b.n) throw new Error(`replay not answered as duplicates: ${JSON.stringify(res.body).slice(0, 300)}`);
      return b.n;
    });
    rows.push(`| replayed events (duplicates) | ${[...new Set(sentBodies.map((b) => b.n))].join(', ')} | ${CLIENTS} | ${replay.perSecond} | ${replay.requests} | ${replay.p50} | ${replay.p95} | ${replay.node} | ${replay.pg} |`);
    const stored = (await db.one<{ n: number; refused: number; alarms: number }>(
      `SELECT count(*)::int AS n, (count(*) FILTER (WHERE g.decision = 2))::int AS refused, count(DISTINCT g.alarm_id)::int AS alarms
         FROM gate_passages g JOIN access_devices d ON d.id = g.device_id WHERE d.device_name LIKE 'bench-%'`,
    ))!;
    if (stored.n !== sent || stored.refused !== expectedRefused) throw new Error(`stored ${JSON.stringify(stored)} vs sent ${sent}, refused ${expectedRefused}`);
    const cpu = os.cpus();
    process.stdout.write([
      `Machine: ${cpu.length} vCPU, ${cpu[0]?.model ?? '?'}, Node ${process.version}, PostgreSQL ${(await db.one<{ server_version: string }>('SHOW server_version'))!.server_version}`,
      `${CLIENTS} clients, ${DURATION / 1000} s per measurement; ${stored.n} passages stored as sent (${stored.refused} refused, ${stored.alarms} alarms), replays stored nothing.`,
      '',
      '| events | per POST | clients | events/s | requests | request p50 ms | request p95 ms | server CPU ms / 1000 events | PostgreSQL CPU ms / 1000 events |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      `Load average before the run: ${loadBefore}; during: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (${cpu.length} vCPU).`,
      '',
    ].join('\n'));
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
