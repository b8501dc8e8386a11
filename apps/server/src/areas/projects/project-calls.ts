import { endpoints, projectRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { noPermission } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { detailRecord, maskedRecord } from '../../record-types/record-masks';
import { rowToRecord } from '../../record-types/record-values';
import { callParams } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { projectHooks } from './project-record-mount';
import { projectInScope, projectScopeSql } from '../../scopes/project-scope';

const toClient = (row: Record<string, unknown>) => projectHooks.toClient!(rowToRecord(projectRecord, row), row);

/** GetProjectInfo/:id, WhereProjectListOfOrder and the header's project list (getTyProjectPosInfoByUserID). */
export function mountProjectCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.projectInfo,
    async (ctx) => {
      const pathId = (ctx.request.params as Record<string, unknown> | undefined)?.id;
      const { id } = callParams(endpoints.projectInfo, pathId === undefined ? ctx.params : { ...ctx.params, id: pathId });
      await projectInScope(ctx.db, ctx, id);
      const row = await ctx.db.one<Record<string, unknown>>(
        `SELECT t.*, c.name AS company_name FROM projects t JOIN companies c ON c.id = t.company_id WHERE t.id = $1`,
        [id],
      );
      // The contact phone whole for the project's editors, masked for other readers (SPEC §5, 0310, 0552).
      return detailRecord(ctx, projectRecord, { ...toClient(row!), companyName: row!.company_name });
    },
    { skipDecode: true },
  );

  // Projects that take orders: the scoped list of projects in approval or under construction (docs/decisions/0111).
  mountEndpoint(
    app,
    endpoints.projectListOfOrder,
    async (ctx) => {
      const { pageIndex, pageSize, offset } = paging(ctx.params);
      const p = new SqlParams();
      const where = `t.if_del = 0 AND t.project_status IN (2, 3) AND ${projectScopeSql(ctx, p)}`;
      const n = p.values.length;
      const rows = await ctx.db.many(`SELECT t.* FROM projects t WHERE ${where} ORDER BY t.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`, p.values);
      const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM projects t WHERE ${where}`, p.values.slice(0, n));
      return pageAnswer(rows.map((row) => maskedRecord(projectRecord, toClient(row))), pageIndex, pageSize, count?.n ?? 0);
    },
    { skipDecode: true },
  );

  // Header project selector: index 0, size 500, user_id (must be the caller unless a system admin).
  mountEndpoint(
    app,
    endpoints.headerProjectList,
    async (ctx) => {
      const userId = callParams(endpoints.headerProjectList, ctx.params).user_id;
      if (userId !== undefined && userId !== ctx.user.id && !ctx.user.isSystemAdmin) throw noPermission();
      const { pageIndex, pageSize, offset } = paging(ctx.params, 1000);
      const p = new SqlParams();
      const where = `t.if_del = 0 AND ${projectScopeSql(ctx, p)}`;
      const n = p.values.length;
      const rows = await ctx.db.many<{ id: number; project_name: string; project_no: string }>(
        `SELECT t.id, t.project_name, t.project_no FROM projects t WHERE ${where} ORDER BY t.id LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      );
      const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM projects t WHERE ${where}`, p.values.slice(0, n));
      return pageAnswer(rows.map((r) => ({ id: r.id, projectName: r.project_name, projectNo: r.project_no })), pageIndex, pageSize, count?.n ?? 0);
    },
    { skipDecode: true },
  );
}
