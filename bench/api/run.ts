/**
 * API benchmark (issue 3, docs/benchmarks.md): the permission-checked template list of the real server
 * beside a bare `node:http` + `pg` handler that returns the same page, on 100 000 templates, in one run.
 *
 *   tsx --tsconfig tsconfig.json bench/api/run.ts        (root script: npm run bench:api)
 *
 * Environment: BENCH_DATABASE_URL (admin URL of a PostgreSQL to use; a database `worksite_bench` is created
 * there and dropped afterwards — default: an embedded PostgreSQL in a temp dir), BENCH_TEMPLATES (100000),
 * BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (3 s), BENCH_THREADS (2 wrk threads),
 * BENCH_ROUNDS (1: each target measured once per round, alternating, the median round reported).
 * Needs `wrk` on the PATH (docs/decisions/0120-bench-tool.md).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startListeningChild } from '../shared/listening-child';
import { deepStrictEqual } from 'node:assert';
import { hashToken } from '../../apps/server/src/auth/session-store';
import { createDb } from '../../apps/server/src/db/database';
import type { EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { benchDatabase } from '../shared/bench-database';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';
import { runMigrations } from '../../apps/server/src/db/run-migrations';
import { runSeed } from '../../apps/server/src/seed/run-seed';

const here = __dirname;
const root = path.resolve(here, '..', '..');
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const TEMPLATES = env('BENCH_TEMPLATES', 100_000);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
const DURATION = env('BENCH_DURATION', 10);
const WARMUP = env('BENCH_WARMUP', 3);
const THREADS = env('BENCH_THREADS', 2);
const ROUNDS = env('BENCH_ROUNDS', 1);
const DB_NAME = 'worksite_bench';

const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

/** Starts a bench server script in its own Node process; resolves with its port. */
function startChild(script: string, args: Record<string, unknown>): Promise<{ child: ChildProcess; port: number }> {
  return startListeningChild(path.join(here, script), [JSON.stringify(args)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'), NODE_OPTIONS: '' },
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface WrkResult {
  requests: number;
  duration_us: number;
  bytes: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  latency_us: { mean: number; p50: number; p90: number; p99: number; max: number };
}

/** `headers`: `name: value` lines sent with every request (the session token: no token in a URL, decision 0506). */
function wrk(url: string, seconds: number, headers: readonly string[] = []): WrkResult {
  const r = spawnSync('wrk', ['-t', String(THREADS), '-c', String(CONNECTIONS), '-d', `${seconds}s`, '--latency', ...headers.flatMap((h) => ['-H', h]), '-s', path.join(here, 'wrk-report.lua'), url], {
    encoding: 'utf8',
  });
  if (r.error || r.status !== 0) throw new Error(`wrk failed: ${r.error?.message ?? r.stderr}`);
  const line = r.stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no result:\n${r.stdout}`);
  return JSON.parse(line.slice('WRK_JSON '.length)) as WrkResult;
}

/** CPU time (ms, user + system) a process has used so far, from /proc (Linux); 0 when unreadable. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return 0;
  }
}

interface Measured extends WrkResult {
  /** CPU ms per request of the server process and of its PostgreSQL backends (robust to other load on the machine). */
  node_cpu_ms: number;
  pg_cpu_ms: number;
}

const rps = (r: WrkResult) => r.requests / (r.duration_us / 1e6);
const ms = (us: number) => (us / 1000).toFixed(2);
const errorsOf = (r: WrkResult) => Object.values(r.errors).reduce((a, b) => a + b, 0);

function machine(): string {
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? '?';
  return `${os.cpus().length} vCPU (nproc), ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

async function main(): Promise<void> {
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed: apt-get install -y wrk (docs/decisions/0120-bench-tool.md)');
  const children: ChildProcess[] = [];
  let cluster: EmbeddedCluster | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  try {
    const bench = await benchDatabase(DB_NAME, path.join(os.tmpdir(), `worksite-bench-pg-${process.pid}`), log, adminUrl);
    ({ cluster, adminUrl } = bench);
    const databaseUrl = bench.databaseUrl;

    log('migrating and seeding …');
    await runMigrations(databaseUrl);
    const db = createDb(databaseUrl, 4);
    try {
      await runSeed(db);
      const t0 = Date.now();
      // Spread evenly over every demo company; list columns of realistic size (a question list as JSON text).
      await db.exec(
        `WITH cs AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM companies WHERE if_del = 0)
         INSERT INTO rout_insp_content (company_id, company_name, project_name, device_type, content_name, description,
                                        other_list, machinery_list, repair_list, maintain_list, create_time, update_time)
         SELECT cs.ids[1 + g % cardinality(cs.ids)], cs.names[1 + g % cardinality(cs.ids)],
                '压测项目' || (g % 40), (ARRAY['塔吊', '施工电梯', '搅拌站', '配电箱', '物料提升机'])[1 + g % 5],
                '压测模板 ' || g, '每日巡检模板，含安全装置与电气检查项 ' || g,
                '[{"question":"安全装置是否齐全有效","type":1,"answers":["是","否"]},{"question":"钢丝绳磨损情况","type":2,"answers":["正常","轻微","严重"]}]',
                '[{"question":"操作前检查","type":1,"answers":["是","否"]}]', '', '',
                now() - make_interval(mins => g), now() - make_interval(mins => g)
           FROM generate_series(1, $1::int) g, cs`,
        [TEMPLATES],
      );
      // What autovacuum does in a steady state: statistics, and a visibility map so counts are index-only scans.
      await db.exec('VACUUM (ANALYZE) rout_insp_content');
      await db.exec('ANALYZE');
      log(`inserted ${TEMPLATES} templates in ${Date.now() - t0} ms`);
    } finally {
      await db.close();
    }

    log('starting the real server and the bare handler (separate processes) …');
    const full = await startChild('full-server.ts', { databaseUrl });
    children.push(full.child);
    const fullBase = `http://127.0.0.1:${full.port}/prod-apiplus`;

    const login = await fetch(`${fullBase}/web/login`, {
      method: 'POST',
      body: new URLSearchParams({ userName: 'enterprise_demo', password: 'Demo@2026', fromplat: 'pc', wid: '11' }),
    });
    const loginBody = (await login.json()) as { status?: number; data?: { access_token?: string } };
    const token = loginBody.data?.access_token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(loginBody)}`);
    const check = createDb(databaseUrl, 1);
    const session = await check.one<{ company_id: number; n: number }>(
      `SELECT s.company_id, (SELECT count(*)::int FROM rout_insp_content WHERE company_id = s.company_id AND if_del = 0) AS n
         FROM sessions s WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    await check.close();
    const strWhere = `company_id = ${session!.company_id} and if_del = 0`;
    const query = new URLSearchParams({ index: '1', size: '10', strWhere }).toString();
    // The token in a header, as the web client sends it (the server takes none from a URL, decision 0506).
    const fullUrl = `${fullBase}/api/RoutInspContent/WherePageList?${query}&wid=11&fromplat=pc`;
    const tokenHeader = `token: ${token}`;
    const a = await fetch(fullUrl, { headers: { token } }).then((r) => r.json());
    const keys = Object.keys((a as { data: Record<string, unknown>[] }).data[0] ?? {});
    const { data: _data, page: _page, ...frame } = a as Record<string, unknown>;
    const bare = await startChild('bare-server.ts', { databaseUrl, keys, frame });
    children.push(bare.child);
    const bareUrl = `http://127.0.0.1:${bare.port}/bare/RoutInspContent/WherePageList?${query}`;

    // Same page from both, and the real one really is permission-checked.
    const b = await fetch(bareUrl).then((r) => r.json());
    deepStrictEqual(a, b, 'the bare handler must return exactly the page the server returns');
    const page = (a as { page: { record_count: number }; data: unknown[] }).page;
    if (page.record_count !== session!.n || (a as { data: unknown[] }).data.length !== 10) throw new Error(`unexpected page ${JSON.stringify(page)}`);
    const noToken = await fetch(fullUrl);
    if (noToken.status !== 401) throw new Error(`without a token the list answered ${noToken.status}, expected 401`);
    log(`same page from both (record_count ${page.record_count}); no token → 401`);

    // Backends serving the two servers' pools (PostgreSQL runs one process per connection).
    const backendPids = async () => {
      const c = createDb(databaseUrl, 1);
      try {
        const rows = await c.many<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        return rows.map((x) => x.pid);
      } finally {
        await c.close();
      }
    };
    const results: { full: Measured; bare: Measured }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const one: Partial<{ full: Measured; bare: Measured }> = {};
      for (const [name, url] of [['full', fullUrl], ['bare', bareUrl]] as const) {
        log(`round ${round}/${ROUNDS} ${name}: warm-up ${WARMUP} s, then ${DURATION} s at ${CONNECTIONS} connections …`);
        if (WARMUP > 0) wrk(url, WARMUP, [tokenHeader]);
        const pids = await backendPids();
        const pid = (name === 'full' ? full : bare).child.pid;
        const before = { node: cpuMs(pid), pg: pids.map(cpuMs) };
        const r = wrk(url, DURATION, [tokenHeader]);
        // A backend that ended during the run (an idle pool connection of the other server) counts 0.
        const pgDelta = pids.map(cpuMs).reduce((sum, after, i) => sum + (after >= before.pg[i] ? after - before.pg[i] : 0), 0);
        one[name] = { ...r, node_cpu_ms: (cpuMs(pid) - before.node) / r.requests, pg_cpu_ms: pgDelta / r.requests };
        log(`  ${rps(r).toFixed(0)} req/s, cpu/req node ${one[name]!.node_cpu_ms.toFixed(3)} ms pg ${one[name]!.pg_cpu_ms.toFixed(3)} ms, p50 ${ms(r.latency_us.p50)} ms, p99 ${ms(r.latency_us.p99)} ms, errors ${JSON.stringify(r.errors)}`);
        if (r.errors.status > 0 || r.errors.connect > 0) throw new Error(`${name}: wrk reported errors ${JSON.stringify(r.errors)}`);
      }
      results.push(one as { full: Measured; bare: Measured });
    }
    const sorted = [...results].sort((x, y) => rps(x.full) / rps(x.bare) - rps(y.full) / rps(y.bare));
    const { full: f, bare: br } = sorted[Math.floor(sorted.length / 2)];
    const ratio = rps(f) / rps(br);
    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const lines = [
      '',
      `API benchmark — ${date}`,
      `machine: ${machine()}`,
      `data: ${TEMPLATES} templates, ${page.record_count} in the listed company; page 1, size 10; ${CONNECTIONS} connections, ${THREADS} wrk threads, ${DURATION} s after ${WARMUP} s warm-up; median of ${ROUNDS} round(s)`,
      `database: ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL'}`,
      '',
      '| target | requests/s | p50 ms | p90 ms | p99 ms | max ms | requests | server CPU ms/req | PostgreSQL CPU ms/req |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| full stack (token, button permission, company scope, strWhere grammar, list envelope) | ${rps(f).toFixed(0)} | ${ms(f.latency_us.p50)} | ${ms(f.latency_us.p90)} | ${ms(f.latency_us.p99)} | ${ms(f.latency_us.max)} | ${f.requests} | ${f.node_cpu_ms.toFixed(3)} | ${f.pg_cpu_ms.toFixed(3)} |`,
      `| bare node:http + pg | ${rps(br).toFixed(0)} | ${ms(br.latency_us.p50)} | ${ms(br.latency_us.p90)} | ${ms(br.latency_us.p99)} | ${ms(br.latency_us.max)} | ${br.requests} | ${br.node_cpu_ms.toFixed(3)} | ${br.pg_cpu_ms.toFixed(3)} |`,
      '',
      `ratio full/bare throughput: ${ratio.toFixed(2)} (aim ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'MISSED'}); full-stack p99 ${ms(f.latency_us.p99)} ms (aim < 20 ms: ${f.latency_us.p99 < 20_000 ? 'met' : 'MISSED'})`,
    ];
    if (ROUNDS > 1) lines.push(`rounds (full/bare req/s): ${results.map((r) => `${rps(r.full).toFixed(0)}/${rps(r.bare).toFixed(0)}`).join(', ')}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const c of children) await stopChild(c);
    if (adminUrl && process.env.BENCH_DATABASE_URL && !process.env.BENCH_KEEP_DB) await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await cluster?.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`[bench] failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exit(1);
});
