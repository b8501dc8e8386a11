import { endpoints as catalogue, inspectionDeviceRecord, type Endpoint } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams, ident } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { rowToRecord } from '../../record-types/record-values';
import { loadScopedRow, targetOfRecord } from '../../scopes/scoped-rows';
import { parseTime, recordHooks } from './inspection-record-hooks';
import { recordTypeOf, type RecordKind } from './inspection-record-kinds';

const ep = (name: string): Endpoint => {
  const e = (catalogue as unknown as Record<string, Endpoint>)[name];
  if (!e) throw new Error(`endpoint ${name} is not in the catalogue`);
  return e;
};

const idOf = (v: unknown, message: string): number => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,10}$/.test(s) || Number(s) < 1 || Number(s) > 2_147_483_647) throw invalid(message);
  return Number(s);
};

const DAY = 86_400_000;

/**
 * GetModelByTime and GetRecordByDeviceID of one record kind (docs/decisions/0102), both answering a plain
 * array of records (newest first) inside the caller's scope:
 * - GetModelByTime: `start_time`/`end_time` (default the last 30 days) or `time` (that day), optional `device_id`;
 * - GetRecordByDeviceID: `device_id` (a device of the caller's scope, else 402), `size` (default 20, max 200).
 */
export function mountRecordCalls(app: FastifyInstance, kind: RecordKind): void {
  const rt = recordTypeOf(kind);
  const target = targetOfRecord(app, rt);
  const devices = targetOfRecord(app, inspectionDeviceRecord);
  const hooks = recordHooks(app, kind);
  const table = ident(kind.table);
  const toClient = (row: Record<string, unknown>) => hooks.toClient!(rowToRecord(rt, row), row);

  mountEndpoint(app, ep(`${kind.alias}GetModelByTime`), async (ctx) => {
    const { params } = ctx;
    let from: Date;
    let to: Date;
    if (params.time !== undefined && params.time !== '') {
      from = parseTime(String(params.time).slice(0, 10));
      to = new Date(from.getTime() + DAY);
    } else {
      to = params.end_time ? parseTime(params.end_time) : new Date();
      from = params.start_time ? parseTime(params.start_time) : new Date(to.getTime() - 30 * DAY);
      if (params.end_time && /^\d{4}-\d{2}-\d{2}$/.test(String(params.end_time).trim())) to = new Date(to.getTime() + DAY);
    }
    const p = new SqlParams();
    const where = ['t.if_del = 0', scopeCondition(ctx.scope, target, p), `t.record_time >= ${p.add(from)}`, `t.record_time < ${p.add(to)}`];
    if (params.device_id !== undefined && params.device_id !== '') where.push(`t.device_id = ${p.add(idOf(params.device_id, messages.deviceRequired))}`);
    const rows = await ctx.db.many(`SELECT t.* FROM ${table} t WHERE ${where.join(' AND ')} ORDER BY t.record_time DESC, t.id DESC LIMIT 500`, p.values);
    return rows.map(toClient);
  }, { skipDecode: true });

  mountEndpoint(app, ep(`${kind.alias}GetRecordByDeviceID`), async (ctx) => {
    const deviceId = idOf(ctx.params.device_id ?? ctx.params.deviceId ?? ctx.params.rec_id, messages.deviceRequired);
    const rawSize = ctx.params.size === undefined || ctx.params.size === '' ? 20 : Number(ctx.params.size);
    if (!Number.isInteger(rawSize) || rawSize < 1) throw invalid(messages.invalidPaging);
    await loadScopedRow(ctx.db, ctx, devices, deviceId);
    const p = new SqlParams();
    const rows = await ctx.db.many(
      `SELECT t.* FROM ${table} t WHERE t.if_del = 0 AND t.device_id = ${p.add(deviceId)} AND ${scopeCondition(ctx.scope, target, p)}
        ORDER BY t.record_time DESC, t.id DESC LIMIT ${p.add(Math.min(rawSize, 200))}`,
      p.values,
    );
    return rows.map(toClient);
  }, { skipDecode: true });
}
