import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { noPermission } from '../http/api-error';
import { answer } from '../http/answer';
import { mountEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { recordId } from '../record-types/mount-record-type';
import { devicePermission } from './device-permissions';
import { generateIngestKey } from './ingest-key';
import { forgetDeviceKey } from './key-cache';
import { isDeviceKind } from './metrics';
import { loadScopedDevice } from './scoped-device';

/**
 * POST /api/Telemetry/ResetDeviceKey (id): a new ingest key for a device of the caller's scope, shown once;
 * needs the edit button of the device kind's page. The old key stops working at once (in every process:
 * cached resolutions are re-checked by the write itself, docs/decisions/0210).
 */
export function mountResetKeyRoute(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.telemetryResetDeviceKey!,
    async (ctx) => {
      const id = recordId(ctx.params);
      const reply = await ctx.db.tx(async (q) => {
        const device = await loadScopedDevice(app, q, ctx.scope, id, undefined, true);
        if (!isDeviceKind(device.device_type) || !ctx.grants.has(devicePermission(device.device_type, 'edit'))) throw noPermission();
        const key = generateIngestKey();
        // A person now holds the key: the demo simulator gives the device up and never re-keys it (decision 0540).
        await q.exec('UPDATE devices SET ingest_key = $2, key_hint = $3, simulated = false, update_time = now() WHERE id = $1', [id, key.hash, key.hint]);
        await ctx.audit({ action: 'update', table: 'devices', recordId: id, before: { key_hint: device.key_hint }, after: { key_hint: key.hint } }, q);
        return answer({ id, ingestKey: key.key, keyHint: key.hint }, messages.deviceKeyReset);
      });
      // The write guard would refuse the old key anyway (key-cache.ts); this just spares the round.
      forgetDeviceKey(ctx.db, id);
      return reply;
    },
    { skipDecode: true },
  );
}
