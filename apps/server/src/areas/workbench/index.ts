import { endpoints, type WorkbenchNotice } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { readFlagSql, visibleNoticeSql } from '../../scopes/notice-visibility';
import { workbenchFigures } from './workbench-figures';
import { workbenchTodos } from './workbench-todos';

/** Notices listed on the workbench. */
export const RECENT_NOTICES = 5;

/** The caller's newest notices (read or not), as the notices page shows them. */
async function recentNotices(ctx: EndpointContext): Promise<WorkbenchNotice[]> {
  const p = new SqlParams();
  const u = p.add(ctx.user.id);
  const rows = await ctx.db.many<{ id: number; title: string; create_time: Date; is_read: boolean }>(
    `SELECT n.id, n.title, n.create_time, ${readFlagSql(u)} AS is_read FROM notices n
      WHERE ${visibleNoticeSql(u)} ORDER BY n.create_time DESC, n.id DESC LIMIT ${p.add(RECENT_NOTICES)}`,
    p.values,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, createTime: r.create_time.toISOString(), sysNoticeIsRead: r.is_read ? 1 : 0 }));
}

/** GetWorkbench (docs/decisions/0400): the back-office home's to-dos, today's figures and recent notices. */
export function mountWorkbenchArea(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.workbench, async (ctx) => {
    const [todos, figures, notices] = await Promise.all([workbenchTodos(ctx), workbenchFigures(ctx), recentNotices(ctx)]);
    return { todos, figures, notices };
  });
}
