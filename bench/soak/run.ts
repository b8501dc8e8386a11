/**
 * Soak benchmark (issue 12, docs/benchmarks.md "Soak", docs/decisions/0289): the product server in its own
 * process (apps/server/src/main.ts: migrations, demo seed, every area, background jobs) under SOAK_SECONDS of
 * mixed load from SOAK_CONNECTIONS concurrent keep-alive connections — template list, template detail,
 * template create, telemetry ingest, sign-in, and SSE subscribers (/api/Push/Stream, reconnecting every
 * SOAK_SSE_SECONDS). Prints per kind: requests, errors by class, p50/p99 latency; the server's RSS every
 * SOAK_SAMPLE_SECONDS with the median of the first and of the last third of the run (flat = no leak).
 *
 *   tsx --tsconfig tsconfig.json bench/soak/run.ts        (root script: npm run bench:soak)
 *
 * Environment: SOAK_SECONDS (600), SOAK_CONNECTIONS (200), SOAK_MIX (connections per kind, as weights:
 * list=60,detail=50,create=18,ingest=20,sse=50,login=2), SOAK_SSE_SECONDS (30), SOAK_SAMPLE_SECONDS (10),
 * SOAK_DATABASE_URL (admin URL of a PostgreSQL; a database `worksite_soak` is created and dropped — default: an
 * embedded PostgreSQL in a temp dir). Each connection runs one kind in a closed loop (next request when the
 * answer is in, no think time). Sign-in gets few connections: each costs a scrypt at N = 2^17 (~0.3–2 s of a
 * core here), and in a closed loop a larger share would leave most connections queued behind scrypt.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHistogram, performance, type RecordableHistogram } from 'node:perf_hooks';
import { Pool } from 'undici';
import { createDb } from '../../apps/server/src/db/database';
import type { EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { benchDatabase } from '../shared/bench-database';
import { startProductServer, stopProductServer } from '../shared/product-server';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';

const root = path.resolve(__dirname, '..', '..');
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const SECONDS = env('SOAK_SECONDS', 600);
const CONNECTIONS = env('SOAK_CONNECTIONS', 200);
const SSE_SECONDS = env('SOAK_SSE_SECONDS', 30);
const SAMPLE_SECONDS = env('SOAK_SAMPLE_SECONDS', 10);
const DB_NAME = 'worksite_soak';
const PASSWORD = 'Demo@2026';
const USERS = ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'];
const KINDS = ['list', 'detail', 'create', 'ingest', 'sse', 'login'] as const;
type Kind = (typeof KINDS)[number];

const log = (m: string) => process.stderr.write(`[soak] ${m}\n`);

/** Connections per kind: SOAK_MIX weights scaled to SOAK_CONNECTIONS (largest remainders; every weighted kind gets one). */
function mixOf(spec: string, total: number): Record<Kind, number> {
  const weights = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  for (const part of spec.split(',')) {
    const [k, w] = part.split('=');
    if (!KINDS.includes(k as Kind) || !(Number(w) >= 0)) throw new Error(`SOAK_MIX: bad part "${part}"`);
    weights[k as Kind] = Number(w);
  }
  const sum = KINDS.reduce((s, k) => s + weights[k], 0);
  const out = Object.fromEntries(KINDS.map((k) => [k, weights[k] > 0 ? Math.max(1, Math.floor((weights[k] / sum) * total)) : 0])) as Record<Kind, number>;
  const byRemainder = [...KINDS].filter((k) => weights[k] > 0).sort((a, b) => ((weights[b] / sum) * total) % 1 - ((weights[a] / sum) * total) % 1);
  for (let i = 0; KINDS.reduce((s, k) => s + out[k], 0) < total; i++) out[byRemainder[i % byRemainder.length]!] += 1;
  return out;
}
const MIX = mixOf(process.env.SOAK_MIX ?? 'list=60,detail=50,create=18,ingest=20,sse=50,login=2', CONNECTIONS);

