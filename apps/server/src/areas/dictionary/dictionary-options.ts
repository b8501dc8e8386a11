import { scopeCondition } from '../../auth/data-scope';
import type { SqlParams } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';

/** Dictionary rows of one table (and field, unless null): shared rows (no company) and the caller's scope. */
export function dictionaryRowsSql(ctx: EndpointContext, p: SqlParams, tableName: string, fieldName: string | null): string {
  const scoped = scopeCondition(ctx.scope, { table: 'select_table_field', company: 'company_id' }, p, 'd');
  const field = fieldName === null ? 'true' : `lower(d.field_name) = lower(${p.add(fieldName)})`;
  return `SELECT d.field_name, d.xu_hao, d.sel_content, d.company_id, d.if_del, d.id FROM select_table_field d
           WHERE d.if_del = 0 AND lower(d.table_name) = lower(${p.add(tableName)}) AND ${field}
             AND (d.company_id IS NULL OR ${scoped})`;
}
