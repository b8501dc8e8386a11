import { personTypeLabel } from '@worksite/lookups';
import type { Answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { pageAnswer, paging } from '../../http/list-paging';
import { siteTodaySql } from '../../shared/site-time';
import { num } from './chart-shapes';
import { onRosterSql } from './personnel-stats';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** One worker of the real-name roster screen; the ID number only masked (SPEC §5). */
export interface RosterEntry {
  readonly id: number;
  readonly name: string;
  readonly idCard: string;
  readonly gender: string;
  readonly age: number | null;
  readonly team: string;
  readonly workType: number;
  readonly workTypeName: string;
  readonly projectId: number;
  readonly projectName: string;
  readonly entryDate: string;
  readonly exitDate: string | null;
  /** Today's entry and exit time (ISO), null when not (yet) recorded. */
  readonly todayIn: string | null;
  readonly todayOut: string | null;
}

const text = (v: unknown): string => (Array.isArray(v) ? text(v[0]) : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * GetRygl_hmc: the roster page (index/size as SPEC's lists), on the roster today unless `all=1`; filters
 * `keyword` (name or team), `team`, `workType`. Present workers first, then by name.
 */
export async function rosterPage(f: ScreenFilter, params: Record<string, unknown>): Promise<Answer> {
  const { pageIndex, pageSize, offset } = paging(params, 200);
  const keyword = text(params.keyword);
  const team = text(params.team);
  const workType = text(params.workType);
  if (keyword.length > 50 || team.length > 50) throw invalid(messages.screenFilterTooLong);
  if (workType && !/^\d{4}$/.test(workType)) throw invalid(messages.screenWorkTypeInvalid);
  const whereOf = (p: Parameters<ScreenFilter['where']>[1]) => {
    const where = [f.where('workers', p)];
    if (text(params.all) !== '1') where.push(onRosterSql());
    if (keyword) where.push(`(strpos(t.worker_name, ${p.add(keyword)}) > 0 OR strpos(t.team_name, ${p.add(keyword)}) > 0)`);
    if (team) where.push(`t.team_name = ${p.add(team)}`);
    if (workType) where.push(`t.work_type = ${p.add(Number(workType))}`);
    return where.join(' AND ');
  };
  // The page is chosen over narrow rows (present today = a record today without an exit, found through a
  // hashed set of today's records instead of a lookup per worker), then only its rows are detailed.
  const rows = await rowsOf(f, (p) => {
    return `WITH page AS (
              SELECT t.id, t.worker_name, t.id IN (SELECT x.worker_id FROM attendance_records x WHERE x.work_date = ${siteTodaySql} AND x.out_time IS NULL) AS present,
                     count(*) OVER () AS total
                FROM workers t
               WHERE ${whereOf(p)}
               ORDER BY present DESC, t.worker_name, t.id
               LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)})
            SELECT t.id, t.worker_name, t.id_card_masked, t.gender, t.birth_year, t.team_name, t.work_type, t.project_id, pr.project_name,
                   to_char(t.entry_date, 'YYYY-MM-DD') AS entry_date, to_char(t.exit_date, 'YYYY-MM-DD') AS exit_date,
                   a.in_time, a.out_time, extract(year FROM ${siteTodaySql})::int - t.birth_year AS age, page.total
              FROM page JOIN workers t ON t.id = page.id JOIN projects pr ON pr.id = t.project_id
              LEFT JOIN attendance_records a ON a.worker_id = t.id AND a.work_date = ${siteTodaySql}
             ORDER BY page.present DESC, page.worker_name, page.id`;
  });
  let total = num(rows[0]?.total);
  if (!rows.length && offset > 0) {
    const count = await rowsOf(f, (p) => `SELECT count(*)::int AS n FROM workers t WHERE ${whereOf(p)}`);
    total = num(count[0]?.n);
  }
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
  const data: RosterEntry[] = rows.map((r) => ({
    id: num(r.id),
    name: String(r.worker_name),
    idCard: String(r.id_card_masked),
    gender: num(r.gender) === 2 ? '女' : '男',
    age: r.birth_year === null ? null : num(r.age),
    team: String(r.team_name),
    workType: num(r.work_type),
    workTypeName: personTypeLabel(num(r.work_type)),
    projectId: num(r.project_id),
    projectName: String(r.project_name),
    entryDate: String(r.entry_date),
    exitDate: (r.exit_date as string | null) ?? null,
    todayIn: iso(r.in_time),
    todayOut: iso(r.out_time),
  }));
  return pageAnswer(data, pageIndex, pageSize, total);
}
