/**
 * The demo for an hour (issue 19, Deliver 4; docs/decisions/0540, 0541; docs/benchmarks.md "Demo hour"): the
 * product server (apps/server/src/main.ts, as `npm start` runs it) with its demo seed and the built-in simulator,
 * for a given number of minutes, then what a person would have seen:
 * - alarm records and alarm notices raised in the run, per project, against the README's stated rate;
 * - the tanker cars every minute: whether each plant in production kept an idle car, and a 发车 by hand at the end;
 * - the concrete chain: orders with more delivered than produced;
 * - a device whose key a person reset at the start still reports with that key at the end (no re-key);
 * - a project created after the seed (flag off) got no devices;
 * - the simulator's curves over the 7 site days before the run through the alarm engine's debounce rule (the live
 *   run may fall at night, China time, when cranes rest): alarms per project and day, and the crane moment.
 *
 *   npm run bench:demo-hour -- [minutes]      (default 60; e.g. 30, or 0.5 to try it)
 *
 * BENCH_DATABASE_URL names a PostgreSQL's maintenance database (a database `worksite_demo_hour` is created and
 * dropped); default: an embedded PostgreSQL in a temp dir.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../apps/server/src/db/database';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';
import { benchDatabase } from '../shared/bench-database';
import { startProductServer, stopProductServer } from '../shared/product-server';
import { simulateSiteDays, type ProjectDevice, type ThresholdRow } from './site-days';

const root = path.resolve(__dirname, '..', '..');
const MINUTES = Number(process.argv[2] ?? process.env.DEMO_MINUTES ?? 60);
const DB_NAME = 'worksite_demo_hour';
const PASSWORD = 'Demo@2026';
/** The README's stated rate (decision 0540): 3 alarms a day per demo project expected, never more than 7. */
const EXPECTED_PER_DAY = 3;
const MAX_PER_DAY = 7;
const log = (m: string) => process.stderr.write(`[demo-hour ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

const startServer = (databaseUrl: string, dataDir: string) => startProductServer(root, databaseUrl, dataDir, { SIMULATOR: 'on' });

/** CPU seconds a process has used (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (100 a second on Linux)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function call(url: string, p: string, token: string | undefined, fields: Record<string, string | number>): Promise<{ status: number; code?: number; msg?: string; data?: Record<string, unknown> }> {
  // The answer's message is `msg`, `message` or `detail` depending on the call's envelope.
  const res = await fetch(`${url}/prod-apiplus${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form(fields),
  });
  const body = (await res.json()) as { code?: number; msg?: string; message?: string; detail?: string; data?: Record<string, unknown> };
  return { status: res.status, code: body.code, msg: body.msg || body.message || body.detail, data: body.data };
}

async function login(url: string, userName: string): Promise<string> {
  const r = await call(url, '/web/login', undefined, { userName, password: PASSWORD, fromplat: 'pc', wid: 11 });
  if (!r.data?.access_token) throw new Error(`login ${userName} failed: ${JSON.stringify(r).slice(0, 200)}`);
  return r.data.access_token as string;
}

/** Plants in production (a task 生产中) and their idle cars now. */
const dispatchable = (db: Db) =>
  db.many<{ plant_id: number; plant_name: string; idle: number; task_id: number | null }>(
    `SELECT pl.id AS plant_id, pl.plant_name,
            (SELECT count(*) FROM conc_tanker_cars tc WHERE tc.plant_id = pl.id AND tc.status = 0 AND tc.if_del = 0)::int AS idle,
            (SELECT min(k.id) FROM conc_tasks k WHERE k.plant_id = pl.id AND k.status = 1 AND k.if_del = 0) AS task_id
       FROM conc_plants pl WHERE pl.simulated AND pl.if_del = 0 ORDER BY pl.id`,
  );

