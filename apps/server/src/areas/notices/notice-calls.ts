import { endpoints, noticeRecord, sentFieldValue } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { idList, optionalId, text } from '../../http/call-params';
import { declaredField } from '../../record-types/record-values';
import { pageAnswer, paging } from '../../http/list-paging';
import { noticeColumns, readFlagSql, toNotice, visibleNotice, visibleNoticeSql, type NoticeRow } from '../../scopes/notice-visibility';
import { strWhereSql } from '../../record-types/record-query';

const idField = declaredField(noticeRecord, 'id');
const typeField = declaredField(noticeRecord, 'noticeType');
const readField = declaredField(noticeRecord, 'sysNoticeIsRead');

/** Ids a read/delete call names: several as `ids` (comma list), or one under the names the id field accepts. */
function noticeIds(ctx: EndpointContext): number[] {
  const ids = idList(ctx.params.ids !== undefined && ctx.params.ids !== '' ? ctx.params.ids : sentFieldValue(ctx.params, idField), '消息编号', 500);
  if (!ids.length) throw invalid(messages.invalidId);
  return ids;
}

/** The caller's notices: list (sysNoticeIsRead 0 = unread, the header badge), detail, mark read, delete. */
export function mountNoticeCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.noticeList,
    async (ctx) => {
      const { pageIndex, pageSize, offset } = paging(ctx.params, 1000);
      const flag = text(sentFieldValue(ctx.params, readField));
      if (flag !== '' && flag !== '0' && flag !== '1') throw invalid(messages.invalidField('已读状态'));
      const read = flag === '' ? undefined : Number(flag);
      const type = optionalId(sentFieldValue(ctx.params, typeField), typeField.label);
      if (type !== undefined && ![1, 2, 3].includes(type)) throw invalid(messages.noticeTypeInvalid);
      const p = new SqlParams();
      const u = p.add(ctx.user.id);
      // The client's strWhere against the declaration's whitelist (消息类型, 编号: docs/decisions/0418).
      const where = [visibleNoticeSql(u), ...strWhereSql(noticeRecord, typeof ctx.params.strWhere === 'string' ? ctx.params.strWhere : '', p, 'n')];
      if (read !== undefined) where.push(read === 1 ? readFlagSql(u) : `NOT ${readFlagSql(u)}`);
      if (type !== undefined) where.push(`n.notice_type = ${p.add(type)}`);
      const whereSql = where.join(' AND ');
      const n = p.values.length;
      const rows = await ctx.db.many<NoticeRow>(
        `SELECT ${noticeColumns(u)} FROM notices n WHERE ${whereSql} ORDER BY n.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      );
      const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM notices n WHERE ${whereSql}`, p.values.slice(0, n));
      return pageAnswer(rows.map(toNotice), pageIndex, pageSize, count?.n ?? 0);
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.noticeInfo,
    async (ctx) => {
      const [id] = noticeIds(ctx);
      return toNotice(await visibleNotice(ctx.db, ctx.user.id, id!, new SqlParams()));
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.noticeMarkRead,
    async (ctx) => {
      const ids = noticeIds(ctx);
      return ctx.db.tx(async (q) => {
        for (const id of ids) await visibleNotice(q, ctx.user.id, id, new SqlParams());
        const n = await q.exec('INSERT INTO notice_reads (notice_id, user_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING', [ids, ctx.user.id]);
        await ctx.audit({ action: 'notice-read', table: 'notice_reads', recordId: ids.join(','), after: { ids, newlyRead: n } }, q);
        return answer({ ids }, messages.ok);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.noticeDelete,
    async (ctx) => {
      const ids = noticeIds(ctx);
      return ctx.db.tx(async (q) => {
        for (const id of ids) await visibleNotice(q, ctx.user.id, id, new SqlParams());
        await q.exec('INSERT INTO notice_deletions (notice_id, user_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING', [ids, ctx.user.id]);
        await ctx.audit({ action: 'notice-delete', table: 'notice_deletions', recordId: ids.join(','), after: { ids } }, q);
        return answer({ ids }, messages.deleted);
      });
    },
    { skipDecode: true },
  );
}
