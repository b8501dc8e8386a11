/**
 * Payroll benchmark (issue 21 Deliver 8, docs/benchmarks.md "Payroll", docs/decisions/0680): the monthly payroll of
 * PAYROLL_WORKERS (5 000) workers × PAYROLL_DAYS (30) site days of attendance on one project of a throwaway
 * database (migrated, minimal seed), each worker with a signed contract (daily wage 300–480) and a bank account.
 * Measures, with the computation the API runs (apps/server/src/areas/payroll/payroll-compute.ts, one statement
 * per sheet):
 *   1. the month's sheets of PAYROLL_TEAMS (50) teams of 100 workers: computing all of them, and again (a
 *      recomputation over existing lines);
 *   2. one sheet of a single team holding all the workers;
 *   3. paying that sheet (funds status per line, wage payments written, one statement).
 * Checks the totals against a plain SQL sum of attendance × wage.
 *
 *   tsx --tsconfig tsconfig.json bench/payroll/run.ts        (root script: npm run bench:payroll)
 *
 * Environment: BENCH_DATABASE_URL (admin URL of a PostgreSQL; a database `worksite_bench_payroll` is created and
 * dropped — default: an embedded PostgreSQL in a temp dir), PAYROLL_WORKERS, PAYROLL_DAYS, PAYROLL_TEAMS.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, type Db } from '../../apps/server/src/db/database';
import type { EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';
import { runMigrations } from '../../apps/server/src/db/run-migrations';
import { minimalSeedSteps, runSeed } from '../../apps/server/src/seed/run-seed';
import { computePayrollSheet, payPayrollSheet } from '../../apps/server/src/areas/payroll/payroll-compute';
import { benchDatabase } from '../shared/bench-database';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const WORKERS = env('PAYROLL_WORKERS', 5_000);
const DAYS = env('PAYROLL_DAYS', 30);
const TEAMS = env('PAYROLL_TEAMS', 50);
const DB_NAME = 'worksite_bench_payroll';
/** The month computed: a past 30-day month, every day of it attended (a full month, whatever today is). */
const MONTH = '2026-04-01';
const log = (m: string) => process.stderr.write(`[payroll] ${m}\n`);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

