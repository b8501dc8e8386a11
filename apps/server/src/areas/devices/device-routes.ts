import { endpoints, recordTypes } from '@worksite/contract';
import { auditStatusLabel } from '@worksite/lookups';
import type { Endpoint } from '@worksite/contract';
import { toListPage } from '@worksite/paging';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { answer, listAnswer, type PageInfo } from '../../http/answer';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordId } from '../../record-types/mount-record-type';
import { orderBySql, strWhereSql } from '../../record-types/record-query';
import { devicePermission } from '../../telemetry/device-permissions';
import { generateIngestKey } from '../../telemetry/ingest-key';
import type { DeviceKind } from '../../telemetry/metrics';
import { deviceScopeSql, loadScopedDevice, type DeviceRow } from '../../telemetry/scoped-device';
import { projectInScope } from '../../scopes/project-scope';
import { deviceToClient } from './device-client';
import { deviceInput } from './device-input';

const ep = (name: string): Endpoint => {
  const e = (endpoints as Record<string, Endpoint>)[name];
  if (!e) throw new Error(`endpoint ${name} is not in the catalogue`);
  return e;
};

async function listDevices(app: FastifyInstance, ctx: EndpointContext, alias: string, kind: DeviceKind) {
  const { params } = ctx;
  const size = params.size === undefined || params.size === '' ? 10 : Number(params.size);
  const index = params.index === undefined || params.index === '' ? 0 : Number(params.index);
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(index) || index < 0 || index > 1_000_000) throw invalid(messages.invalidPaging);
  const pageSize = Math.min(size, 1000);
  const pageIndex = Math.max(index, 1);
  const p = new SqlParams();
  const where = ['d.if_del = 0', `d.device_type = ${p.add(kind)}`, deviceScopeSql(app, ctx.scope, p)];
  const projectId = params.projectId ?? params.project_id;
  if (projectId !== undefined && projectId !== '') where.push(`d.project_id = ${p.add(recordId({ id: projectId }))}`);
  const keyword = params.keyword ?? params.device_name ?? params.deviceName;
  if (typeof keyword === 'string' && keyword.trim() !== '') {
    const like = p.add(`%${keyword.trim().slice(0, 50).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(d.name ILIKE ${like} OR d.serial_no ILIKE ${like})`);
  }
  const status = params.status;
  if (status === '0' || status === '1' || status === 0 || status === 1) where.push(`d.status = ${p.add(Number(status))}`);
  // The generic record page searches by strWhere over the declared filterable fields (name, number, state, audit).
  const rt = recordTypes[alias]!;
  if (typeof params.strWhere === 'string') where.push(...strWhereSql(rt, params.strWhere, p, 'd'));
  const orderBy = orderBySql(rt, params.sort ?? params.orderBy, params.order, 'd');
  const rows = await ctx.db.many<DeviceRow & { total: number }>(
    `SELECT d.*, pr.project_name, c.name AS company_name, count(*) OVER ()::int AS total
       FROM devices d LEFT JOIN projects pr ON pr.id = d.project_id LEFT JOIN companies c ON c.id = d.company_id
      WHERE ${where.join(' AND ')}
      ${orderBy} LIMIT ${p.add(pageSize)} OFFSET ${p.add((pageIndex - 1) * pageSize)}`,
    p.values,
  );
  const total = rows[0]?.total ?? (pageIndex > 1 ? (await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM devices d WHERE ${where.join(' AND ')}`, p.values.slice(0, -2)))?.n ?? 0 : 0);
  const now = Date.now();
  const page = toListPage(rows.map((r) => deviceToClient(r, now)), pageIndex, pageSize, total);
  return listAnswer(page.data, page.page as PageInfo);
}

/**
 * The five device calls of one kind (SPEC §7 "Devices": PCWhereDeviceList, GetDeviceDetailByID, PCCreateDevice,
 * PCModifyDevice, PCDeleteDevice) and AuditDevice (the declared audit workflow, 0381) on the `devices` table,
 * scoped like their project. Create answers the new ingest key once (to callers who also hold the edit button);
 * afterwards only its last four characters show.
 */
export function mountDeviceCalls(app: FastifyInstance, alias: string, kind: DeviceKind): void {
  const opts = { skipDecode: true } as const;
  mountEndpoint(app, ep(`${alias}PCWhereDeviceList`), (ctx) => listDevices(app, ctx, alias, kind), opts);

  mountEndpoint(app, ep(`${alias}GetDeviceDetailByID`), async (ctx) => deviceToClient(await loadScopedDevice(app, ctx.db, ctx.scope, recordId(ctx.params), kind)), opts);

  mountEndpoint(app, ep(`${alias}PCCreateDevice`), async (ctx) => {
    const input = deviceInput(ctx.params, true);
    return ctx.db.tx(async (q) => {
      const project = await projectInScope(q, ctx, input.projectId!);
      const pos = await q.one<{ lng: number | null; lat: number | null }>('SELECT lng, lat FROM projects WHERE id = $1', [project.id]);
      const key = generateIngestKey();
      const row = await q.one<{ id: number }>(
        `INSERT INTO devices (device_type, name, serial_no, ingest_key, key_hint, company_id, project_id, district_code, lng, lat, status, extra)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [kind, input.name, input.serialNo ?? '', key.hash, key.hint, project.company_id, project.id, project.district_code,
          input.lng === undefined ? pos?.lng ?? null : input.lng, input.lat === undefined ? pos?.lat ?? null : input.lat, input.status ?? 1, JSON.stringify(input.extra ?? {})],
      );
      const id = row!.id;
      await ctx.audit({ action: 'create', table: 'devices', recordId: id, after: { kind, ...input, keyHint: key.hint } }, q);
      const showKey = ctx.grants.has(devicePermission(kind, 'edit'));
      return answer({ id, keyHint: key.hint, ...(showKey ? { ingestKey: key.key } : {}) }, showKey ? messages.deviceKeyCreated : messages.submitted);
    });
  }, opts);

  mountEndpoint(app, ep(`${alias}PCModifyDevice`), async (ctx) => {
    const id = recordId(ctx.params);
    const input = deviceInput(ctx.params, false);
    return ctx.db.tx(async (q) => {
      const before = await loadScopedDevice(app, q, ctx.scope, id, kind, true);
      const p = new SqlParams();
      const sets = ['update_time = now()'];
      if (input.name !== undefined) sets.push(`name = ${p.add(input.name)}`);
      if (input.serialNo !== undefined) sets.push(`serial_no = ${p.add(input.serialNo)}`);
      if (input.lng !== undefined) sets.push(`lng = ${p.add(input.lng)}`);
      if (input.lat !== undefined) sets.push(`lat = ${p.add(input.lat)}`);
      if (input.status !== undefined) sets.push(`status = ${p.add(input.status)}`);
      if (input.extra !== undefined) sets.push(`extra = extra || ${p.add(JSON.stringify(input.extra))}::jsonb`);
      if (input.projectId !== undefined && input.projectId !== before.project_id) {
        const project = await projectInScope(q, ctx, input.projectId);
        sets.push(`project_id = ${p.add(project.id)}`, `company_id = ${p.add(project.company_id)}`, `district_code = ${p.add(project.district_code)}`);
      }
      await q.exec(`UPDATE devices SET ${sets.join(', ')} WHERE id = ${p.add(id)}`, p.values);
      const { extra: _e, ...shown } = deviceToClient(before);
      await ctx.audit({ action: 'update', table: 'devices', recordId: id, before: shown, after: input }, q);
      return answer({ id }, messages.modified);
    });
  }, opts);

  mountEndpoint(app, ep(`${alias}AuditDevice`), async (ctx) => {
    const id = recordId(ctx.params);
    const target = String(ctx.params.audit_status ?? ctx.params.auditStatus ?? '').trim();
    const moves = (recordTypes[alias]!.workflows ?? []).flatMap((w) => w.transitions).filter((t) => t.call === 'audit' && String(t.to) === target);
    if (target === '' || moves.length === 0) throw invalid(messages.auditStatusInvalid);
    return ctx.db.tx(async (q) => {
      const before = await loadScopedDevice(app, q, ctx.scope, id, kind, true);
      const move = moves.find((t) => t.from.includes(before.audit_status));
      if (!move) throw invalid(messages.workflowMoveRefused(auditStatusLabel(before.audit_status), moves[0]!.label));
      await q.exec('UPDATE devices SET audit_status = $2, update_time = now() WHERE id = $1', [id, move.to]);
      await ctx.audit({ action: 'audit', table: 'devices', recordId: id, before: { auditStatus: before.audit_status }, after: { auditStatus: move.to } }, q);
      return answer({ id, auditStatus: move.to, auditStatusName: auditStatusLabel(move.to) }, messages.audited);
    });
  }, opts);

  mountEndpoint(app, ep(`${alias}PCDeleteDevice`), async (ctx) => {
    const id = recordId(ctx.params);
    return ctx.db.tx(async (q) => {
      const before = await loadScopedDevice(app, q, ctx.scope, id, kind, true);
      // Soft delete; the key is replaced so it can never write again, even if the row is restored.
      await q.exec('UPDATE devices SET if_del = 1, ingest_key = $2, update_time = now() WHERE id = $1', [id, generateIngestKey().hash]);
      await ctx.audit({ action: 'delete', table: 'devices', recordId: id, before: deviceToClient(before) }, q);
      return answer({ id }, messages.deleted);
    });
  }, opts);
}
