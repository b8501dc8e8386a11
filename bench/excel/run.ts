/**
 * Excel benchmark (issue 10 item 7, docs/benchmarks.md "Excel", docs/decisions/0317): the product server in its
 * own process (bench/ingest/helpers.ts `startServerProcess`: apps/server/src/main.ts) on a throwaway database
 * holding EXCEL_ROWS (100 000) projects of enterprise_demo's company beside the demo seed. Measures
 *   1. after a one-row warm-up export, the export of all of them as enterprise_demo (`GET /api/Project/ExportExcel`): time to the last byte, file
 *      size, rows in the file (read back with exceljs's streaming reader), and the server's RSS sampled every
 *      20 ms from /proc — peak growth over its RSS just before (aim: < 100 MB);
 *   2. the import of EXCEL_IMPORT_ROWS (10 000) new projects (`POST /api/Project/ImportExcel`), every row
 *      validated, in one transaction: time, answer, the server's RSS growth.
 *
 *   tsx --tsconfig tsconfig.json bench/excel/run.ts        (root script: npm run bench:excel)
 *
 * Environment: BENCH_DATABASE_URL (admin URL of a PostgreSQL; a database `worksite_bench_excel` is created and
 * dropped — default: an embedded PostgreSQL in a temp dir), EXCEL_ROWS (100000), EXCEL_IMPORT_ROWS (10000).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { XLSX_MEDIA_TYPE } from '@worksite/contract';
import { createDb, type Db } from '../../apps/server/src/db/database';
import type { EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { benchDatabase } from '../shared/bench-database';
import { dropDatabase } from '../../apps/server/src/db/ensure-database';
import { runMigrations } from '../../apps/server/src/db/run-migrations';
import { runSeed } from '../../apps/server/src/seed/run-seed';
import { startServerProcess } from '../ingest/helpers';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const ROWS = env('EXCEL_ROWS', 100_000);
const IMPORT_ROWS = env('EXCEL_IMPORT_ROWS', 10_000);
const DB_NAME = 'worksite_bench_excel';
const RSS_LIMIT_MB = 100;
const log = (m: string) => process.stderr.write(`[excel] ${m}\n`);
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

/** RSS (MiB) of a process, from /proc (Linux); 0 when unreadable. */
function rssMiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function machine(): string {
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? '?';
  return `${os.cpus().length} vCPU, ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** Samples `pid`'s RSS every 20 ms while `work` runs: the RSS before, the peak, the time taken. */
async function watched<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; seconds: number; before: number; peak: number }> {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const t0 = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, rssMiB(pid));
    return { result, seconds: (performance.now() - t0) / 1000, before, peak };
  } finally {
    clearInterval(timer);
  }
}

/** EXCEL_ROWS projects of `companyId`, written in one statement (a phone on each, to be masked). */
async function fillProjects(db: Db, companyId: number): Promise<void> {
  await db.exec(
    `INSERT INTO projects (company_id, project_name, project_no, project_status, district_code, address, start_date, end_date, contact_phone)
     SELECT $1, '基准项目' || g, 'BX-' || g, 1 + g % 5, '440305', '深圳市南山区基准路' || g || '号', DATE '2025-01-01' + g % 365, DATE '2027-01-01' + g % 365, '138' || lpad((g % 100000000)::text, 8, '0')
     FROM generate_series(1, $2::int) g`,
    [companyId, ROWS],
  );
  await db.exec('VACUUM ANALYZE projects');
}

/** Data rows of an .xlsx, counted with exceljs's streaming reader. */
async function countRows(bytes: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  let n = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) n += 1;
    break;
  }
  return n - 1;
}

/** An import file: the template's header, IMPORT_ROWS new projects. */
async function importFile(header: readonly string[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('项目');
  sheet.addRow([...header]).commit();
  const col = (label: string) => header.indexOf(label);
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    const row: unknown[] = new Array(header.length).fill(null);
    row[col('项目名称')] = `导入基准项目${i}`;
    row[col('项目编号')] = `IM-${i}`;
    row[col('项目状态')] = ['筹备', '立项', '在建', '竣工', '停工'][i % 5];
    row[col('所属区域')] = '440305';
    row[col('项目地址')] = `深圳市南山区导入路${i}号`;
    row[col('开工日期')] = '2026-01-01';
    row[col('联系电话')] = `1390${String(i).padStart(7, '0')}`;
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

async function login(api: string, userName: string): Promise<string> {
  const res = await fetch(`${api}/web/login`, { method: 'POST', body: new URLSearchParams({ userName, password: 'Demo@2026', fromplat: 'pc', wid: '11' }) });
  const body = (await res.json()) as { status: number; data: { access_token: string } };
  if (body.status !== 1) throw new Error(`login ${userName} failed`);
  return body.data.access_token;
}

async function main(): Promise<void> {
  let cluster: EmbeddedCluster | undefined;
  let child: ChildProcess | undefined;
  let db: Db | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  const loadBefore = load();
  let failed = false;
  try {
    const bench = await benchDatabase(DB_NAME, path.join(os.tmpdir(), `worksite-bench-excel-${process.pid}`), log, adminUrl);
    ({ cluster, adminUrl } = bench);
    const databaseUrl = bench.databaseUrl;
    log('migrating and seeding …');
    await runMigrations(databaseUrl);
    db = createDb(databaseUrl, 4);
    await runSeed(db);
    const company = (await db.one<{ company_id: number }>("SELECT company_id FROM projects WHERE project_no = 'HJ-2025-001'"))!.company_id;
    log(`filling ${ROWS} projects …`);
    await fillProjects(db, company);
    const listed = Number((await db.one<{ n: string }>('SELECT count(*) AS n FROM projects WHERE company_id = $1 AND if_del = 0', [company]))!.n);

    log('starting the server …');
    const server = await startServerProcess(databaseUrl);
    child = server.child;
    const pid = child.pid!;
    const api = `${server.url}/prod-apiplus`;
    const token = await login(api, 'enterprise_demo');
    const auth = { authorization: `Bearer ${token}` };
    // Warm-up: a list page and a one-row export, so the RSS before the measured export is the server's after
    // start-up, sign-in and its first use of the export code (compiled code, exceljs's first allocations).
    await (await fetch(`${api}/api/Project/WhereProjectList?index=1&size=10`, { headers: auth })).arrayBuffer();
    const cold = await watched(pid, async () =>
      Buffer.from(await (await fetch(`${api}/api/Project/ExportExcel?strWhere=${encodeURIComponent("project_no = 'HJ-2025-001'")}`, { headers: auth })).arrayBuffer()),
    );
    if ((await countRows(cold.result)) !== 1) throw new Error('the one-row warm-up export has not one row');
    await new Promise((r) => setTimeout(r, 1000));

    log(`exporting ${listed} projects …`);
    const loadDuring = load();
    const exported = await watched(pid, async () => {
      const res = await fetch(`${api}/api/Project/ExportExcel`, { headers: auth });
      if (res.status !== 200 || res.headers.get('content-type') !== XLSX_MEDIA_TYPE) throw new Error(`export refused: ${res.status} ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    });
    const exportRows = await countRows(exported.result);
    const exportGrowth = exported.peak - exported.before;
    // The same export again, and one of a fifth of the rows (project_status = 1): if the growth does not
    // follow the row count, it is the heap's slack, not the table held in memory.
    await new Promise((r) => setTimeout(r, 2000));
    const again = await watched(pid, async () => Buffer.from(await (await fetch(`${api}/api/Project/ExportExcel`, { headers: auth })).arrayBuffer()));
    await new Promise((r) => setTimeout(r, 2000));
    const fifth = await watched(pid, async () =>
      Buffer.from(await (await fetch(`${api}/api/Project/ExportExcel?strWhere=${encodeURIComponent('project_status = 1')}`, { headers: auth })).arrayBuffer()),
    );
    const fifthRows = await countRows(fifth.result);

    log(`importing ${IMPORT_ROWS} projects …`);
    const template = await fetch(`${api}/api/Project/ImportTemplate`, { headers: auth });
    const header = await (async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await template.arrayBuffer()) as unknown as ExcelJS.Buffer);
      return ((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) as string[]);
    })();
    const file = await importFile(header);
    const before = Number((await db.one<{ n: string }>('SELECT count(*) AS n FROM projects'))!.n);
    const imported = await watched(pid, async () => {
      const res = await fetch(`${api}/api/Project/ImportExcel`, { method: 'POST', body: file, headers: { ...auth, 'content-type': XLSX_MEDIA_TYPE } });
      return (await res.json()) as { code: number; detail: string; data: unknown };
    });
    const after = Number((await db.one<{ n: string }>('SELECT count(*) AS n FROM projects'))!.n);

    const lines = [
      `Excel benchmark — ${new Date().toISOString()}`,
      `machine: ${machine()}`,
      `load average (1/5/15 min): before ${loadBefore}; at the export ${loadDuring}; after ${load()}`,
      `export: ${exportRows} rows (list total ${listed}) in ${exported.seconds.toFixed(2)} s (${Math.round(exportRows / exported.seconds)} rows/s), ${(exported.result.length / 2 ** 20).toFixed(1)} MiB .xlsx`,
      `warm-up export (1 row): server RSS ${cold.before.toFixed(0)} → ${cold.peak.toFixed(0)} MiB`,
      `export: server RSS ${exported.before.toFixed(0)} MiB before, peak ${exported.peak.toFixed(0)} MiB, growth ${exportGrowth.toFixed(1)} MiB (limit ${RSS_LIMIT_MB} MB)`,
      `export again: ${again.seconds.toFixed(2)} s, server RSS ${again.before.toFixed(0)} MiB before, peak ${again.peak.toFixed(0)} MiB, growth ${(again.peak - again.before).toFixed(1)} MiB`,
      `export of ${fifthRows} rows (strWhere project_status = 1): ${fifth.seconds.toFixed(2)} s, server RSS ${fifth.before.toFixed(0)} MiB before, peak ${fifth.peak.toFixed(0)} MiB, growth ${(fifth.peak - fifth.before).toFixed(1)} MiB`,
      `import: ${IMPORT_ROWS} rows (${(file.length / 2 ** 20).toFixed(2)} MiB .xlsx) in ${imported.seconds.toFixed(2)} s (${Math.round(IMPORT_ROWS / imported.seconds)} rows/s): ${imported.result.code} ${imported.result.detail} ${JSON.stringify(imported.result.data)}; projects ${before} → ${after}`,
      `import: server RSS ${imported.before.toFixed(0)} MiB before, peak ${imported.peak.toFixed(0)} MiB, growth ${(imported.peak - imported.before).toFixed(1)} MiB`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (exportRows !== listed) throw new Error(`export has ${exportRows} rows, the list ${listed}`);
    if (after - before !== IMPORT_ROWS) throw new Error(`import wrote ${after - before} rows, not ${IMPORT_ROWS}`);
    if (exportGrowth * 1.048576 >= RSS_LIMIT_MB) {
      failed = true;
      process.stdout.write(`FAIL: export RSS growth ${exportGrowth.toFixed(1)} MiB ≥ ${RSS_LIMIT_MB} MB\n`);
    }
  } finally {
    child?.kill('SIGTERM');
    await db?.close().catch(() => undefined);
    if (adminUrl) await dropDatabase(adminUrl, DB_NAME).catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
  }
  if (failed) process.exitCode = 1;
}

main().catch((e) => {
  process.stderr.write(`excel bench failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
