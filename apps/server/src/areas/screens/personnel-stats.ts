import { PERSON_TYPE, personTypeLabel } from '@worksite/lookups';
import { siteTodaySql } from '../../shared/site-time';
import { num, percent, type ScreenPoint } from './chart-shapes';
import { rowsOf, sharedPart, type ScreenFilter } from './screen-filter';

/** SQL: worker `w` is on the roster today (entered, not yet left). */
export const onRosterSql = (w = 't') => `${w}.entry_date <= ${siteTodaySql} AND (${w}.exit_date IS NULL OR ${w}.exit_date >= ${siteTodaySql})`;

/** Work types counted as site management and supervision (SPEC §3 codes 1001–1024); the rest are trades. */
const MANAGEMENT_MAX = 1024;

export interface PersonnelTotals {
  /** Workers on the roster today. */
  readonly rosterTotal: number;
  readonly managementTotal: number;
  readonly labourTotal: number;
  readonly teamCount: number;
  /** Workers who left (exit date before today). */
  readonly exitedTotal: number;
  readonly enteredThisMonth: number;
  /** Distinct workers with an attendance record today. */
  readonly attendedToday: number;
  /** Of those, still inside (no exit recorded). */
  readonly onSiteNow: number;
  /** attendedToday / rosterTotal, percent with 2 decimals. */
  readonly attendanceRate: number;
  readonly byGender: ScreenPoint[];
  readonly byAge: ScreenPoint[];
}

const AGE_BANDS: readonly (readonly [string, number, number])[] = [['30岁以下', 0, 29], ['30-39岁', 30, 39], ['40-49岁', 40, 49], ['50-59岁', 50, 59], ['60岁及以上', 60, 200]];

/** One group of the roster aggregates: `dim` says which column it groups by, the others are null. */
export interface RosterGroup {
  readonly dim: 'workType' | 'team' | 'gender' | 'birthYear' | 'bank' | 'project' | 'prov';
  readonly work_type: number | null;
  readonly team_name: string | null;
  readonly gender: number | null;
  readonly birth_year: number | null;
  readonly bank: number | null;
  readonly project_id: number | null;
  readonly prov: string | null;
  /** Workers on the roster today in the group. */
  readonly n: number;
  /** Of those, with an attendance record today. */
  readonly attended: number;
  /** This site year (the same on every row). */
  readonly year: number;
}

/**
 * The workers on the roster today in the filter, grouped by work type, team, gender, birth year and
 * bank-account status in one pass (docs/decisions/0230): what the personnel, work-type and account panels
 * count, read once per request however many of them an overview shows. Plain columns only (age bands are
 * added from the few birth-year groups); today's attendance looked up once per worker (OFFSET 0 keeps the
 * inner query from being merged, which would repeat the lookup for every grouping set).
 */
export function rosterGroups(f: ScreenFilter): Promise<RosterGroup[]> {
  return sharedPart(f, 'rosterGroups', () =>
    rowsOf<RosterGroup & Record<string, unknown>>(f, (p) => `SELECT CASE WHEN GROUPING(x.work_type) = 0 THEN 'workType' WHEN GROUPING(x.team_name) = 0 THEN 'team'
                                     WHEN GROUPING(x.gender) = 0 THEN 'gender' WHEN GROUPING(x.birth_year) = 0 THEN 'birthYear' ELSE 'bank' END AS dim,
                                x.work_type, x.team_name, x.gender, x.birth_year, x.bank, count(*)::int AS n, count(*) FILTER (WHERE x.attended)::int AS attended,
                                (SELECT extract(year FROM ${siteTodaySql})::int) AS year
                           FROM (SELECT t.work_type, t.team_name, t.gender, t.birth_year, t.bank_account_status AS bank,
                                        t.id IN (SELECT a.worker_id FROM attendance_records a WHERE a.work_date = ${siteTodaySql}) AS attended
                                   FROM workers t
                                  WHERE ${f.where('workers', p)} AND ${onRosterSql()} OFFSET 0) x
                          GROUP BY GROUPING SETS ((x.work_type), (x.team_name), (x.gender), (x.birth_year), (x.bank))`));
}

