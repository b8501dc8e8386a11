import { SITE_TIME_ZONE, siteTodaySql } from '../personnel/site-time';
import { align, dayLabel, num, percent, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { onRosterSql } from './personnel-stats';
import { rowsOf, type ScreenFilter } from './screen-filter';

export interface AttendanceStats {
  readonly today: { readonly roster: number; readonly attended: number; readonly onSiteNow: number; readonly left: number; readonly rate: number };
  /** Last `days` site days: 出勤人数 and 在册人数 per day. */
  readonly trend: ScreenSeries;
  /** Attendance rate per day (percent), same categories. */
  readonly rateTrend: ScreenSeries;
  /** Today's arrivals by hour of entry (site time). */
  readonly arrivalsByHour: ScreenPoint[];
}

/** GetRygl_kqtj: today's attendance, the trend over the last `days` days (default 7) and today's arrivals by hour. */
export async function attendanceStats(f: ScreenFilter, days = 7): Promise<AttendanceStats> {
  const [perDay, rosterRow, hours] = await Promise.all([
    // One row per worker and day (UNIQUE (worker_id, work_date)): count(*) counts workers.
    rowsOf(f, (p) => `SELECT to_char(x.day, 'YYYY-MM-DD') AS day, x.n, x.inside FROM (
                        SELECT t.work_date AS day, count(*)::int AS n, count(*) FILTER (WHERE t.out_time IS NULL)::int AS inside
                          FROM attendance_records t
                         WHERE ${f.where('attendance_records', p)} AND t.work_date > ${siteTodaySql} - ${p.add(days)}::int
                         GROUP BY 1) x`),
    rowsOf(f, (p) => `SELECT to_char(${siteTodaySql}, 'YYYY-MM-DD') AS today,
                             ${Array.from({ length: days }, (_, k) => `count(*) FILTER (WHERE t.entry_date <= ${siteTodaySql} - ${k} AND (t.exit_date IS NULL OR t.exit_date >= ${siteTodaySql} - ${k}))::int AS d${k}`).join(', ')}
                        FROM workers t WHERE ${f.where('workers', p)} AND (t.exit_date IS NULL OR t.exit_date > ${siteTodaySql} - ${p.add(days)}::int)`),
    rowsOf(f, (p) => `SELECT extract(hour FROM t.in_time AT TIME ZONE '${SITE_TIME_ZONE}')::int AS h, count(*)::int AS n
                        FROM attendance_records t WHERE ${f.where('attendance_records', p)} AND t.work_date = ${siteTodaySql} GROUP BY 1 ORDER BY 1`),
  ]);
  const r0 = rosterRow[0] ?? {};
  const todayIso = String(r0.today);
  const dayKeys = Array.from({ length: days }, (_, i) => shiftDay(todayIso, i - days + 1));
  const categories = dayKeys.map(dayLabel);
  const attended = align(dayKeys, perDay, 'day', 'n') as number[];
  const roster = dayKeys.map((_, i) => num(r0[`d${days - 1 - i}`]));
  const todayKey = dayKeys[dayKeys.length - 1];
  const todayRow = perDay.find((r) => r.day === todayKey) ?? {};
  const todayRoster = roster[roster.length - 1] ?? 0;
  const todayAttended = num(todayRow.n);
  return {
    today: {
      roster: todayRoster,
      attended: todayAttended,
      onSiteNow: num(todayRow.inside),
      left: todayAttended - num(todayRow.inside),
      rate: percent(todayAttended, todayRoster),
    },
    trend: { categories, series: [{ name: '出勤人数', data: attended }, { name: '在册人数', data: roster }] },
    rateTrend: { categories, series: [{ name: '出勤率', data: attended.map((a, i) => percent(a, roster[i] ?? 0)) }] },
    arrivalsByHour: hours.map((r) => ({ name: `${String(num(r.h)).padStart(2, '0')}:00`, value: num(r.n), key: num(r.h) })),
  };
}

/** One project of the attendance ranking. */
export interface AttendanceRank extends ScreenPoint {
  /** Project id. */
  readonly key: number;
  /** Workers on the project's roster today. */
  readonly roster: number;
  /** Attendance rate today, percent. */
  readonly rate: number;
}

/** GetXmtj_kqtop10: the 10 projects with the most workers attending today (ties by rate, then id). */
export async function attendanceTop10(f: ScreenFilter): Promise<AttendanceRank[]> {
  const rows = await rowsOf(f, (p) => {
    const inProjects = f.where('projects', p, 'pr');
    return `SELECT pr.id, pr.project_name,
                   (SELECT count(*) FROM attendance_records a WHERE a.project_id = pr.id AND a.work_date = ${siteTodaySql})::int AS attended,
                   (SELECT count(*) FROM workers t WHERE t.project_id = pr.id AND t.if_del = 0 AND ${onRosterSql()})::int AS roster
              FROM projects pr WHERE ${inProjects}`;
  });
  return rows
    .map((r) => ({ name: String(r.project_name), value: num(r.attended), key: num(r.id), roster: num(r.roster), rate: percent(num(r.attended), num(r.roster)) }))
    .filter((r) => r.roster > 0 || r.value > 0)
    .sort((a, b) => b.value - a.value || b.rate - a.rate || a.key - b.key)
    .slice(0, 10);
}

/** `YYYY-MM-DD` shifted by `delta` days (calendar arithmetic in UTC, no time zone involved). */
function shiftDay(iso: string, delta: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}
