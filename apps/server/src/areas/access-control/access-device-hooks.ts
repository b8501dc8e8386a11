import { accessDeviceRecord, recordCalls, sentFieldValue } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { callParams } from '../../http/call-params';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { requireRecordMount } from '../../record-types/record-mounts';
import { declaredField } from '../../record-types/record-values';
import { messages } from '../../shared/messages';
import { generateIngestKey, type NewIngestKey } from '../../telemetry/ingest-key';
import { projectInScope } from '../../scopes/project-scope';

/** A device answers 在线 while its last accepted batch is this recent. */
export const ONLINE_MINUTES = 10;

/** The plain key of a device being created, from its values to the create's answer (the row keeps only the hash). */
const createdKeys = new WeakMap<EndpointContext, NewIngestKey>();
const mayEdit = (ctx: EndpointContext) => ctx.grants.has({ ...accessDeviceRecord.permission, button: 'edit' });
const projectField = declaredField(accessDeviceRecord, 'projectId');

/**
 * 门禁设备 on the generic mount (docs/decisions/0660): the project in the caller's scope (the session's current one
 * by default), its company and district copied; a new device gets its key (only the SHA-256 kept), answered once
 * to an editor; 在线 computed from the last batch; a delete revokes the key and disables the device; the audit log
 * never holds the key's hash.
 */
export const accessDeviceHooks: RecordHooks = {
  prepareParams(params, ctx, existing) {
    if (existing || sentFieldValue(params, projectField) !== undefined || !ctx.session.projectId) return params;
    return { ...params, projectId: ctx.session.projectId };
  },
  async beforeWrite(values, ctx, q, existing) {
    checkLookupCodes(accessDeviceRecord, values);
    if (values.has('project_id')) {
      const project = await projectInScope(q, ctx, Number(values.get('project_id')));
      values.set('project_id', project.id).set('company_id', project.company_id).set('district_code', project.district_code);
    }
    if (!existing) {
      const key = generateIngestKey();
      createdKeys.set(ctx, key);
      values.set('device_key', key.hash).set('key_hint', key.hint);
      if (!values.has('status')) values.set('status', 1);
    }
  },
  listColumns: (a) =>
    `CASE WHEN ${a}.last_seen_at > now() - interval '${ONLINE_MINUTES} minutes' THEN '在线' ELSE '离线' END AS online_text`,
  answerOf(row, action, _q, ctx) {
    const key = action === 'create' ? createdKeys.get(ctx) : undefined;
    if (key === undefined) return { id: Number(row.id) };
    return { id: Number(row.id), keyHint: key.hint, ...(mayEdit(ctx) ? { ingestKey: key.key } : {}) };
  },
  createdMessage: (ctx) => (mayEdit(ctx) ? messages.deviceKeyCreated : messages.submitted),
  async beforeDelete(row, _ctx, q) {
    await q.exec('UPDATE access_devices SET device_key = $2, status = 0, simulated = false WHERE id = $1', [row.id, generateIngestKey().hash]);
  },
  auditRow(row) {
    const { device_key: _key, ...kept } = row;
    return kept;
  },
};

const resetName = recordCalls(accessDeviceRecord).find((c) => c.key === 'resetKey')!.name;

/**
 * 重置密钥 of a 门禁设备 (docs/decisions/0660): a new key for a device in the caller's scope, answered once, behind
 * the edit button; the old key stops at once; a person now holds it, so the demo simulator gives the device up.
 */
export function mountAccessDeviceResetKey(app: FastifyInstance): void {
  const endpoint = catalogueEndpoint(accessDeviceRecord, resetName);
  mountEndpoint(app, endpoint, async (ctx) => {
    const { id } = callParams(endpoint, ctx.params) as { id: number };
    const m = requireRecordMount(app, accessDeviceRecord.name);
    return ctx.db.tx(async (q) => {
      const row = await m.loadInScope(q, ctx, id, true, false, 'update');
      const key = generateIngestKey();
      await q.exec('UPDATE access_devices SET device_key = $2, key_hint = $3, simulated = false WHERE id = $1', [id, key.hash, key.hint]);
      await ctx.audit({ action: 'update', table: accessDeviceRecord.table, recordId: id, before: { key_hint: row.key_hint }, after: { key_hint: key.hint } }, q);
      return answer({ id, ingestKey: key.key, keyHint: key.hint }, messages.deviceKeyReset);
    });
  }, { skipDecode: true });
}
