import { siteTodaySql } from '../../shared/site-time';
import { align, dayLabel, num, percent, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { attendanceHours, onRosterSql, rosterDays } from './personnel-stats';
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
  // Attendance from the per-project summary (one row per project, day and hour of entry); the roster per day
  // from the pass over the workers the personnel panels share (docs/decisions/0230).
  const [hourRows, r0] = await Promise.all([attendanceHours(f, days), rosterDays(f, days)]);
  const byDay = new Map<string, { n: number; inside: number }>();
  for (const r of hourRows) {
    const d = byDay.get(r.day) ?? { n: 0, inside: 0 };
    d.n += num(r.n);
    d.inside += num(r.inside);
    byDay.set(r.day, d);
  }
  const perDay = [...byDay].map(([day, d]) => ({ day, n: d.n, inside: d.inside }));
  const hours = hourRows.filter((r) => r.day === r0.today).map((r) => ({ h: num(r.in_hour), n: num(r.n) })).sort((a, b) => a.h - b.h);
  const todayIso = String(r0.today);
  const dayKeys = Array.from({ length: days }, (_, i) => shiftDay(todayIso, i - days + 1));
  const categories = dayKeys.map(dayLabel);
  const attended = align(dayKeys, perDay, 'day', 'n') as number[];
  const roster = dayKeys.map((_, i) => num(r0[`d${days - 1 - i}`]));
  const todayKey = dayKeys[dayKeys.length - 1];
  const todayRow = byDay.get(todayKey ?? '') ?? { n: 0, inside: 0 };
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
                   (SELECT coalesce(sum(a.n), 0) FROM screen_attendance_days a WHERE a.project_id = pr.id AND a.work_date = ${siteTodaySql})::int AS attended,
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
