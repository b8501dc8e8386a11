import { endpoints as catalogue, inspectionDeviceRecord, type Endpoint } from '@worksite/contract';
import { AUDIT_STATUS } from '@worksite/lookups';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordId } from '../../record-types/mount-record-type';
import { loadScopedRow, targetOfRecord } from '../../scopes/scoped-rows';
import { checkDeviceTemplate } from './device-record';

const ep = (name: string): Endpoint => {
  const e = (catalogue as unknown as Record<string, Endpoint>)[name];
  if (!e) throw new Error(`endpoint ${name} is not in the catalogue`);
  return e;
};

/**
 * Device calls beyond plain CRUD (docs/decisions/0102; AuditDevice is the declared audit workflow's move, mounted
 * by mountRecordType):
 * - ModifyModel: binds a device to a template (`rec_id`, `content_id`: a live template of the scope, same type);
 * - GetDeviceNumberDetail: device counts of the scope, total, by device type and by audit status.
 */
export function mountDeviceCalls(app: FastifyInstance): void {
  const target = targetOfRecord(app, inspectionDeviceRecord);

  mountEndpoint(app, ep('routInspManageModifyModel'), async (ctx) => {
    const id = recordId(ctx.params);
    const raw = String(ctx.params.content_id ?? ctx.params.contentId ?? '').trim();
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) throw invalid(messages.templateRequired);
    const contentId = Number(raw);
    return ctx.db.tx(async (q) => {
      const before = await loadScopedRow(q, ctx, target, id, true);
      await checkDeviceTemplate(app, ctx, q, contentId, String(before.device_type));
      const after = await q.one('UPDATE rout_insp_manage SET content_id = $1, update_time = now() WHERE id = $2 RETURNING *', [contentId, id]);
      await ctx.audit({ action: 'update', table: 'rout_insp_manage', recordId: id, before, after }, q);
      return answer({ id }, messages.modified);
    });
  }, { skipDecode: true });

  mountEndpoint(app, ep('routInspManageGetDeviceNumberDetail'), async (ctx) => {
    const p = new SqlParams();
    const where = `t.if_del = 0 AND ${scopeCondition(ctx.scope, target, p)}`;
    const [byType, byStatus] = await Promise.all([
      ctx.db.many<{ device_type: string; n: number }>(`SELECT t.device_type, count(*)::int AS n FROM rout_insp_manage t WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`, p.values),
      ctx.db.many<{ audit_status: number; n: number }>(`SELECT t.audit_status, count(*)::int AS n FROM rout_insp_manage t WHERE ${where} GROUP BY 1`, p.values),
    ]);
    const counts = new Map(byStatus.map((r) => [r.audit_status, r.n]));
    return {
      total: byType.reduce((s, r) => s + r.n, 0),
      byDeviceType: byType.map((r) => ({ deviceType: r.device_type, count: r.n })),
      byAuditStatus: AUDIT_STATUS.map((e) => ({ auditStatus: e.value, label: e.label, count: counts.get(Number(e.value)) ?? 0 })),
    };
  }, { skipDecode: true });
}
