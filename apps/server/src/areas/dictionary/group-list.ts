import { dictionaryOptionRecord, endpoints } from '@worksite/contract';
import { toListPage } from '@worksite/paging';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, scopeTargetFor } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { listAnswer, type PageInfo } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { strWhereSql } from '../../record-types/record-query';
import { dictionaryRowsSql } from './dictionary-options';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Field names answered from the caller's projects rather than from the dictionary table. */
const projectFields = new Set(['projectname', 'project_name']);

function paging(params: Record<string, unknown>): { index: number; size: number } {
  const size = text(params.size) === '' ? 999 : Number(params.size);
  const index = text(params.index) === '' ? 0 : Number(params.index);
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(index) || index < 0 || index > 1_000_000) throw invalid(messages.invalidPaging);
  return { index: Math.max(index, 1), size: Math.min(size, 1000) };
}

/**
 * WhereSelectGroupList (SPEC §7; GET and POST, one handler): options {xuHao, selContent} of tableName/fieldName.
 * ProjectName lists the caller's projects (scoped, with their `projectId`); other fields the dictionary table
 * (shared rows plus the caller's companies'). `fieldValue` filters by contained text, `strWhere` by the
 * whitelisted grammar over sel_content, xu_hao, company_id, if_del (docs/decisions/0101).
 */
async function groupList(app: FastifyInstance, ctx: EndpointContext) {
  const tableName = text(ctx.params.tableName);
  const fieldName = text(ctx.params.fieldName);
  if (!tableName) throw invalid(messages.tableNameRequired);
  if (!fieldName) throw invalid(messages.fieldNameRequired);
  if (ctx.params.strWhere !== undefined && typeof ctx.params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
  const { index, size } = paging(ctx.params);
  const p = new SqlParams();
  let source: string;
  if (projectFields.has(fieldName.toLowerCase())) {
    const target = scopeTargetFor('projects', app.worksite.columns.get('projects') ?? new Set());
    source = `SELECT (row_number() OVER (ORDER BY t.id))::int AS xu_hao, t.project_name AS sel_content, t.company_id, t.if_del, t.id AS project_id
                FROM projects t WHERE t.if_del = 0 AND ${scopeCondition(ctx.scope, target, p)}`;
  } else {
    source = `SELECT d.xu_hao, d.sel_content, d.company_id, d.if_del, NULL::int AS project_id FROM (${dictionaryRowsSql(ctx, p, tableName, fieldName)}) d`;
  }
  const where = ['true', ...strWhereSql(dictionaryOptionRecord, typeof ctx.params.strWhere === 'string' ? ctx.params.strWhere : '', p, 'o')];
  const value = text(ctx.params.fieldValue);
  if (value) where.push(`strpos(lower(o.sel_content), lower(${p.add(value)})) > 0`);
  const countValues = [...p.values];
  const filtered = `FROM (${source}) o WHERE ${where.join(' AND ')}`;
  const rows = await ctx.db.many<{ xu_hao: number; sel_content: string; project_id: number | null }>(
    `SELECT o.xu_hao, o.sel_content, o.project_id ${filtered} ORDER BY o.xu_hao, o.sel_content LIMIT ${p.add(size)} OFFSET ${p.add((index - 1) * size)}`,
    p.values,
  );
  const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n ${filtered}`, countValues);
  const data = rows.map((r) => (r.project_id === null ? { xuHao: r.xu_hao, selContent: r.sel_content } : { xuHao: r.xu_hao, selContent: r.sel_content, projectId: r.project_id }));
  const page = toListPage(data, index, size, count?.n ?? 0);
  return listAnswer(page.data, page.page as PageInfo);
}

export function mountGroupList(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.dictionaryGroupList, (ctx) => groupList(app, ctx), { skipDecode: true });
  mountEndpoint(app, endpoints.dictionaryGroupListGet, (ctx) => groupList(app, ctx), { skipDecode: true });
}
