import { parseStrWhere, strWhereFields, sortableColumns, type RecordType, type StrWhereCondition } from '@worksite/contract';
import { ident, type SqlParams } from '../db/sql-params';
import { invalid } from '../http/api-error';
import { messages } from '../messages';

const opSql: Readonly<Record<string, string>> = { '=': '=', '!=': '<>', '<>': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=', like: 'LIKE' };
const castOf: Readonly<Record<string, string>> = { number: 'numeric', date: 'timestamptz', boolean: 'boolean', string: 'text' };

/**
 * The client's strWhere as SQL over `alias`, parsed by the contract's grammar against the type's whitelist
 * (filterable, scope and soft-delete columns). Values are bound; anything the grammar refuses is a 400.
 */
export function strWhereSql(rt: RecordType, text: string, p: SqlParams, alias = 't'): string[] {
  if (!text.trim()) return [];
  const fields = strWhereFields(rt);
  const parsed = parseStrWhere(text, fields);
  if (!parsed.ok) throw invalid(parsed.message || messages.invalidStrWhere);
  return parsed.conditions.map((c: StrWhereCondition) => {
    const col = `${alias}.${ident(c.field)}`;
    const cast = castOf[fields[c.field] ?? 'string'];
    if (c.op === 'in') return `${col} = ANY(${p.add(c.values.map(String))}::${cast}[])`;
    const op = opSql[c.op];
    if (!op) throw invalid(messages.invalidStrWhere);
    if (op === 'LIKE') return `${col}::text LIKE ${p.add(String(c.value))}`;
    return `${col} ${op} ${p.add(typeof c.value === 'boolean' ? String(c.value) : c.value)}::${cast}`;
  });
}

/** ORDER BY from the whitelist of sortable columns (or their client keys); default `defaultSort` desc, then id desc. */
export function orderBySql(rt: RecordType, sort: unknown, order: unknown, alias = 't'): string {
  const allowed = sortableColumns(rt);
  const byKey = new Map(rt.fields.filter((f) => f.sortable).map((f) => [f.key, f.column]));
  let column = rt.defaultSort ?? 'id';
  if (typeof sort === 'string' && sort !== '') {
    const c = allowed.includes(sort) ? sort : byKey.get(sort);
    if (!c) throw invalid(messages.invalidSort);
    column = c;
  } else if (sort !== undefined && sort !== '') {
    throw invalid(messages.invalidSort);
  }
  let dir = 'DESC';
  if (order !== undefined && order !== '') {
    const o = String(order).toLowerCase();
    if (o === 'asc' || o === 'ascending') dir = 'ASC';
    else if (o !== 'desc' && o !== 'descending') throw invalid(messages.invalidSort);
  }
  const tie = column === 'id' ? '' : `, ${alias}.id ${dir}`;
  return `ORDER BY ${alias}.${ident(column)} ${dir}${tie}`;
}
