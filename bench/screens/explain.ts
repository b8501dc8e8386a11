/**
 * Where the time of the screen statistics goes (docs/benchmarks.md "Screen endpoints over 10 million readings"):
 * on a database kept by `run.ts` (BENCH_KEEP_DB=1), runs each statistic for the bench viewers directly
 * (no HTTP), timing it sequentially, and with `EXPLAIN=1` prints every statement's EXPLAIN (ANALYZE, BUFFERS)
 * execution time, slowest first (`EXPLAIN=full` adds the plans).
 *
 *   BENCH_URL=postgres://postgres@127.0.0.1:5432/worksite_bench_screens npx tsx --tsconfig tsconfig.json bench/screens/explain.ts [statistic …]
 */
import { computeScope } from '../../apps/server/src/auth/data-scope';
import type { QueryResultRow } from 'pg';
import { createDb, type Db } from '../../apps/server/src/db/database';
import { loadTableColumns } from '../../apps/server/src/db/table-columns';
import { accountStats } from '../../apps/server/src/areas/screens/account-stats';
import { alarmStats } from '../../apps/server/src/areas/screens/alarm-stats';
import { attendanceStats, attendanceTop10 } from '../../apps/server/src/areas/screens/attendance-stats';
import { craneStats } from '../../apps/server/src/areas/screens/crane-stats';
import { cameraList, deviceCounts, deviceOnline, environmentDevices } from '../../apps/server/src/areas/screens/device-stats';
import { environmentReadings } from '../../apps/server/src/areas/screens/environment-stats';
import { maintenanceStats } from '../../apps/server/src/areas/screens/maintenance-stats';
import { enterpriseOverview, projectScreenOverview, supervisoryOverview } from '../../apps/server/src/areas/screens/overviews';
import { personnelDistribution, personnelTotals, workTypeStats } from '../../apps/server/src/areas/screens/personnel-stats';
import { projectMap, projectOverview } from '../../apps/server/src/areas/screens/project-stats';
import { rosterPage } from '../../apps/server/src/areas/screens/roster-list';
import { vehicleStats } from '../../apps/server/src/areas/screens/vehicle-stats';
import { screenFilterOf, type ScreenFilter } from '../../apps/server/src/areas/screens/screen-filter';

type Stat = (f: ScreenFilter) => Promise<unknown>;
const stats: Record<string, Stat> = {
  projectOverview: (f) => projectOverview(f), projectMap, personnelTotals, workTypeStats, attendanceStats: (f) => attendanceStats(f),
  personnelDistribution, rosterPage: (f) => rosterPage(f, {}), attendanceTop10, accountStats, deviceCounts,
  deviceOnline: (f) => deviceOnline(f), environmentDevices, environmentReadings, maintenanceStats, craneStats, alarmStats,
  vehicleStats: (f) => vehicleStats(f), cameraList, enterpriseOverview, supervisoryOverview, projectScreenOverview,
};

async function main(): Promise<void> {
  const url = process.env.BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/worksite_bench_screens';
  const db = createDb(url, 10);
  const columns = await loadTableColumns(db);
  const viewer = async (name: string) => {
    const u = (await db.one<Record<string, unknown>>(`SELECT * FROM users WHERE user_name = $1`, [name]))!;
    return computeScope(db, { id: u.id, isSystemAdmin: u.is_system_admin, userAuthType: u.user_auth_type, authAreaCode: u.auth_area_code, authProjectId: u.auth_project_id } as never, { companyId: u.default_company_id } as never);
  };
  const mode = process.env.EXPLAIN;
  const reps = Number(process.env.REPS ?? 20);
  const viewers = (process.env.VIEWERS ?? 'enterprise_demo').split(',');
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(stats);
  for (const who of viewers) {
    const scope = await viewer(who);
    for (const name of names) {
      const stat = stats[name]!;
      // A fresh filter per call, as per request (parts shared within one request are not reused across calls).
      const plain = () => screenFilterOf(columns, db, scope, undefined);
      await stat(plain());
      const times: number[] = [];
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < reps; i++) {
        const t0 = performance.now();
        await stat(plain());
        times.push(performance.now() - t0);
      }
      const cpu = process.cpuUsage(cpu0);
      const nodeMs = (cpu.user + cpu.system) / 1000 / reps;
      times.sort((a, b) => a - b);
      const size = JSON.stringify(await stat(plain())).length;
      process.stdout.write(`${who} ${name}: p50 ${times[Math.floor(reps / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(reps * 0.95)]!.toFixed(1)} ms, ${(size / 1024).toFixed(1)} KiB, Node CPU ${nodeMs.toFixed(1)} ms per call\n`);
      if (!mode) continue;
      const found: { ms: number; sql: string; plan: string }[] = [];
      const explaining: Db = {
        ...db,
        many: async <T extends QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
          const r = await db.many<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
          const plan = r.map((x) => x['QUERY PLAN']).join('\n');
          found.push({ ms: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0), sql, plan });
          return db.many<T>(sql, params);
        },
        one: async <T extends QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<T | undefined> => {
          const rows: T[] = await explaining.many<T>(sql, params);
          return rows[0];
        },
      };
      await stat(screenFilterOf(columns, explaining, scope, undefined));
      for (const s of found.sort((a, b) => b.ms - a.ms)) {
        process.stdout.write(`   ${s.ms.toFixed(1).padStart(7)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 150)}\n`);
        if (mode === 'full') process.stdout.write(`${s.plan}\n\n`);
      }
    }
  }
  await db.close();
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