/** Per kind: counts by outcome and a latency histogram (µs). */
interface Tally {
  ok: number;
  refused: number; // 4xx, or a 200 whose envelope reports a failure
  server: number; // 5xx
  network: number; // connection errors, resets, timeouts
  latency: RecordableHistogram;
  /** SSE only: events received. */
  events: number;
}
const tallies = Object.fromEntries(KINDS.map((k) => [k, { ok: 0, refused: 0, server: 0, network: 0, latency: createHistogram(), events: 0 }])) as Record<Kind, Tally>;
let firstErrors: string[] = [];
const noteError = (kind: Kind, what: string) => {
  if (firstErrors.length < 10) firstErrors.push(`${kind}: ${what.slice(0, 300)}`);
};

/** CPU ms (user + system) and RSS (MiB) of a process, from /proc (Linux). */
function procStats(pid: number): { cpuMs: number; rssMiB: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpuMs: ((Number(stat[11]) + Number(stat[12])) * 1000) / 100, rssMiB: rssKb / 1024 };
  } catch {
    return { cpuMs: 0, rssMiB: 0 };
  }
}

function machine(): string {
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? '?';
  return `${os.cpus().length} vCPU, ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * The product server on `databaseUrl`. Every sign-in of the bench comes from 127.0.0.1: the per-address limit
 * (30 a minute, 0280) would answer nearly all of them 429 at once; the soak measures the sign-in itself (scrypt),
 * so it is lifted.
 */
const startServer = (databaseUrl: string, dataDir: string) => startProductServer(root, databaseUrl, dataDir, { SIMULATOR: 'off', LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000000' });

const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function main(): Promise<void> {
  let cluster: EmbeddedCluster | undefined;
  let server: { child: ChildProcess; url: string; stderr: () => string } | undefined;
  let adminUrl = process.env.SOAK_DATABASE_URL;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'worksite-soak-'));
  // The embedded PostgreSQL runs as a user of its own when started as root: it must reach the directory.
  chmodSync(scratch, 0o755);
  try {
    const bench = await benchDatabase(DB_NAME, path.join(scratch, 'pg'), log, adminUrl);
    ({ cluster, adminUrl } = bench);
    const databaseUrl = bench.databaseUrl;

    log('starting the server (migrations, demo seed) …');
    server = await startServer(databaseUrl, path.join(scratch, 'data'));
    const pid = server.child.pid!;
    const db = createDb(databaseUrl, 2);
    const pool = new Pool(server.url, { connections: CONNECTIONS + 8, pipelining: 1, keepAliveTimeout: 60_000 });
    const api = '/prod-apiplus';

    // Set-up through the API: a token per demo user, 20 dust monitors and their keys, the templates to read.
    const tokens: Record<string, { token: string; userId: number; companyId: number }> = {};
    for (const userName of USERS) {
      const r = await pool.request({ path: `${api}/web/login`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form({ userName, password: PASSWORD, fromplat: 'pc', wid: 11 }) });
      const body = (await r.body.json()) as { status: number; data: { access_token: string; UserID: number; CompanyId: number } };
      if (body.status !== 1) throw new Error(`login ${userName} failed`);
      tokens[userName] = { token: body.data.access_token, userId: body.data.UserID, companyId: body.data.CompanyId };
    }
    const enterprise = tokens.enterprise_demo!;
    const project = (await db.one<{ id: number; project_name: string; company_name: string }>(
      `SELECT p.id, p.project_name, c.name AS company_name FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.company_id = $1 ORDER BY p.id LIMIT 1`,
      [enterprise.companyId],
    ))!;
    const deviceKeys: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await pool.request({
        path: `${api}/api/DustDevice/PCCreateDevice`, method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${tokens.sysadmin!.token}` },
        body: form({ device_name: `浸泡扬尘${i + 1}`, project_id: project.id }),
      });
      const body = (await r.body.json()) as { data: { ingestKey: string } };
      deviceKeys.push(body.data.ingestKey);
    }
    const templateIds = (await db.many<{ id: number }>(`SELECT id FROM rout_insp_content WHERE company_id = $1 AND if_del = 0`, [enterprise.companyId])).map((r) => r.id);
    if (templateIds.length === 0) throw new Error('the demo seed has no templates of enterprise_demo’s company');
    await db.close();

    const auth = { authorization: `Bearer ${enterprise.token}` };
    const listPath = `${api}/api/RoutInspContent/WherePageList?${form({ strWhere: `company_id = ${enterprise.companyId} and if_del = 0`, size: 10, index: 1, wid: 11, fromplat: 'pc' })}`;
    const createBody = (n: number) =>
      form({
        answer_list: '', company_name: project.company_name, content_name: `浸泡测试模板${n}`, project_name: project.project_name, project_id: project.id, content_type: '',
        description: '浸泡测试', device_type: '配电箱', fromplat: 'pc', other_list: '[]', machinery_list: '', repair_list: '', maintain_list: '',
        question_limit: 0, question_order: '', question_type: 1, rec_id: 0, user_id: enterprise.userId, user_name: '张建国', wid: 11,
      });
    let created = 0;
    // Ingest: 5 monitors × 4 metrics per call, each call its own millisecond (nothing is a duplicate).
    let tick = Date.now() - 60 * 60 * 1000;
    const ingestBody = () => {
      const ts = (tick += 1);
      const first = Math.floor(Math.random() * deviceKeys.length);
      const devices = Array.from({ length: 5 }, (_, i) => ({
        key: deviceKeys[(first + i) % deviceKeys.length], ts,
        values: { pm25: 20 + (ts % 40), pm10: 40 + (ts % 60), noise: 50 + (ts % 20), temperature: 18 + (ts % 10) },
      }));
      return JSON.stringify({ devices });
    };

    /** One request: counts its outcome and latency; true when it was answered (any status). */
    const timed = async (kind: Kind, run: () => Promise<{ status: number; okBody: boolean; detail?: string }>) => {
      const t0 = performance.now();
      try {
        const { status, okBody, detail } = await run();
        tallies[kind].latency.record(Math.max(1, Math.round((performance.now() - t0) * 1000)));
        if (status >= 500) {
          tallies[kind].server += 1;
          noteError(kind, `${status} ${detail ?? ''}`);
        } else if (status >= 400 || !okBody) {
          tallies[kind].refused += 1;
          noteError(kind, `${status} ${detail ?? ''}`);
        } else tallies[kind].ok += 1;
      } catch (e) {
        tallies[kind].network += 1;
        noteError(kind, e instanceof Error ? e.message : String(e));
      }
    };
    /** JSON request; ok when HTTP 200 and the envelope does not report a failure. */
    const call = async (opts: Parameters<Pool['request']>[0]) => {
      const r = await pool.request(opts);
      const text = await r.body.text();
      let body: { code?: number; status?: number; data?: { id?: number } } = {};
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      const okBody = r.statusCode === 200 && (body.code === undefined || body.code === 200 || body.code === 0) && body.status !== 0;
      return { status: r.statusCode, okBody, detail: okBody ? undefined : text, body };
    };

    const ops: Record<Exclude<Kind, 'sse'>, () => Promise<void>> = {
      list: () => timed('list', () => call({ path: listPath, method: 'GET', headers: auth })),
      detail: () =>
        timed('detail', () => call({ path: `${api}/api/RoutInspContent/GetContentDetail?rec_id=${templateIds[Math.floor(Math.random() * templateIds.length)]}&wid=11&fromplat=pc`, method: 'GET', headers: auth })),
      create: () =>
        timed('create', async () => {
          const r = await call({ path: `${api}/api/RoutInspContent/CreateContent`, method: 'POST', headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: createBody((created += 1)) });
          if (r.okBody && r.body.data?.id) templateIds.push(r.body.data.id);
          return r;
        }),
      ingest: () => timed('ingest', () => call({ path: `${api}/api/Telemetry/Ingest`, method: 'POST', headers: { 'content-type': 'application/json' }, body: ingestBody() })),
      login: () =>
        timed('login', () =>
          call({
            path: `${api}/web/login`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form({ userName: USERS[Math.floor(Math.random() * USERS.length)]!, password: PASSWORD, fromplat: 'pc', wid: 11 }),
          }),
        ),
    };

    /** An SSE subscriber: opens the stream (latency = time to the answer's head), reads events for SOAK_SSE_SECONDS, reconnects. */
    const subscribe = async (worker: number, end: number) => {
      const { token } = tokens[USERS[worker % USERS.length]!]!;
      while (Date.now() < end) {
        const abort = new AbortController();
        const hold = setTimeout(() => abort.abort(), Math.min(SSE_SECONDS * 1000, Math.max(0, end - Date.now())));
        const t0 = performance.now();
        try {
          // A one-use ticket per connection, as the web client opens the stream (decision 0506).
          const issued = await pool.request({
            path: `${api}/api/Push/Ticket`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` }, body: form({ purpose: 'push' }),
          });
          const { ticket } = ((await issued.body.json()) as { data: { ticket: string } }).data;
          const r = await pool.request({ path: `${api}/api/Push/Stream?ticket=${encodeURIComponent(ticket)}`, method: 'GET', signal: abort.signal, bodyTimeout: 0 });
          tallies.sse.latency.record(Math.max(1, Math.round((performance.now() - t0) * 1000)));
          if (r.statusCode >= 500) tallies.sse.server += 1;
          else if (r.statusCode !== 200) tallies.sse.refused += 1;
          else tallies.sse.ok += 1;
          if (r.statusCode !== 200) noteError('sse', String(r.statusCode));
          try {
            for await (const chunk of r.body) tallies.sse.events += (String(chunk).match(/^event: /gm) ?? []).length;
          } catch {
            // aborted at the end of the hold: expected
          }
        } catch (e) {
          if (!abort.signal.aborted) {
            tallies.sse.network += 1;
            noteError('sse', e instanceof Error ? e.message : String(e));
          }
        } finally {
          clearTimeout(hold);
        }
      }
    };

    // Load, with the server's RSS and CPU and the load average sampled every SOAK_SAMPLE_SECONDS.
    const samples: { t: number; rssMiB: number; cpuMs: number; load1: number }[] = [];
    const sample = () => {
      const s = procStats(pid);
      samples.push({ t: Math.round((Date.now() - started) / 1000), ...s, load1: os.loadavg()[0]! });
      const done = KINDS.reduce((n, k) => n + tallies[k].ok + tallies[k].refused + tallies[k].server + tallies[k].network, 0);
      log(`${samples.at(-1)!.t} s: RSS ${s.rssMiB.toFixed(1)} MiB, ${done} requests, load ${os.loadavg()[0]!.toFixed(1)}`);
    };
    const loadBefore = os.loadavg();
    log(`mixed load: ${CONNECTIONS} connections (${KINDS.map((k) => `${k} ${MIX[k]}`).join(', ')}) for ${SECONDS} s …`);
    const started = Date.now();
    const end = started + SECONDS * 1000;
    sample();
    const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
    const cpuBefore = procStats(pid).cpuMs;
    const workers: Promise<void>[] = [];
    for (const kind of KINDS) {
      for (let w = 0; w < MIX[kind]; w++) {
        if (kind === 'sse') workers.push(subscribe(w, end));
        else workers.push((async () => { while (Date.now() < end) await ops[kind](); })());
      }
    }
    await Promise.all(workers);
    clearInterval(sampler);
    sample();
    const elapsed = (Date.now() - started) / 1000;
    const serverCpuS = (procStats(pid).cpuMs - cpuBefore) / 1000;
    await pool.close();

    // Report.
    const ms = (h: RecordableHistogram, p: number) => (h.count ? (h.percentile(p) / 1000).toFixed(1) : '–');
    const lines: string[] = [];
    lines.push(`Machine: ${machine()}`);
    lines.push(`Date: ${new Date(started).toISOString()} – ${new Date().toISOString()} (${elapsed.toFixed(0)} s of load)`);
    lines.push(`Load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}; during (1-min, every ${SAMPLE_SECONDS} s): median ${median(samples.map((s) => s.load1)).toFixed(2)}, min ${Math.min(...samples.map((s) => s.load1)).toFixed(2)}, max ${Math.max(...samples.map((s) => s.load1)).toFixed(2)}`);
    lines.push(`Connections: ${CONNECTIONS} (${KINDS.map((k) => `${k} ${MIX[k]}`).join(', ')}); server CPU ${serverCpuS.toFixed(0)} s over ${elapsed.toFixed(0)} s (${((serverCpuS / elapsed) * 100).toFixed(0)} % of a core)`);
    lines.push('');
    lines.push('| kind | requests | per s | ok | 4xx / refused | 5xx | network errors | p50 ms | p99 ms | max ms |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    let total = 0;
    let total5xx = 0;
    for (const k of KINDS) {
      const t = tallies[k];
      const n = t.ok + t.refused + t.server + t.network;
      total += n;
      total5xx += t.server;
      const label = k === 'sse' ? `sse (streams opened; ${t.events} events; latency = time to head)` : k;
      lines.push(`| ${label} | ${n} | ${(n / elapsed).toFixed(1)} | ${t.ok} | ${t.refused} | ${t.server} | ${t.network} | ${ms(t.latency, 50)} | ${ms(t.latency, 99)} | ${t.latency.count ? (t.latency.max / 1000).toFixed(1) : '–'} |`);
    }
    lines.push(`| **all** | ${total} | ${(total / elapsed).toFixed(1)} | | | **${total5xx}** | | | | |`);
    lines.push('');
    lines.push(`Server RSS (MiB) every ${SAMPLE_SECONDS} s: ${samples.map((s) => s.rssMiB.toFixed(0)).join(' ')}`);
    // Thirds of the samples taken under load (not the one before it starts, nor those as it ends).
    const loaded = samples.filter((s) => s.t > 0 && s.t < SECONDS);
    const third = Math.max(1, Math.floor(loaded.length / 3));
    const firstThird = median(loaded.slice(0, third).map((s) => s.rssMiB));
    const lastThird = median(loaded.slice(-third).map((s) => s.rssMiB));
    lines.push(`RSS median under load, first third: ${firstThird.toFixed(1)} MiB; last third: ${lastThird.toFixed(1)} MiB; change ${(((lastThird - firstThird) / firstThird) * 100).toFixed(1)} %; max ${Math.max(...samples.map((s) => s.rssMiB)).toFixed(1)} MiB`);
    // A sign-in in flight holds scrypt's 128 MiB (0287), so single samples jump by 128–256 MiB; the lowest sample
    // of each third is the floor without them, where a leak would show as well.
    const floorFirst = Math.min(...loaded.slice(0, third).map((s) => s.rssMiB));
    const floorLast = Math.min(...loaded.slice(-third).map((s) => s.rssMiB));
    lines.push(`RSS lowest sample, first third: ${floorFirst.toFixed(1)} MiB; last third: ${floorLast.toFixed(1)} MiB; change ${(((floorLast - floorFirst) / floorFirst) * 100).toFixed(1)} %`);
    if (firstErrors.length) lines.push('', 'First errors:', ...firstErrors.map((e) => `  ${e}`));
    process.stdout.write(`${lines.join('\n')}\n`);
    firstErrors = [];
  } finally {
    if (server) await stopProductServer(server.child);
    if (adminUrl) await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await cluster?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`soak failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
