import { endpoints, templateRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordId } from '../../record-types/mount-record-type';
import { loadScopedRow, targetOfRecord } from '../../scopes/scoped-rows';

/**
 * ModifyIfDel (SPEC §7 "Delete: user_id, rec_id, if_del 1"): soft delete of a template of the caller's scope,
 * audited, answered with 删除成功!. `if_del` other than 1 is refused: a deleted template is not restored here.
 */
export function mountTemplateDelete(app: FastifyInstance): void {
  const target = targetOfRecord(app, templateRecord);
  mountEndpoint(app, endpoints.templateDelete, async (ctx) => {
    const id = recordId(ctx.params);
    const flag = ctx.params.if_del;
    if (flag !== undefined && String(flag).trim() !== '1') throw invalid(messages.templateIfDelInvalid);
    return ctx.db.tx(async (q) => {
      const before = await loadScopedRow(q, ctx, target, id, true);
      await q.exec('UPDATE rout_insp_content SET if_del = 1, update_time = now() WHERE id = $1', [id]);
      await ctx.audit({ action: 'delete', table: 'rout_insp_content', recordId: id, before }, q);
      return answer({ id }, messages.deleted);
    });
  }, { skipDecode: true });
}
