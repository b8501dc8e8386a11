import { recordCalls, workerRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { idCardKeysOf } from '../../config/id-card-keys';
import { answer } from '../../http/answer';
import { callParams } from '../../http/call-params';
import { mountEndpoint } from '../../http/mount-endpoint';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { requireRecordMount } from '../../record-types/record-mounts';
import { decryptIdCard } from '../../shared/id-card-secrets';

const revealName = recordCalls(workerRecord).find((c) => c.key === 'revealIdCard')!.name;

/**
 * 查看证件号 (docs/decisions/0631): the whole ID number of one worker in the caller's scope (404 / 402 as a detail),
 * to a caller holding the sub-page's `revealId` button, each reveal audited (who: the audit entry's user; whom: the
 * worker's id and name; when: its time) in the same transaction as the read. The number is in this answer only.
 */
export function mountWorkerIdReveal(app: FastifyInstance): void {
  const endpoint = catalogueEndpoint(workerRecord, revealName);
  const keys = idCardKeysOf(app.worksite.config);
  mountEndpoint(app, endpoint, async (ctx) => {
    const { id } = callParams(endpoint, ctx.params) as { id: number };
    const m = requireRecordMount(app, workerRecord.name);
    return ctx.db.tx(async (q) => {
      const row = await m.loadInScope(q, ctx, id);
      const idCard = typeof row.id_card_cipher === 'string' && row.id_card_cipher !== '' ? decryptIdCard(keys, row.id_card_cipher) : String(row.id_card_masked ?? '');
      await ctx.audit({ action: 'worker-reveal-id-card', table: workerRecord.table, recordId: id, after: { workerName: row.worker_name, idCard: row.id_card_masked } }, q);
      return answer({ id, idCard });
    });
  }, { skipDecode: true });
}
