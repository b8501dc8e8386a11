import { endpoints, inspectionDeviceRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams, ident } from '../../db/sql-params';
import { mountEndpoint } from '../../http/mount-endpoint';
import { targetOfRecord } from '../../scopes/scoped-rows';
import { RECORD_KINDS, recordTypeOf } from './inspection-record-kinds';

/**
 * RoutInspMachinery/AccountWhole (docs/decisions/0102): the whole account of maintenance and inspection in the
 * caller's scope: devices, and per record kind the total, this month's count and the last record time.
 */
export function mountAccountWhole(app: FastifyInstance): void {
  const devices = targetOfRecord(app, inspectionDeviceRecord);
  const targets = RECORD_KINDS.map((k) => ({ kind: k, target: targetOfRecord(app, recordTypeOf(k)) }));
  mountEndpoint(app, endpoints.inspectionAccountWhole, async (ctx) => {
    const p = new SqlParams();
    const device = await ctx.db.one<{ n: number; passed: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE t.audit_status = 2)::int AS passed
         FROM rout_insp_manage t WHERE t.if_del = 0 AND ${scopeCondition(ctx.scope, devices, p)}`,
      p.values,
    );
    const records = await Promise.all(
      targets.map(async ({ kind, target }) => {
        const rp = new SqlParams();
        const r = await ctx.db.one<{ n: number; month: number; last: Date | null }>(
          `SELECT count(*)::int AS n, count(*) FILTER (WHERE t.record_time >= date_trunc('month', now()))::int AS month, max(t.record_time) AS last
             FROM ${ident(kind.table)} t WHERE t.if_del = 0 AND ${scopeCondition(ctx.scope, target, rp)}`,
          rp.values,
        );
        return { kind: kind.resource, title: kind.title, total: r?.n ?? 0, thisMonth: r?.month ?? 0, lastRecordTime: r?.last ? r.last.toISOString() : null };
      }),
    );
    return { deviceCount: device?.n ?? 0, auditedDeviceCount: device?.passed ?? 0, records, recordCount: records.reduce((s, r) => s + r.total, 0) };
  }, { skipDecode: true });
}