/** The roster today by project and by home province (the distribution panel only). */
function rosterOrigins(f: ScreenFilter): Promise<RosterGroup[]> {
  return rowsOf<RosterGroup & Record<string, unknown>>(f, (p) => `SELECT CASE WHEN GROUPING(x.project_id) = 0 THEN 'project' ELSE 'prov' END AS dim, x.project_id, x.prov, count(*)::int AS n
                           FROM (SELECT t.project_id, left(t.id_card_masked, 2) AS prov FROM workers t WHERE ${f.where('workers', p)} AND ${onRosterSql()} OFFSET 0) x
                          GROUP BY GROUPING SETS ((x.project_id), (x.prov))`);
}

/** Index of the age band of a birth-year group (as `this year − birth year BETWEEN lo AND hi` in SQL), or -1. */
const bandOf = (r: RosterGroup) => (r.birth_year === null ? -1 : AGE_BANDS.findIndex(([, lo, hi]) => num(r.year) - num(r.birth_year) >= lo && num(r.year) - num(r.birth_year) <= hi));

/** Roster per age band from the birth-year groups. */
const byAgeBand = (groups: readonly RosterGroup[]): ScreenPoint[] =>
  AGE_BANDS.map(([name], i) => ({ name, value: groups.filter((r) => r.dim === 'birthYear' && bandOf(r) === i).reduce((a, r) => a + num(r.n), 0) }));

/** Roster counts of the filter's workers: today's date, the roster on each of the last `days` site days (d0 today), exits, entries this month. */
export interface RosterDays {
  readonly today: string;
  /** `d${k}`: on the roster k days ago. */
  readonly [day: `d${number}`]: number;
  readonly exited: number;
  readonly entered: number;
}

/** One pass over the filter's workers for the date-dependent counts (shared by the personnel and attendance panels). */
export function rosterDays(f: ScreenFilter, days = 7): Promise<RosterDays> {
  return sharedPart(f, `rosterDays${days}`, async () => {
    const rows = await rowsOf(f, (p) => `SELECT to_char(${siteTodaySql}, 'YYYY-MM-DD') AS today,
                                                count(*) FILTER (WHERE t.exit_date < ${siteTodaySql})::int AS exited,
                                                count(*) FILTER (WHERE t.entry_date >= date_trunc('month', ${siteTodaySql}::timestamp)::date)::int AS entered,
                                                ${Array.from({ length: days }, (_, k) => `count(*) FILTER (WHERE t.entry_date <= ${siteTodaySql} - ${k} AND (t.exit_date IS NULL OR t.exit_date >= ${siteTodaySql} - ${k}))::int AS d${k}`).join(', ')}
                                           FROM workers t WHERE ${f.where('workers', p)}`);
    return rows[0] as unknown as RosterDays;
  });
}

/** Today's attendance of the filter from the attendance summary: per day of the last `days` site days and hour of entry. */
export interface AttendanceHourRow {
  readonly day: string;
  readonly in_hour: number;
  readonly n: number;
  readonly inside: number;
}

/** Attendance per (site day, hour of entry) since `days` − 1 days ago, from `screen_attendance_days` (shared per request). */
export function attendanceHours(f: ScreenFilter, days = 7): Promise<AttendanceHourRow[]> {
  return sharedPart(f, `attendanceHours${days}`, () =>
    rowsOf<AttendanceHourRow & Record<string, unknown>>(f, (p) => `SELECT to_char(x.work_date, 'YYYY-MM-DD') AS day, x.in_hour, x.n, x.inside FROM (
                                   SELECT t.work_date, t.in_hour, sum(t.n)::int AS n, sum(t.inside)::int AS inside
                                     FROM screen_attendance_days t
                                    WHERE ${f.where('screen_attendance_days', p)} AND t.work_date > ${siteTodaySql} - ${p.add(days)}::int
                                    GROUP BY 1, 2) x`));
}

/** GetRyglzl_rytj: roster, management/trades, teams, today's attendance, gender and age bands. */
export async function personnelTotals(f: ScreenFilter): Promise<PersonnelTotals> {
  const [groups, roster, hours] = await Promise.all([rosterGroups(f), rosterDays(f), attendanceHours(f)]);
  const sum = (rows: readonly RosterGroup[]) => rows.reduce((a, r) => a + num(r.n), 0);
  const rosterTotal = num(roster.d0);
  const management = sum(groups.filter((r) => r.dim === 'workType' && num(r.work_type) <= MANAGEMENT_MAX));
  const today = hours.filter((r) => r.day === roster.today);
  const attended = today.reduce((a, r) => a + num(r.n), 0);
  const onSite = today.reduce((a, r) => a + num(r.inside), 0);
  const gender = (g: number) => sum(groups.filter((r) => r.dim === 'gender' && num(r.gender) === g));
  return {
    rosterTotal,
    managementTotal: management,
    labourTotal: rosterTotal - management,
    teamCount: groups.filter((r) => r.dim === 'team' && r.team_name !== '' && r.team_name !== null).length,
    exitedTotal: num(roster.exited),
    enteredThisMonth: num(roster.entered),
    attendedToday: attended,
    onSiteNow: onSite,
    attendanceRate: percent(attended, rosterTotal),
    byGender: [{ name: '男', value: gender(1), key: 1 }, { name: '女', value: gender(2), key: 2 }],
    byAge: byAgeBand(groups),
  };
}

