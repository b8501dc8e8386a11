import { MAP_STATE_BY_PROJECT_STATUS, PROJECT_STATUS, projectMapState, projectMapStateLabel, projectStatusLabel, type ProjectMapState, type ProjectStatus } from '@worksite/lookups';
import type { ScreenProjectBrief, ScreenProjectOverview } from '@worksite/contract';
import { countMap, num, pointsOfLookup, round, type ScreenPoint } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';
import { siteTodaySql } from '../../shared/site-time';

/** Marker colours per map state (fill `color`, ring/glow `color2`) on the dark-green map (docs/decisions/0162). */
export const MAP_STATE_COLORS: Readonly<Record<ProjectMapState, readonly [string, string]>> = {
  inProgress: ['#00e0a1', '#0b6b52'],
  stopped: ['#ff5b5b', '#7a1f1f'],
  finished: ['#3aa0ff', '#184a7a'],
  waitingStart: ['#ffc53d', '#7a5a12'],
  planning: ['#b37feb', '#4b2a73'],
  pointing: ['#ffffff', '#00e0a1'],
};

const STATUS_COLORS = Object.fromEntries(Object.entries(MAP_STATE_BY_PROJECT_STATUS).map(([s, state]) => [s, MAP_STATE_COLORS[state][0]]));

/** GetXmgl_tg's answer and list row, declared in the contract (the 项目概况 page reads them too). */
export type ProjectOverview = ScreenProjectOverview;
export type ProjectBrief = ScreenProjectBrief;

/** GetXmgl_tg: projects in the filter by status and company, contract total, this year's starts and due dates. */
export async function projectOverview(f: ScreenFilter, listLimit = 50): Promise<ProjectOverview> {
  const [byStatus, totals, byCompany, list] = await Promise.all([
    rowsOf(f, (p) => `SELECT t.project_status AS key, count(*)::int AS n FROM projects t WHERE ${f.where('projects', p)} GROUP BY 1`),
    rowsOf(f, (p) => `SELECT count(*)::int AS n, coalesce(sum(t.contract_amount), 0) AS amount,
                             count(*) FILTER (WHERE extract(year FROM t.start_date) = extract(year FROM ${siteTodaySql}))::int AS started,
                             count(*) FILTER (WHERE extract(year FROM t.end_date) = extract(year FROM ${siteTodaySql}))::int AS due
                        FROM projects t WHERE ${f.where('projects', p)}`),
    rowsOf(f, (p) => `SELECT c.name, count(*)::int AS n FROM projects t JOIN companies c ON c.id = t.company_id
                       WHERE ${f.where('projects', p)} GROUP BY c.id, c.name ORDER BY n DESC, c.name LIMIT 10`),
    rowsOf(f, (p) => `SELECT t.id, t.project_name, t.project_no, t.project_status, c.name AS company_name, t.address,
                             to_char(t.start_date, 'YYYY-MM-DD') AS start_date, to_char(t.end_date, 'YYYY-MM-DD') AS end_date, t.contract_amount
                        FROM projects t JOIN companies c ON c.id = t.company_id
                       WHERE ${f.where('projects', p)} ORDER BY t.project_status = 3 DESC, t.id DESC LIMIT ${p.add(listLimit)}`),
  ]);
  const t = totals[0] ?? {};
  return {
    total: num(t.n),
    byStatus: pointsOfLookup(PROJECT_STATUS, countMap(byStatus), STATUS_COLORS),
    byCompany: byCompany.map((r) => ({ name: String(r.name), value: num(r.n) })),
    contractAmountTotal: round(num(t.amount)),
    startedThisYear: num(t.started),
    dueThisYear: num(t.due),
    projects: list.map((r) => ({
      id: num(r.id),
      name: String(r.project_name),
      projectNo: String(r.project_no),
      status: num(r.project_status),
      statusName: projectStatusLabel(num(r.project_status)),
      companyName: String(r.company_name),
      address: String(r.address),
      startDate: (r.start_date as string | null) ?? null,
      endDate: (r.end_date as string | null) ?? null,
      contractAmount: r.contract_amount === null ? null : num(r.contract_amount),
    })),
  };
}

/** A project marker of SPEC §3: id, title, center {lng, lat}, iconStyle (map state), color, color2. */
export interface MapMarker {
  readonly id: number;
  readonly title: string;
  readonly center: { readonly lng: number; readonly lat: number };
  readonly iconStyle: ProjectMapState;
  readonly color: string;
  readonly color2: string;
  readonly status: number;
  readonly statusName: string;
  readonly address: string;
}

export interface ProjectMap {
  /** Mean position of the markers, or null when no project has coordinates (the map keeps its default centre). */
  readonly center: { readonly lng: number; readonly lat: number } | null;
  readonly markers: MapMarker[];
  /** Projects in the filter that have no coordinates yet. */
  readonly withoutLocation: number;
  /** Count of markers per map state, every state included. */
  readonly legend: ScreenPoint[];
}

/** GetXmgl_dt: a marker per located project; the chosen project (`projectId`) is `pointing`. */
export async function projectMap(f: ScreenFilter): Promise<ProjectMap> {
  const rows = await rowsOf(f, (p) => `SELECT t.id, t.project_name, t.project_status, t.lng, t.lat, t.address
                                         FROM projects t WHERE ${f.where('projects', p)} ORDER BY t.id`);
  const located = rows.filter((r) => r.lng !== null && r.lat !== null);
  const markers = located.map((r): MapMarker => {
    const state = projectMapState(num(r.project_status), f.projectId === num(r.id));
    const [color, color2] = MAP_STATE_COLORS[state];
    return {
      id: num(r.id),
      title: String(r.project_name),
      center: { lng: num(r.lng), lat: num(r.lat) },
      iconStyle: state,
      color,
      color2,
      status: num(r.project_status),
      statusName: projectStatusLabel(num(r.project_status) as ProjectStatus),
      address: String(r.address),
    };
  });
  const center = markers.length
    ? { lng: round(markers.reduce((s, m) => s + m.center.lng, 0) / markers.length, 6), lat: round(markers.reduce((s, m) => s + m.center.lat, 0) / markers.length, 6) }
    : null;
  const states = new Map<string, number>();
  for (const m of markers) states.set(m.iconStyle, (states.get(m.iconStyle) ?? 0) + 1);
  const legend = (Object.keys(MAP_STATE_COLORS) as ProjectMapState[]).map((s) => ({ name: projectMapStateLabel(s), value: states.get(s) ?? 0, key: s, color: MAP_STATE_COLORS[s][0] }));
  return { center, markers, withoutLocation: rows.length - located.length, legend };
}
