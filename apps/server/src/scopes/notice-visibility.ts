import type { Queryable } from '../db/database';
import type { SqlParams } from '../db/sql-params';
import { noPermission, notFound } from '../http/api-error';

/**
 * Notices a user sees (docs/decisions/0112): addressed to them, or to a company they belong to (no target
 * user), and not deleted by them. `userParam` is the bound user id.
 */
export function visibleNoticeSql(userParam: string, alias = 'n'): string {
  return `${alias}.if_del = 0
    AND (${alias}.target_user_id = ${userParam}
         OR (${alias}.target_user_id IS NULL AND ${alias}.company_id IN (SELECT company_id FROM user_companies WHERE user_id = ${userParam})))
    AND NOT EXISTS (SELECT 1 FROM notice_deletions d WHERE d.notice_id = ${alias}.id AND d.user_id = ${userParam})`;
}

export function readFlagSql(userParam: string, alias = 'n'): string {
  return `EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = ${alias}.id AND r.user_id = ${userParam})`;
}

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  notice_type: number;
  company_id: number;
  create_time: Date;
  sender_name: string | null;
  is_read: boolean;
}

/** A notice's columns computed for the user: whether they read it, who sent it. */
export const noticeReadColumns = (userParam: string, alias = 'n') =>
  `${readFlagSql(userParam, alias)} AS is_read,
   (SELECT coalesce(nullif(s.real_name, ''), s.user_name) FROM users s WHERE s.id = ${alias}.publisher_id) AS sender_name`;

export const noticeColumns = (userParam: string) => `n.id, n.title, n.content, n.notice_type, n.company_id, n.create_time, ${noticeReadColumns(userParam)}`;

export function toNotice(r: NoticeRow) {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    noticeType: r.notice_type,
    sysNoticeIsRead: r.is_read ? 1 : 0,
    createTime: r.create_time instanceof Date ? r.create_time.toISOString() : r.create_time,
    senderName: r.sender_name ?? '',
    companyId: r.company_id,
  };
}

/** A notice the user sees: 404 when it does not exist (or is deleted), 402 when it is addressed to others. */
export async function visibleNotice(q: Queryable, userId: number, id: number, p: SqlParams): Promise<NoticeRow> {
  const u = p.add(userId);
  const idp = p.add(id);
  const row = await q.one<NoticeRow & { visible: boolean }>(
    `SELECT ${noticeColumns(u)}, (${visibleNoticeSql(u)}) AS visible FROM notices n WHERE n.id = ${idp} AND n.if_del = 0`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.visible) throw noPermission();
  return row;
}
