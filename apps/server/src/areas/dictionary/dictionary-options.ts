import type { RecordType } from '@worksite/contract';
import { NumberFromStringOrNumber } from '@worksite/contract';
import * as t from 'io-ts';
import { scopeCondition } from '../../auth/data-scope';
import type { SqlParams } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';

/**
 * The option rows a strWhere may filter (sel_content, xu_hao, company_id, if_del), declared as a record type so
 * the shared whitelisted grammar (record-query.ts) reads it. Never mounted.
 */
export const dictionaryOptionFilter: RecordType = {
  name: 'dictionaryOption',
  title: '字典选项',
  table: 'select_table_field',
  permission: { page: '', subPage: '' },
  scope: 'company',
  softDeleteColumn: 'if_del',
  endpoints: {},
  fields: [
    { key: 'xuHao', column: 'xu_hao', label: '序号', codec: NumberFromStringOrNumber, kind: 'number', filterable: true },
    { key: 'selContent', column: 'sel_content', label: '选项', codec: t.string, filterable: true },
  ],
};

/** Dictionary rows of one table (and field, unless null): shared rows (no company) and the caller's scope. */
export function dictionaryRowsSql(ctx: EndpointContext, p: SqlParams, tableName: string, fieldName: string | null): string {
  const scoped = scopeCondition(ctx.scope, { table: 'select_table_field', company: 'company_id' }, p, 'd');
  const field = fieldName === null ? 'true' : `lower(d.field_name) = lower(${p.add(fieldName)})`;
  return `SELECT d.field_name, d.xu_hao, d.sel_content, d.company_id, d.if_del, d.id FROM select_table_field d
           WHERE d.if_del = 0 AND lower(d.table_name) = lower(${p.add(tableName)}) AND ${field}
             AND (d.company_id IS NULL OR ${scoped})`;
}
