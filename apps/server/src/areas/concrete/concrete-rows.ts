import type { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { siteInstantSql } from '../../shared/site-time';

/** Row shapes and filters shared by the concrete account and transport calls (docs/decisions/0350). */

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;
export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `beginTime` / `endTime` (site dates yyyy-MM-dd, both included; their aliases in concSiteDays) as a condition on
 * `column`; undefined when neither was sent.
 */
export function dateRange(days: { readonly beginTime: string; readonly endTime: string }, p: SqlParams, column: string): string | undefined {
  const parts: string[] = [];
  const begin = days.beginTime.slice(0, 10);
  const end = days.endTime.slice(0, 10);
  if (begin) {
    if (!DATE.test(begin) || Number.isNaN(Date.parse(begin))) throw invalid(messages.concDateInvalid('开始日期'));
    parts.push(`${column} >= ${siteInstantSql(`${p.add(begin)}::date::timestamp`)}`);
  }
  if (end) {
    if (!DATE.test(end) || Number.isNaN(Date.parse(end))) throw invalid(messages.concDateInvalid('结束日期'));
    parts.push(`${column} < ${siteInstantSql(`(${p.add(end)}::date + 1)::timestamp`)}`);
  }
  return parts.length ? parts.join(' AND ') : undefined;
}

/** The transport list's columns (alias d = conc_deliveries, tc = its tanker car). */
export const DELIVERY_SELECT = `SELECT d.id, d.task_id, d.order_id, d.plant_id, d.project_id, d.tanker_id, d.volume_m3, d.left_at, d.arrived_at,
       k.task_no, k.strength_grade, o.order_no, pr.project_name, pl.plant_name, tc.plate_no, tc.driver_name
  FROM conc_deliveries d
  LEFT JOIN conc_tanker_cars tc ON tc.id = d.tanker_id
  JOIN conc_tasks k ON k.id = d.task_id
  JOIN conc_orders o ON o.id = d.order_id
  JOIN projects pr ON pr.id = d.project_id
  JOIN conc_plants pl ON pl.id = d.plant_id`;

/** One delivery trip as the transport list answers it. */
export function deliveryRow(r: Record<string, unknown>) {
  const arrived = r.arrived_at instanceof Date;
  return {
    id: num(r.id),
    taskId: num(r.task_id),
    orderId: num(r.order_id),
    plantId: num(r.plant_id),
    projectId: num(r.project_id),
    tankerId: r.tanker_id === null ? null : num(r.tanker_id),
    taskNo: String(r.task_no ?? ''),
    orderNo: String(r.order_no ?? ''),
    projectName: String(r.project_name ?? ''),
    plantName: String(r.plant_name ?? ''),
    plateNo: String(r.plate_no ?? ''),
    driverName: String(r.driver_name ?? ''),
    strengthGrade: String(r.strength_grade ?? ''),
    volume: round(num(r.volume_m3)),
    leftAt: iso(r.left_at),
    arrivedAt: arrived ? iso(r.arrived_at) : '',
    arrived,
    statusName: arrived ? messages.concTripArrived : messages.concTripOnRoad,
  };
}
