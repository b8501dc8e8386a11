import { HAZARD_STATUS } from '@worksite/lookups';
import { countMap, num, pointsOfLookup, type ScreenPoint } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** Hazards of the filter as the quality-safety screens show them (隐患排查; docs/decisions/0724). */
export interface HazardStats {
  readonly total: number;
  /** Not 已关闭. */
  readonly open: number;
  /** Open and past their deadline. */
  readonly overdue: number;
  /** Open 重大隐患. */
  readonly majorOpen: number;
  readonly byStatus: ScreenPoint[];
}

const CLOSED = 3;
const STATUS_COLORS: Readonly<Record<string, string>> = { 1: '#ff4d4f', 2: '#fa8c16', 3: '#00e0a1' };

/** Counts of the hazards table (zeros while it is absent). */
export async function hazardStats(f: ScreenFilter): Promise<HazardStats> {
  if (!f.has('hazards')) return { total: 0, open: 0, overdue: 0, majorOpen: 0, byStatus: pointsOfLookup(HAZARD_STATUS, new Map(), STATUS_COLORS) };
  const [totals, byStatus] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*)::int AS n,
                             count(*) FILTER (WHERE t.status <> ${CLOSED})::int AS open,
                             count(*) FILTER (WHERE t.status <> ${CLOSED} AND t.deadline < now())::int AS overdue,
                             count(*) FILTER (WHERE t.status <> ${CLOSED} AND t.hazard_level = 2)::int AS major
                        FROM hazards t WHERE ${f.where('hazards', p)}`),
    rowsOf(f, (p) => `SELECT t.status AS key, count(*)::int AS n FROM hazards t WHERE ${f.where('hazards', p)} GROUP BY 1`),
  ]);
  const t = totals[0] ?? {};
  return { total: num(t.n), open: num(t.open), overdue: num(t.overdue), majorOpen: num(t.major), byStatus: pointsOfLookup(HAZARD_STATUS, countMap(byStatus), STATUS_COLORS) };
}