export interface WorkTypeStats {
  /** Workers on the roster by work type (SPEC §3 person type), largest first; `key` is the code. */
  readonly byWorkType: (ScreenPoint & { readonly attendedToday: number })[];
  /** Workers on the roster by team, largest first. */
  readonly byTeam: (ScreenPoint & { readonly attendedToday: number })[];
}

/** GetRyglzl_gztj: roster and today's attendance by work type and by team (one pass over the roster). */
export async function workTypeStats(f: ScreenFilter): Promise<WorkTypeStats> {
  const rows = await rosterGroups(f);
  const known = new Set<number>(PERSON_TYPE.map((e) => e.value));
  const order = (a: ScreenPoint, b: ScreenPoint) => b.value - a.value || a.name.localeCompare(b.name);
  return {
    byWorkType: rows
      .filter((r) => r.dim === 'workType')
      .map((r) => ({ name: known.has(num(r.work_type)) ? personTypeLabel(num(r.work_type)) : String(r.work_type), value: num(r.n), key: num(r.work_type), attendedToday: num(r.attended) }))
      .sort(order),
    byTeam: rows
      .filter((r) => r.dim === 'team' && r.team_name !== '')
      .map((r) => ({ name: String(r.team_name), value: num(r.n), attendedToday: num(r.attended) }))
      .sort(order),
  };
}

const PROVINCES: Readonly<Record<string, string>> = {
  11: '北京', 12: '天津', 13: '河北', 14: '山西', 15: '内蒙古', 21: '辽宁', 22: '吉林', 23: '黑龙江', 31: '上海', 32: '江苏', 33: '浙江',
  34: '安徽', 35: '福建', 36: '江西', 37: '山东', 41: '河南', 42: '湖北', 43: '湖南', 44: '广东', 45: '广西', 46: '海南', 50: '重庆',
  51: '四川', 52: '贵州', 53: '云南', 54: '西藏', 61: '陕西', 62: '甘肃', 63: '青海', 64: '宁夏', 65: '新疆', 71: '台湾', 81: '香港', 82: '澳门',
};

export interface PersonnelDistribution {
  /** Roster per project, largest first (top 20). */
  readonly byProject: ScreenPoint[];
  /** Home province from the ID number's first two digits (kept by the mask), largest first. */
  readonly byProvince: ScreenPoint[];
  readonly byAge: ScreenPoint[];
}

/** GetRygl_ryfb: where the workforce is (projects) and where it comes from (provinces), age bands. */
export async function personnelDistribution(f: ScreenFilter): Promise<PersonnelDistribution> {
  const [groups, origins] = await Promise.all([rosterGroups(f), rosterOrigins(f)]);
  const top = origins.filter((r) => r.dim === 'project').sort((a, b) => num(b.n) - num(a.n) || num(a.project_id) - num(b.project_id)).slice(0, 20);
  const names = new Map(
    (top.length ? await f.db.many<{ id: number; project_name: string }>('SELECT id, project_name FROM projects WHERE id = ANY($1::int[])', [top.map((r) => num(r.project_id))]) : [])
      .map((r) => [num(r.id), r.project_name]),
  );
  const provinces = origins.filter((r) => r.dim === 'prov' && /^\d{2}$/.test(String(r.prov))).sort((a, b) => num(b.n) - num(a.n) || String(a.prov).localeCompare(String(b.prov)));
  return {
    byProject: top.map((r) => ({ name: String(names.get(num(r.project_id))), value: num(r.n), key: num(r.project_id) })),
    byProvince: provinces.map((r) => ({ name: PROVINCES[String(r.prov)] ?? String(r.prov), value: num(r.n), key: String(r.prov) })),
    byAge: byAgeBand(groups),
  };
}
