import type { Queryable } from '../../db/database';
import type { SqlParams } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordId, type RecordHooks } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { devicePermission } from '../../telemetry/device-permissions';
import { generateIngestKey, type NewIngestKey } from '../../telemetry/ingest-key';
import type { DeviceKind } from '../../telemetry/metrics';
import type { DeviceRow } from '../../telemetry/scoped-device';
import { projectInScope } from '../../scopes/project-scope';
import { deviceToClient } from './device-client';
import { deviceInput } from './device-input';

/** Catalogue alias of each kind's device calls (SPEC §7 for cranes, dust, video; chosen paths for the rest). */
const DEVICE_CALLS: readonly [string, DeviceKind][] = [
  ['tadiaoDevice', 'crane'],
  ['dustDevice', 'dust'],
  ['videoMonitorDevice', 'camera'],
  ['gasDevice', 'gas'],
  ['positionTagDevice', 'tag'],
  ['weighbridgeDevice', 'weighbridge'],
  ['lprDevice', 'lpr'],
];

/**
 * The plain key of a device being created, from its values to the create's answer (the row holds only the hash);
 * by the call, so it lives as long as the call.
 */
const createdKeys = new WeakMap<EndpointContext, NewIngestKey>();

/** SPEC's list parameters beside strWhere: a project, a keyword over name and number, the in-use flag. */
function deviceListSql(params: Record<string, unknown>, p: SqlParams, alias: string): string[] {
  const where: string[] = [];
  const projectId = params.projectId ?? params.project_id;
  if (projectId !== undefined && projectId !== '') where.push(`${alias}.project_id = ${p.add(recordId({ id: projectId }))}`);
  const keyword = params.keyword ?? params.device_name ?? params.deviceName;
  if (typeof keyword === 'string' && keyword.trim() !== '') {
    const like = p.add(`%${keyword.trim().slice(0, 50).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(${alias}.name ILIKE ${like} OR ${alias}.serial_no ILIKE ${like})`);
  }
  const status = params.status;
  if (status === '0' || status === '1' || status === 0 || status === 1) where.push(`${alias}.status = ${p.add(Number(status))}`);
  return where;
}

/**
 * A device's columns from a create (`existing` undefined) or Modify: the payload as `deviceInput` reads it; a
 * project in the caller's scope gives company and district (and, on create, the position when none is sent);
 * `extra` is merged into the stored object; a new device gets its ingest key (only the hash is kept).
 */
async function deviceValues(params: Record<string, unknown>, ctx: EndpointContext, q: Queryable, existing?: Record<string, unknown>): Promise<Map<string, unknown>> {
  const input = deviceInput(params, existing === undefined);
  const values = new Map<string, unknown>();
  if (input.name !== undefined) values.set('name', input.name);
  if (input.serialNo !== undefined) values.set('serial_no', input.serialNo);
  if (input.lng !== undefined) values.set('lng', input.lng);
  if (input.lat !== undefined) values.set('lat', input.lat);
  if (input.status !== undefined) values.set('status', input.status);
  if (input.extra !== undefined) values.set('extra', JSON.stringify({ ...(existing?.extra as Record<string, unknown> | undefined), ...input.extra }));
  if (input.projectId !== undefined && input.projectId !== existing?.project_id) {
    const project = await projectInScope(q, ctx, input.projectId);
    values.set('project_id', project.id).set('company_id', project.company_id).set('district_code', project.district_code);
    if (existing === undefined) {
      const pos = await q.one<{ lng: number | null; lat: number | null }>('SELECT lng, lat FROM projects WHERE id = $1', [project.id]);
      if (input.lng === undefined) values.set('lng', pos?.lng ?? null);
      if (input.lat === undefined) values.set('lat', pos?.lat ?? null);
    }
  }
  if (existing === undefined) {
    const key = generateIngestKey();
    createdKeys.set(ctx, key);
    values.set('ingest_key', key.hash).set('key_hint', key.hint);
  }
  return values;
}

/**
 * The devices of one telemetry kind on the generic mount (SPEC §7 "Devices", docs/decisions/0495): listed with
 * their project and company names and SPEC's filters, read and written as `deviceInput` says; a create answers
 * the new ingest key once, to callers who also hold the edit button; a delete disables the device and replaces
 * the key so it can never write again, even if the row is restored; the audit log never holds the key's hash.
 */
function deviceKindHooks(kind: DeviceKind): RecordHooks {
  const mayEdit = (ctx: EndpointContext) => ctx.grants.has(devicePermission(kind, 'edit'));
  return {
    listColumns: (alias) =>
      `(SELECT pr.project_name FROM projects pr WHERE pr.id = ${alias}.project_id) AS project_name, (SELECT c.name FROM companies c WHERE c.id = ${alias}.company_id) AS company_name`,
    listSql: deviceListSql,
    readValues: deviceValues,
    answerOf(row, action, _q, ctx) {
      const key = action === 'create' ? createdKeys.get(ctx) : undefined;
      if (key === undefined) return { id: Number(row.id) };
      return { id: Number(row.id), keyHint: key.hint, ...(mayEdit(ctx) ? { ingestKey: key.key } : {}) };
    },
    createdMessage: (ctx) => (mayEdit(ctx) ? messages.deviceKeyCreated : messages.submitted),
    // Deleted (alone or with its project: docs/decisions/0510), a device is disabled and its key replaced.
    async beforeDelete(row, _ctx, q) {
      await q.exec('UPDATE devices SET ingest_key = $2, status = 0 WHERE id = $1', [row.id, generateIngestKey().hash]);
    },
    auditRow(row, move) {
      // A device's only workflow is its audit: the log keeps the state it moved.
      if (move) return { auditStatus: row.audit_status };
      const { ingest_key: _key, ...kept } = row;
      return kept;
    },
    toClient: (_record, row) => deviceToClient(row as unknown as DeviceRow),
  };
}

/** The device kinds' hooks, by type name. */
export const deviceKindMounts: RecordMountTable = Object.fromEntries(DEVICE_CALLS.map(([alias, kind]) => [alias, { hooks: deviceKindHooks(kind) }]));