function machine(): string {
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? '?';
  return `${os.cpus().length} vCPU, ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const t0 = performance.now();
  const result = await work();
  return { result, ms: performance.now() - t0 };
}

/** One project, TEAMS teams (+ one team of everyone), WORKERS workers, contracts, accounts, DAYS days of attendance. */
async function fill(db: Db): Promise<{ project: number; teams: number[]; all: number }> {
  const p = (await db.one<{ id: number; company_id: number }>("SELECT id, company_id FROM projects WHERE project_no = 'HJ-2025-001'"))!;
  await db.exec(
    `INSERT INTO teams (company_id, project_id, district_code, team_name, employer_name)
     SELECT $1, $2, '440305', '基准班组' || g, '基准劳务有限公司' FROM generate_series(1, $3::int) g`, [p.company_id, p.id, TEAMS]);
  await db.exec(
    `INSERT INTO workers (company_id, project_id, worker_name, id_card_masked, team_name, work_type, entry_date, roster_status)
     SELECT $1, $2, '基准工人' || g, '4403**********' || lpad((g % 10000)::text, 4, '0'), '基准班组' || (1 + (g - 1) % $4), 1099, DATE '2026-01-01', 1
       FROM generate_series(1, $3::int) g`, [p.company_id, p.id, WORKERS, TEAMS]);
  await db.exec(
    `INSERT INTO labour_contracts (company_id, project_id, district_code, worker_id, start_date, daily_wage, status, signed_at)
     SELECT company_id, project_id, '440305', id, DATE '2026-01-01', 300 + (id % 10) * 20, 2, TIMESTAMPTZ '2025-12-31 10:00+08' FROM workers WHERE project_id = $1`, [p.id]);
  await db.exec(
    `INSERT INTO bank_accounts (company_id, project_id, district_code, worker_id, holder_name, bank_name, account_no_masked, status)
     SELECT company_id, project_id, '440305', id, worker_name, '中国工商银行', '6222***********' || lpad((id % 10000)::text, 4, '0'), CASE WHEN id % 20 = 0 THEN 1 ELSE 2 END
       FROM workers WHERE project_id = $1`, [p.id]);
  await db.exec(
    `INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time, out_time)
     SELECT w.id, w.company_id, w.project_id, d::date, (d::date + time '07:00') AT TIME ZONE 'Asia/Shanghai', (d::date + time '17:30') AT TIME ZONE 'Asia/Shanghai'
       FROM workers w CROSS JOIN generate_series($2::date, $2::date + ($3::int - 1), interval '1 day') d
      WHERE w.project_id = $1`, [p.id, MONTH, DAYS]);
  await db.exec('VACUUM ANALYZE');
  const teams = await db.many<{ id: number }>(
    `INSERT INTO payroll_sheets (company_id, project_id, district_code, team_id, team_name, employer_name, pay_month, pay_date)
     SELECT company_id, project_id, district_code, id, team_name, employer_name, $2, DATE '2026-05-10' FROM teams WHERE project_id = $1 ORDER BY id RETURNING id`,
    [p.id, MONTH]);
  // One team of everyone: the roster's team names moved to it for part 2.
  await db.exec(`INSERT INTO teams (company_id, project_id, district_code, team_name, employer_name) VALUES ($1, $2, '440305', '基准全员班组', '基准劳务有限公司')`, [p.company_id, p.id]);
  const all = (await db.one<{ id: number }>(
    `INSERT INTO payroll_sheets (company_id, project_id, district_code, team_id, team_name, employer_name, pay_month, pay_date)
     SELECT company_id, project_id, district_code, id, team_name, employer_name, $2, DATE '2026-05-10' FROM teams WHERE project_id = $1 AND team_name = '基准全员班组' RETURNING id`,
    [p.id, MONTH]))!.id;
  return { project: p.id, teams: teams.map((t) => t.id), all };
}

async function main(): Promise<void> {
  let cluster: EmbeddedCluster | undefined;
  let db: Db | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  const loadBefore = load();
  try {
    const bench = await benchDatabase(DB_NAME, path.join(os.tmpdir(), `worksite-bench-payroll-${process.pid}`), log, adminUrl);
    ({ cluster, adminUrl } = bench);
    log('migrating and seeding (minimal) …');
    await runMigrations(bench.databaseUrl);
    db = createDb(bench.databaseUrl, 2);
    await runSeed(db, minimalSeedSteps);
    log(`filling ${WORKERS} workers × ${DAYS} days …`);
    const filled = await timed(() => fill(db!));
    const { project, teams, all } = filled.result;
    const attendance = Number((await db.one<{ n: string }>('SELECT count(*) AS n FROM attendance_records WHERE project_id = $1', [project]))!.n);
    const expected = (await db.one<{ gross: string }>(
      `SELECT sum(c.daily_wage * a.days)::text AS gross FROM labour_contracts c
         JOIN (SELECT worker_id, count(*) AS days FROM attendance_records WHERE project_id = $1 GROUP BY 1) a ON a.worker_id = c.worker_id`, [project]))!.gross;

    log(`computing ${teams.length} team sheets …`);
    const loadDuring = load();
    const first = await timed(async () => { for (const id of teams) await computePayrollSheet(db!, id); });
    const again = await timed(async () => { for (const id of teams) await computePayrollSheet(db!, id); });
    const teamTotals = (await db.one<{ n: number; gross: string }>('SELECT sum(worker_count)::int AS n, sum(total_gross)::text AS gross FROM payroll_sheets WHERE id = ANY($1::int[])', [teams]))!;

    log('one sheet of all the workers …');
    await db.exec("UPDATE workers SET team_name = '基准全员班组' WHERE project_id = $1", [project]);
    const one = await timed(() => computePayrollSheet(db!, all));
    const oneAgain = await timed(() => computePayrollSheet(db!, all));
    const oneTotals = (await db.one<{ n: number; gross: string }>('SELECT worker_count AS n, total_gross::text AS gross FROM payroll_sheets WHERE id = $1', [all]))!;
    await db.exec('UPDATE payroll_sheets SET status = 4, paid_at = now() WHERE id = $1', [all]);
    const paid = await timed(() => payPayrollSheet(db!, all, new Date()));

    const lines = [
      `Payroll benchmark — ${new Date().toISOString()}`,
      `machine: ${machine()}`,
      `load average (1/5/15 min): before ${loadBefore}; at the computation ${loadDuring}; after ${load()}`,
      `data: ${WORKERS} workers, ${attendance} attendance rows (${DAYS} days of ${MONTH.slice(0, 7)}), filled in ${(filled.ms / 1000).toFixed(1)} s; expected gross ${expected}`,
      `${teams.length} team sheets (${WORKERS / teams.length} workers each): first computation ${first.ms.toFixed(0)} ms (${(first.ms / teams.length).toFixed(1)} ms a sheet), recomputation ${again.ms.toFixed(0)} ms; ${teamTotals.n} lines, gross ${teamTotals.gross}`,
      `one sheet of ${WORKERS} workers: ${one.ms.toFixed(0)} ms, recomputation ${oneAgain.ms.toFixed(0)} ms; ${oneTotals.n} lines, gross ${oneTotals.gross}`,
      `发放 of that sheet (${paid.result} wage payments written): ${paid.ms.toFixed(0)} ms`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (teamTotals.n !== WORKERS || oneTotals.n !== WORKERS) throw new Error(`lines: ${teamTotals.n} / ${oneTotals.n}, workers ${WORKERS}`);
    if (Number(teamTotals.gross) !== Number(expected) || Number(oneTotals.gross) !== Number(expected)) throw new Error(`gross ${teamTotals.gross} / ${oneTotals.gross} ≠ ${expected}`);
  } finally {
    await db?.close().catch(() => undefined);
    if (adminUrl) await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
  }
}

main().catch((e) => {
  process.stderr.write(`payroll bench failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
