import type { FastifyInstance } from 'fastify';
import { scopeCondition, scopeTargetFor, type Scope } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { noPermission, notFound } from '../http/api-error';

/** A row of `devices` as the routes read it. */
export interface DeviceRow {
  readonly id: number;
  readonly device_type: string;
  readonly name: string;
  readonly serial_no: string;
  readonly key_hint: string;
  readonly company_id: number;
  readonly project_id: number | null;
  readonly district_code: string;
  readonly lng: number | null;
  readonly lat: number | null;
  readonly extra: Record<string, unknown>;
  readonly last_seen_at: Date | null;
  readonly status: number;
  readonly audit_status: number;
  readonly simulated: boolean;
  readonly create_time: Date;
  readonly update_time: Date;
  readonly project_name?: string | null;
  readonly company_name?: string | null;
}

/** Scope condition on `devices` aliased `alias` (company, project or district of the device). */
export function deviceScopeSql(app: FastifyInstance, scope: Scope, p: SqlParams, alias = 'd'): string {
  const columns = app.worksite.columns.get('devices') ?? new Set<string>();
  return scopeCondition(scope, scopeTargetFor('devices', columns, true), p, alias);
}

/**
 * The live device `id` (optionally of `kind`) when the caller's scope covers it: 404 when it does not exist,
 * 402 (没有权限) when it belongs to another company/project/district. `lock` for updates.
 */
export async function loadScopedDevice(
  app: FastifyInstance,
  q: Queryable,
  scope: Scope,
  id: number,
  kind?: string,
  lock = false,
): Promise<DeviceRow> {
  const p = new SqlParams();
  const idp = p.add(id);
  const inScope = deviceScopeSql(app, scope, p);
  const kindSql = kind ? ` AND d.device_type = ${p.add(kind)}` : '';
  const row = await q.one<DeviceRow & { in_scope: boolean }>(
    `SELECT d.*, (${inScope}) AS in_scope, pr.project_name, c.name AS company_name
       FROM devices d LEFT JOIN projects pr ON pr.id = d.project_id LEFT JOIN companies c ON c.id = d.company_id
      WHERE d.id = ${idp} AND d.if_del = 0${kindSql}${lock ? ' FOR UPDATE OF d' : ''}`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.in_scope) throw noPermission();
  return row;
}

/** Whether a device counts as online: seen within the last five minutes. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
export const isOnline = (lastSeen: Date | null, now = Date.now()): boolean => lastSeen !== null && now - lastSeen.getTime() <= ONLINE_WINDOW_MS;
