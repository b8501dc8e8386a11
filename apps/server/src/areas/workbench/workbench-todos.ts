import { WORKBENCH_TODO_PAGES, type WorkbenchTodo, type WorkbenchTodoItem, type WorkbenchTodoKind } from '@worksite/contract';
import { alarmColumns, alarmFrom, toAlarm, type AlarmRow } from '../../alarm-engine/alarm-rows';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import type { QueryResultRow } from 'pg';
import type { EndpointContext } from '../../http/mount-endpoint';
import { userScopeSql } from '../../scopes/user-scope';
import { siteTodaySql } from '../../shared/site-time';

/** Items listed per to-do; the count says how many there are in all. */
export const TODO_ITEMS = 5;

const iso = (v: Date | string): string => (v instanceof Date ? v.toISOString() : v);

interface Listed {
  readonly rows: readonly WorkbenchTodoItem[];
  readonly count: number;
}

/** Rows of `select` (with `LIMIT`) and the count of `from … where` under the same parameters. */
async function listed<R extends QueryResultRow>(ctx: EndpointContext, p: SqlParams, select: string, countSql: string, item: (r: R) => WorkbenchTodoItem): Promise<Listed> {
  const n = p.values.length;
  const [rows, count] = await Promise.all([
    ctx.db.many<R>(`${select} LIMIT ${p.add(TODO_ITEMS)}`, p.values),
    ctx.db.one<{ n: number }>(countSql, p.values.slice(0, n)),
  ]);
  return { rows: rows.map(item), count: count?.n ?? 0 };
}

/** Open alarms (待处理) in the caller's scope, newest first. */
function openAlarms(ctx: EndpointContext): Promise<Listed> {
  const p = new SqlParams();
  const where = `${scopeCondition(ctx.scope, { table: 'alarm_records', company: 'company_id', project: 'project_id', district: 'district_code' }, p, 'a')} AND a.status = 1`;
  return listed<AlarmRow>(ctx, p, `SELECT ${alarmColumns} FROM ${alarmFrom} WHERE ${where} ORDER BY a.raised_at DESC, a.id DESC`,
    `SELECT count(*)::int AS n FROM alarm_records a WHERE ${where}`, (r) => {
      const a = toAlarm(r);
      return { id: a.id, title: `${a.deviceName} ${a.metricName}`, detail: [a.levelName, a.projectName].filter(Boolean).join(' · '), time: a.raisedAt ?? '' };
    });
}

/** Accounts awaiting audit (审核状态 1) among the users the caller administers, oldest first. */
function registrations(ctx: EndpointContext): Promise<Listed> {
  const p = new SqlParams();
  const where = `${userScopeSql(ctx, p, 'u')} AND u.if_del = 0 AND u.audit_status = 1`;
  return listed<{ id: number; user_name: string; real_name: string; create_time: Date }>(ctx, p,
    `SELECT u.id, u.user_name, u.real_name, u.create_time FROM users u WHERE ${where} ORDER BY u.create_time, u.id`,
    `SELECT count(*)::int AS n FROM users u WHERE ${where}`,
    (r) => ({ id: r.id, title: r.user_name, detail: r.real_name, time: iso(r.create_time) }));
}

/** Concrete orders past their planned time and neither finished (3) nor cancelled (4), most overdue first. */
function overdueOrders(ctx: EndpointContext): Promise<Listed> {
  const p = new SqlParams();
  const where = `${scopeCondition(ctx.scope, { table: 'conc_orders', company: 'company_id', project: 'project_id', district: 'district_code' }, p, 'o')}
    AND o.if_del = 0 AND o.status IN (0, 1, 2) AND o.plan_time < now()`;
  return listed<{ id: number; order_no: string; strength_grade: string; volume_m3: string; project_name: string | null; plan_time: Date }>(ctx, p,
    `SELECT o.id, o.order_no, o.strength_grade, o.volume_m3, pr.project_name, o.plan_time
       FROM conc_orders o LEFT JOIN projects pr ON pr.id = o.project_id WHERE ${where} ORDER BY o.plan_time, o.id`,
    `SELECT count(*)::int AS n FROM conc_orders o WHERE ${where}`,
    (r) => ({ id: r.id, title: `${r.order_no} ${r.strength_grade}`, detail: [r.project_name ?? '', `${Number(r.volume_m3)} m³`].filter(Boolean).join(' · '), time: iso(r.plan_time) }));
}

/** Days ahead a qualification certificate counts as expiring (docs/decisions/0347). */
export const CERTIFICATE_EXPIRY_DAYS = 60;

/**
 * Qualification certificates (资质信息) of the caller's scope that expired or expire within
 * CERTIFICATE_EXPIRY_DAYS site days, soonest first.
 */
function expiringCertificates(ctx: EndpointContext): Promise<Listed> {
  const p = new SqlParams();
  const where = `${scopeCondition(ctx.scope, { table: 'project_qualifications', company: 'company_id', project: 'project_id', district: 'district_code' }, p, 'q')}
    AND q.if_del = 0 AND q.valid_until IS NOT NULL AND q.valid_until <= ${siteTodaySql} + ${p.add(CERTIFICATE_EXPIRY_DAYS)}::int`;
  return listed<{ id: number; org_name: string; qualification_type: string; certificate_no: string; project_name: string | null; valid_until: string }>(ctx, p,
    `SELECT q.id, q.org_name, q.qualification_type, q.certificate_no, pr.project_name, to_char(q.valid_until, 'YYYY-MM-DD') AS valid_until
       FROM project_qualifications q LEFT JOIN projects pr ON pr.id = q.project_id WHERE ${where} ORDER BY q.valid_until, q.id`,
    `SELECT count(*)::int AS n FROM project_qualifications q WHERE ${where}`,
    (r) => ({ id: r.id, title: `${r.org_name} ${r.qualification_type}`, detail: [r.certificate_no, r.project_name ?? ''].filter(Boolean).join(' · '), time: r.valid_until }));
}

const LOADERS: Readonly<Record<WorkbenchTodoKind, (ctx: EndpointContext) => Promise<Listed>>> = { openAlarms, registrations, overdueOrders, expiringCertificates };

/** The to-dos whose page (and button) the caller holds, in the order of WORKBENCH_TODO_PAGES. */
export async function workbenchTodos(ctx: EndpointContext): Promise<WorkbenchTodo[]> {
  const kinds = (Object.keys(WORKBENCH_TODO_PAGES) as WorkbenchTodoKind[]).filter((k) => ctx.grants.has(WORKBENCH_TODO_PAGES[k]));
  const lists = await Promise.all(kinds.map((k) => LOADERS[k](ctx)));
  return kinds.map((kind, i) => ({ kind, count: lists[i]!.count, items: [...lists[i]!.rows] }));
}
