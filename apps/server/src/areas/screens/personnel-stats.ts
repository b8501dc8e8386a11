import { PERSON_TYPE, personTypeLabel } from '@worksite/lookups';
import { siteTodaySql } from '../personnel/site-time';
import { num, percent, type ScreenPoint } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

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

/** GetRyglzl_rytj: roster, management/trades, teams, today's attendance, gender and age bands. */
export async function personnelTotals(f: ScreenFilter): Promise<PersonnelTotals> {
  const [roster, today] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*) FILTER (WHERE ${onRosterSql()})::int AS roster,
                             count(*) FILTER (WHERE ${onRosterSql()} AND t.work_type <= ${MANAGEMENT_MAX})::int AS management,
                             count(DISTINCT t.team_name) FILTER (WHERE ${onRosterSql()} AND t.team_name <> '')::int AS teams,
                             count(*) FILTER (WHERE t.exit_date < ${siteTodaySql})::int AS exited,
                             count(*) FILTER (WHERE t.entry_date >= date_trunc('month', ${siteTodaySql}::timestamp)::date)::int AS entered,
                             count(*) FILTER (WHERE ${onRosterSql()} AND t.gender = 1)::int AS male,
                             count(*) FILTER (WHERE ${onRosterSql()} AND t.gender = 2)::int AS female,
                             ${AGE_BANDS.map(([, lo, hi], i) => `count(*) FILTER (WHERE ${onRosterSql()} AND extract(year FROM ${siteTodaySql}) - t.birth_year BETWEEN ${lo} AND ${hi})::int AS age${i}`).join(', ')}
                        FROM workers t WHERE ${f.where('workers', p)}`),
    rowsOf(f, (p) => `SELECT count(*)::int AS attended, count(*) FILTER (WHERE t.out_time IS NULL)::int AS on_site
                        FROM attendance_records t WHERE ${f.where('attendance_records', p)} AND t.work_date = ${siteTodaySql}`),
  ]);
  const r = roster[0] ?? {};
  const a = today[0] ?? {};
  const rosterTotal = num(r.roster);
  return {
    rosterTotal,
    managementTotal: num(r.management),
    labourTotal: rosterTotal - num(r.management),
    teamCount: num(r.teams),
    exitedTotal: num(r.exited),
    enteredThisMonth: num(r.entered),
    attendedToday: num(a.attended),
    onSiteNow: num(a.on_site),
    attendanceRate: percent(num(a.attended), rosterTotal),
    byGender: [{ name: '男', value: num(r.male), key: 1 }, { name: '女', value: num(r.female), key: 2 }],
    byAge: AGE_BANDS.map(([name], i) => ({ name, value: num(r[`age${i}`]) })),
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
  const rows = await rowsOf(f, (p) => `SELECT t.work_type, t.team_name, GROUPING(t.work_type, t.team_name) AS g, count(*)::int AS n, count(a.worker_id)::int AS attended
                                         FROM workers t LEFT JOIN attendance_records a ON a.worker_id = t.id AND a.work_date = ${siteTodaySql}
                                        WHERE ${f.where('workers', p)} AND ${onRosterSql()}
                                        GROUP BY GROUPING SETS ((t.work_type), (t.team_name))`);
  const known = new Set<number>(PERSON_TYPE.map((e) => e.value));
  const order = (a: ScreenPoint, b: ScreenPoint) => b.value - a.value || a.name.localeCompare(b.name);
  return {
    byWorkType: rows
      .filter((r) => num(r.g) === 1)
      .map((r) => ({ name: known.has(num(r.work_type)) ? personTypeLabel(num(r.work_type)) : String(r.work_type), value: num(r.n), key: num(r.work_type), attendedToday: num(r.attended) }))
      .sort(order),
    byTeam: rows
      .filter((r) => num(r.g) === 2 && r.team_name !== '')
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
  const band = AGE_BANDS.map(([, lo, hi], i) => `WHEN extract(year FROM ${siteTodaySql}) - t.birth_year BETWEEN ${lo} AND ${hi} THEN ${i}`).join(' ');
  const [projects, groups] = await Promise.all([
    rowsOf(f, (p) => `SELECT t.project_id AS key, pr.project_name AS name, count(*)::int AS n
                        FROM workers t JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('workers', p)} AND ${onRosterSql()} GROUP BY 1, 2 ORDER BY n DESC, 1 LIMIT 20`),
    rowsOf(f, (p) => `SELECT x.prov, x.band, GROUPING(x.prov, x.band) AS g, count(*)::int AS n
                        FROM (SELECT left(t.id_card_masked, 2) AS prov, CASE ${band} END AS band FROM workers t
                               WHERE ${f.where('workers', p)} AND ${onRosterSql()}) x
                       GROUP BY GROUPING SETS ((x.prov), (x.band))`),
  ]);
  const provinces = groups.filter((r) => num(r.g) === 1 && /^\d{2}$/.test(String(r.prov))).sort((a, b) => num(b.n) - num(a.n) || String(a.prov).localeCompare(String(b.prov)));
  return {
    byProject: projects.map((r) => ({ name: String(r.name), value: num(r.n), key: num(r.key) })),
    byProvince: provinces.map((r) => ({ name: PROVINCES[String(r.prov)] ?? String(r.prov), value: num(r.n), key: String(r.prov) })),
    byAge: AGE_BANDS.map(([name], i) => ({ name, value: num(groups.find((r) => num(r.g) === 2 && r.band !== null && num(r.band) === i)?.n) })),
  };
}
