import { endpoints } from '@worksite/contract';
import { isLookupName, lookupTable } from '@worksite/lookups';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { dictionaryRowsSql } from './dictionary-options';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Table name under which system dictionary entries are kept in select_table_field. */
export const SYS_DICTIONARY_TABLE = 'SysDictionary';

/**
 * SysDictionary/GetListByType (docs/decisions/0101): the entries of one dictionary type as
 * [{type, value, label, sort}]. A type naming a lookup table of SPEC §3 (`projectStatus`, `auditStatus`, …,
 * the `@worksite/lookups` registry) answers that table; any other type answers the rows kept in
 * select_table_field under table SysDictionary (shared and the caller's companies'); unknown types answer [].
 */
export function mountSysDictionary(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.sysDictionaryByType, async (ctx) => {
    const type = text(ctx.params.type);
    if (!type || type.length > 100) throw invalid(messages.dictionaryTypeRequired);
    if (isLookupName(type)) {
      return lookupTable(type).map((e, i) => ({ type, value: e.value, label: e.label, sort: i + 1 }));
    }
    const p = new SqlParams();
    const rows = await ctx.db.many<{ xu_hao: number; sel_content: string }>(
      `SELECT o.xu_hao, o.sel_content FROM (${dictionaryRowsSql(ctx, p, SYS_DICTIONARY_TABLE, type)}) o ORDER BY o.xu_hao, o.id`,
      p.values,
    );
    return rows.map((r, i) => ({ type, value: r.xu_hao, label: r.sel_content, sort: i + 1 }));
  }, { skipDecode: true });
}
