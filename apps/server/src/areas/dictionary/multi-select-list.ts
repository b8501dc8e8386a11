import { endpoints } from '@worksite/contract';
import { toListPage } from '@worksite/paging';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { listAnswer, type PageInfo } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { dictionaryRowsSql } from './dictionary-options';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * WhereMulSelectList (SPEC §7 "details not shown"; docs/decisions/0101): the options of several fields of one
 * dictionary table at once, for forms with several choice lists. `tableName` required; `fieldName` or
 * `fieldNames` a comma list (absent: every field of the table). Rows {fieldName, xuHao, selContent}, from the
 * dictionary table only (never scoped business data): SPEC §6 lets users with OrgDataAuthorityType 0 call it.
 */
export function mountMultiSelectList(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.multiSelectList, async (ctx) => {
    const tableName = text(ctx.params.tableName);
    if (!tableName) throw invalid(messages.tableNameRequired);
    const names = text(ctx.params.fieldNames ?? ctx.params.fieldName)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 50);
    const p = new SqlParams();
    const where = names.length ? `lower(o.field_name) = ANY(${p.add(names.map((n) => n.toLowerCase()))}::text[])` : 'true';
    const rows = await ctx.db.many<{ field_name: string; xu_hao: number; sel_content: string }>(
      `SELECT o.field_name, o.xu_hao, o.sel_content FROM (${dictionaryRowsSql(ctx, p, tableName, null)}) o
        WHERE ${where} ORDER BY o.field_name, o.xu_hao, o.id LIMIT 5000`,
      p.values,
    );
    const data = rows.map((r) => ({ fieldName: r.field_name, xuHao: r.xu_hao, selContent: r.sel_content }));
    const page = toListPage(data, 1, Math.max(data.length, 1), data.length);
    return listAnswer(page.data, page.page as PageInfo);
  }, { skipDecode: true, allowWithoutDataAuthority: true });
}
