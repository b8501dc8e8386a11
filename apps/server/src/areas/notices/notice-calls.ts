import { endpoints, noticeRecord, sentFieldValue } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { idList, optionalId, text } from '../../http/call-params';
import { declaredField } from '../../record-types/record-values';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { noticeReadColumns, readFlagSql, toNotice, visibleNotice, visibleNoticeSql, type NoticeRow } from '../../scopes/notice-visibility';

const idField = declaredField(noticeRecord, 'id');
const typeField = declaredField(noticeRecord, 'noticeType');
const readField = declaredField(noticeRecord, 'sysNoticeIsRead');

/** Ids a read/delete call names: several as `ids` (comma list), or one under the names the id field accepts. */
function noticeIds(params: Record<string, unknown>): number[] {
  const ids = idList(params.ids !== undefined && params.ids !== '' ? params.ids : sentFieldValue(params, idField), '消息编号', 500);
  if (!ids.length) throw invalid(messages.invalidId);
  return ids;
}

/**
 * The caller's notices on the generic mount (list with sysNoticeIsRead 0 = unread, the header badge; detail;
 * delete): visible and read per caller, a delete hides them for the caller only (docs/decisions/0112, 0493).
 */
export const noticeRecordMounts: RecordMountTable = {
  [noticeRecord.name]: {
    hooks: {
      scopeSql: (ctx, p, a) => visibleNoticeSql(p.add(ctx.user.id), a),
      listSql: (params, p, a, ctx) => {
        const flag = text(sentFieldValue(params, readField));
        if (flag !== '' && flag !== '0' && flag !== '1') throw invalid(messages.invalidField('已读状态'));
        const type = optionalId(sentFieldValue(params, typeField), typeField.label);
        if (type !== undefined && ![1, 2, 3].includes(type)) throw invalid(messages.noticeTypeInvalid);
        const where: string[] = [];
        if (flag !== '') where.push(`${flag === '1' ? '' : 'NOT '}${readFlagSql(p.add(ctx.user.id), a)}`);
        if (type !== undefined) where.push(`${a}.notice_type = ${p.add(type)}`);
        return where;
      },
      listColumns: (a, ctx, p) => noticeReadColumns(p.add(ctx.user.id), a),
      toClient: (_rec, row) => toNotice(row as unknown as NoticeRow),
      namedIds: noticeIds,
      removeRows: async (rows, ctx, q) => {
        const ids = rows.map((r) => Number(r.id));
        await q.exec('INSERT INTO notice_deletions (notice_id, user_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING', [ids, ctx.user.id]);
        await ctx.audit({ action: 'notice-delete', table: 'notice_deletions', recordId: ids.join(','), after: { ids } }, q);
        return { ids };
      },
    },
  },
};

/** Marking the caller's notices read (the generic mount serves the rest of the type: noticeRecordMounts). */
export function mountNoticeCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.noticeMarkRead,
    async (ctx) => {
      const ids = noticeIds(ctx.params);
      return ctx.db.tx(async (q) => {
        for (const id of ids) await visibleNotice(q, ctx.user.id, id, new SqlParams());
        const n = await q.exec('INSERT INTO notice_reads (notice_id, user_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING', [ids, ctx.user.id]);
        await ctx.audit({ action: 'notice-read', table: 'notice_reads', recordId: ids.join(','), after: { ids, newlyRead: n } }, q);
        return answer({ ids }, messages.ok);
      });
    },
    { skipDecode: true },
  );
}