async function run(db: Db, url: string, pid: number): Promise<void> {
  const t0 = (await db.one<{ t: Date }>('SELECT now() AS t'))!.t;
  const cpu0 = cpuSeconds(pid);
  // A person resets the key of one demo crane, and a project is created after the seed (its flag off).
  const admin = await login(url, 'sysadmin');
  const crane = (await db.one<{ id: number; name: string }>(`SELECT id, name FROM devices WHERE simulated AND device_type = 'crane' AND if_del = 0 ORDER BY id LIMIT 1`))!;
  const reset = await call(url, '/api/Telemetry/ResetDeviceKey', admin, { id: crane.id });
  const personKey = reset.data?.ingestKey as string;
  log(`key of ${crane.name} (${crane.id}) reset by sysadmin: ${reset.msg}`);
  const own = (await db.one<{ id: number }>(
    `INSERT INTO projects (company_id, project_name, project_no, project_status, district_code) SELECT company_id, '用户新建项目（演示时长）', 'BENCH-1', 3, district_code
       FROM projects WHERE simulated ORDER BY id LIMIT 1 RETURNING id`,
  ))!.id;

  const samples: { at: string; plants: Awaited<ReturnType<typeof dispatchable>> }[] = [];
  const end = Date.now() + MINUTES * 60_000;
  while (Date.now() < end) {
    samples.push({ at: new Date().toISOString(), plants: await dispatchable(db) });
    if (samples.length % 10 === 0) log(`${samples.length} min: load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    await sleep(Math.min(60_000, Math.max(0, end - Date.now())));
  }
  const hours = (Date.now() - t0.getTime()) / 3_600_000;

  // Alarms and notices raised in the run, per project.
  const perProject = await db.many<{ id: number; project_name: string; simulated: boolean; alarms: number; notices: number; city: number }>(
    `SELECT p.id, p.project_name, p.simulated,
            (SELECT count(*) FROM alarm_records a WHERE a.project_id = p.id AND a.raised_at >= $1)::int AS alarms,
            (SELECT count(*) FROM notices n JOIN alarm_records a ON a.id = substring(n.content FROM '报警编号 (\\d+)')::int
              WHERE n.notice_type = 2 AND n.create_time >= $1 AND a.project_id = p.id)::int AS notices,
            (SELECT count(*) FROM alarm_records a WHERE a.project_id = p.id AND a.raised_at >= $1 AND a.level = 1)::int AS city
       FROM projects p WHERE p.if_del = 0 ORDER BY p.id`,
    [t0],
  );
  const enterprise = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM notices n JOIN users u ON u.id = n.target_user_id WHERE u.user_name = 'enterprise_demo' AND n.notice_type = 2 AND n.create_time >= $1`,
    [t0],
  );
  const byMetric = await db.many<{ metric: string; n: number }>(`SELECT metric, count(*)::int AS n FROM alarm_records WHERE raised_at >= $1 GROUP BY 1 ORDER BY 1`, [t0]);
  const allowed = Math.max(MAX_PER_DAY, Math.ceil(hours / 24) * MAX_PER_DAY);
  console.log(`\nDemo run: ${(hours * 60).toFixed(1)} min from ${t0.toISOString()} (site time ${new Date(t0.getTime() + 8 * 3_600_000).toISOString().slice(11, 16)} CST)`);
  console.log(`Stated rate (README): ${EXPECTED_PER_DAY} alarms a day per demo project expected, at most ${MAX_PER_DAY} in a day → in this run ≈ ${((EXPECTED_PER_DAY * hours) / 24).toFixed(2)} expected, ≤ ${allowed} allowed`);
  console.log('project | simulated | alarms | of them city-level | alarm notices (all recipients) | within rate');
  for (const p of perProject) console.log(`${p.project_name} | ${p.simulated ? 'yes' : 'no'} | ${p.alarms} | ${p.city} | ${p.notices} | ${p.alarms <= allowed ? 'yes' : 'NO'}`);
  console.log(`alarms by metric: ${byMetric.map((m) => `${m.metric} ${m.n}`).join(', ') || 'none'}; alarm notices to enterprise_demo: ${enterprise!.n}`);

  // Tankers: per plant in production, how often it had an idle car.
  const plants = new Map<string, { producing: number; idle: number; minIdle: number }>();
  for (const s of samples) {
    for (const p of s.plants) {
      const e = plants.get(p.plant_name) ?? { producing: 0, idle: 0, minIdle: Infinity };
      if (p.task_id !== null) {
        e.producing += 1;
        if (p.idle > 0) e.idle += 1;
        e.minIdle = Math.min(e.minIdle, p.idle);
      }
      plants.set(p.plant_name, e);
    }
  }
  console.log(`\nTankers, sampled every minute (${samples.length} samples): plant | minutes in production | of them with an idle car | fewest idle cars then`);
  for (const [name, e] of plants) console.log(`${name} | ${e.producing} | ${e.idle} | ${e.producing ? e.minIdle : '-'}`);

  // 发车 by hand now: a person (enterprise_demo, else sysadmin) sends an idle car of a plant in production with what
  // its task has ready (at least 1 m³).
  const now = (await dispatchable(db)).filter((p) => p.task_id !== null && p.idle > 0);
  let dispatched = 'no plant in production with an idle car';
  let done = false;
  for (const userName of ['enterprise_demo', 'sysadmin']) {
    const token = await login(url, userName);
    for (const p of now) {
      const car = (await db.one<{ id: number; plate_no: string; capacity_m3: string }>(
        'SELECT id, plate_no, capacity_m3 FROM conc_tanker_cars WHERE plant_id = $1 AND status = 0 AND if_del = 0 ORDER BY id LIMIT 1', [p.plant_id]))!;
      const ready = (await db.one<{ v: string }>(
        `SELECT greatest(0, k.volume_produced - coalesce((SELECT sum(volume_m3) FROM conc_deliveries WHERE task_id = k.id), 0)) AS v FROM conc_tasks k WHERE k.id = $1`,
        [p.task_id]))!;
      const volume = Math.min(Number(car.capacity_m3), Math.max(1, Math.floor(Number(ready.v))));
      const r = await call(url, '/api/PCConcTaskUp/CreateTransProduct', token, { task_id: p.task_id!, tanker_id: car.id, volume_m3: volume });
      dispatched = `${userName}: ${p.plant_name} ${car.plate_no} ${volume} m³ (${Number(ready.v).toFixed(1)} m³ ready) → HTTP ${r.status} code ${r.code} ${r.msg}`;
      if (r.code === 200 || (r.code === undefined && r.status === 200)) {
        done = true;
        break;
      }
    }
    if (done || !now.length) break;
  }
  console.log(`发车 by hand: ${dispatched}`);

  // The concrete chain, the person's key, the user's project.
  const chain = await db.one<{ orders: number; over: number; trips: number }>(
    `SELECT count(*)::int AS orders, count(*) FILTER (WHERE d.v > coalesce(k.v, 0) + 1e-9)::int AS over, sum(d.n)::int AS trips FROM conc_orders o
       JOIN LATERAL (SELECT sum(volume_m3) AS v, count(*) FILTER (WHERE left_at >= $1) AS n FROM conc_deliveries WHERE order_id = o.id) d ON true
       LEFT JOIN LATERAL (SELECT sum(volume_produced) AS v FROM conc_tasks WHERE order_id = o.id AND if_del = 0) k ON true
      WHERE o.if_del = 0 AND EXISTS (SELECT 1 FROM conc_deliveries x WHERE x.order_id = o.id AND x.left_at >= $1)`,
    [t0],
  );
  console.log(`Concrete: ${chain!.trips} trips in the run on ${chain!.orders} orders; orders with more delivered than produced (订单对账 超量送达): ${chain!.over}`);
  const ingest = await fetch(`${url}/prod-apiplus/api/Telemetry/Ingest`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ devices: [{ key: personKey, ts: new Date().toISOString(), values: { craneMoment: 50 } }] }),
  });
  const live = await db.one<{ driven: number; recent: number }>(
    `SELECT count(*)::int AS driven, count(*) FILTER (WHERE d.last_seen_at > now() - interval '1 minute')::int AS recent FROM devices d JOIN projects p ON p.id = d.project_id
      WHERE d.simulated AND d.if_del = 0 AND d.device_type IN ('dust', 'crane', 'gas', 'tag', 'weighbridge') AND p.simulated AND p.project_status IN (1, 2, 3)`,
  );
  const ownDevices = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM devices WHERE project_id = $1', [own]);
  console.log(`Key reset by a person at the start still valid at the end: ${ingest.status === 200 ? 'yes' : `NO (${ingest.status})`}; devices the simulator reports for: ${live!.recent} of ${live!.driven} (the reset crane left out; weighbridges report only while a truck weighs, 07:00–19:00)`);
  console.log(`Project created after the seed: ${ownDevices!.n} devices`);

  // A week of the curves through the debounce rule.
  const devices = await db.many<ProjectDevice>(
    `SELECT d.id, d.device_type AS kind, d.lng, d.lat, d.project_id AS "projectId" FROM devices d JOIN projects p ON p.id = d.project_id
      WHERE d.simulated AND d.if_del = 0 AND p.simulated AND p.project_status IN (1, 2, 3) ORDER BY d.id`,
  );
  const thresholds = await db.many<ThresholdRow>(
    `SELECT device_type, metric, upper_limit, lower_limit, duration_seconds, clear_seconds, active_from::text, active_to::text
       FROM alarm_thresholds WHERE company_id IS NULL AND if_del = 0 AND enabled = 1`,
  );
  const week = simulateSiteDays(devices, thresholds, t0.getTime(), 7);
  const names = new Map(perProject.map((p) => [p.id, p.project_name]));
  console.log('\nThe curves over the 7 site days before the run (alarm engine debounce, platform thresholds): project | alarms per day | mean | max');
  for (const [projectId, days] of week.perDay) {
    console.log(`${names.get(projectId) ?? projectId} | ${days.join(' ')} | ${(days.reduce((a, b) => a + b, 0) / days.length).toFixed(2)} | ${Math.max(...days)}`);
  }
  console.log(`Crane moment while loaded (working hours): ${week.craneLoaded} samples, ${((100 * week.craneWithin) / week.craneLoaded).toFixed(1)} % within 40–85 %, ${((100 * week.craneOver90) / week.craneLoaded).toFixed(2)} % over 90 %`);
  console.log(`\nServer CPU in the run: ${(cpuSeconds(pid) - cpu0).toFixed(1)} s over ${(hours * 3600).toFixed(0)} s; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`);
}

async function main(): Promise<void> {
  if (!(MINUTES > 0)) throw new Error(`minutes must be a positive number, got ${process.argv[2]}`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'worksite-demo-hour-'));
  chmodSync(scratch, 0o755);
  const bench = await benchDatabase(DB_NAME, path.join(scratch, 'pg'), log);
  let server: { child: ChildProcess; url: string } | undefined;
  const db = createDb(bench.databaseUrl, 2);
  try {
    log(`starting the server (migrations, demo seed, simulator) for ${MINUTES} min …`);
    server = await startServer(bench.databaseUrl, path.join(scratch, 'data'));
    await run(db, server.url, server.child.pid!);
  } finally {
    await db.close();
    if (server) await stopProductServer(server.child);
    await dropDatabase(bench.adminUrl, DB_NAME).catch(() => undefined);
    await bench.cluster?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`demo-hour failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
