import { endpoints, noticeRecord, sentFieldValue, type Endpoint } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid, noPermission } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { idList, optionalId } from '../../http/call-params';
import { declaredField, declaredValue } from '../../record-types/record-values';
import { companyInScope } from '../../scopes/company-scope';
import { userScopeSql } from '../../scopes/user-scope';

/**
 * SendMessage creates notices (docs/decisions/0112): to users of the caller's scope (`userIds`) and/or to a
 * company of the scope (`companyId`; every member sees it); without targets, to the session's company.
 * It needs the platform-push add button (contract catalogue).
 */
export const sendMessageEndpoint: Endpoint = endpoints.sendMessage;

const receivers = declaredField(noticeRecord, 'targetUserId');
const company = declaredField(noticeRecord, 'companyId');

export function mountSendMessage(app: FastifyInstance): void {
  mountEndpoint(
    app,
    sendMessageEndpoint,
    async (ctx) => {
      const title = String(declaredValue(noticeRecord, 'title', ctx.params)).trim();
      const content = String(declaredValue(noticeRecord, 'content', ctx.params)).trim();
      const type = (declaredValue(noticeRecord, 'noticeType', ctx.params) as number | undefined) ?? 1;
      if (![1, 2, 3].includes(type)) throw invalid(messages.noticeTypeInvalid);
      const userIds = idList(sentFieldValue(ctx.params, receivers), '接收人');
      let companyId = optionalId(sentFieldValue(ctx.params, company), '接收单位');
      if (!userIds.length && companyId === undefined) companyId = ctx.session.companyId ?? undefined;
      if (!userIds.length && companyId === undefined) throw invalid(messages.companyRequired);
      if (companyId !== undefined && !companyInScope(ctx, companyId)) throw noPermission();
      return ctx.db.tx(async (q) => {
        if (userIds.length) {
          const p = new SqlParams();
          const ids = p.add(userIds);
          const ok = await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE u.id = ANY(${ids}::int[]) AND u.if_del = 0 AND ${userScopeSql(ctx, p)}`, p.values);
          if (ok?.n !== userIds.length) throw noPermission();
        }
        const created: number[] = [];
        if (companyId !== undefined) {
          const exists = await q.one('SELECT 1 FROM companies WHERE id = $1 AND if_del = 0', [companyId]);
          if (!exists) throw noPermission();
          const row = await q.one<{ id: number }>(
            'INSERT INTO notices (company_id, title, content, notice_type, publisher_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [companyId, title, content, type, ctx.user.id],
          );
          created.push(row!.id);
        }
        if (userIds.length) {
          const rows = await q.many<{ id: number }>(
            `INSERT INTO notices (company_id, target_user_id, title, content, notice_type, publisher_id)
             SELECT coalesce((SELECT uc.company_id FROM user_companies uc WHERE uc.user_id = u.id AND uc.company_id = $6),
                             u.default_company_id, $6), u.id, $2, $3, $4, $5
               FROM users u WHERE u.id = ANY($1::int[]) RETURNING id`,
            [userIds, title, content, type, ctx.user.id, ctx.session.companyId],
          );
          created.push(...rows.map((r) => r.id));
        }
        await ctx.audit({ action: 'send-message', table: 'notices', recordId: created.join(','), after: { title, content, type, userIds, companyId } }, q);
        return answer({ ids: created }, messages.noticeSent);
      });
    },
    { skipDecode: true },
  );
}
