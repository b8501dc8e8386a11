import { parseStrWhere, strWhereFields, sortableColumns, type RecordType, type StrWhereCondition } from '@worksite/contract';
import { ident, type SqlParams } from '../db/sql-params';
import { invalid } from '../http/api-error';
import { messages } from '../shared/messages';
import { SITE_TIME_ZONE } from '../shared/site-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const opSql: Readonly<Record<string, string>> = { '=': '=', '!=': '<>', '<>': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=', like: 'LIKE' };
const castOf: Readonly<Record<string, string>> = { number: 'numeric', date: 'timestamptz', boolean: 'boolean', string: 'text' };

/**
 * Type a bound value is cast to. Whole numbers bind as bigint, not numeric: `int_col = $1::numeric` casts
 * the column (int → numeric) and no index on it can be used, while `int_col = $1::bigint` is an indexable
 * cross-type comparison with the same result (docs/benchmarks.md). Fractions stay numeric.
 */
function castFor(kind: string, values: readonly unknown[]): string {
  if (kind === 'number' && values.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return 'bigint';
  return castOf[kind] ?? 'text';
}

/**
 * The client's strWhere as SQL over `alias`, parsed by the contract's grammar against the type's whitelist
 * (filterable, scope and soft-delete columns). Values are bound; anything the grammar refuses is a 400. A computed
 * field compares its SQL expression from `expressions` (by column).
 */
export function strWhereSql(rt: RecordType, text: string, p: SqlParams, alias = 't', expressions: Readonly<Record<string, string>> = {}): string[] {
  if (!text.trim()) return [];
  const fields = strWhereFields(rt);
  const parsed = parseStrWhere(text, fields);
  if (!parsed.ok) throw invalid(parsed.message || messages.invalidStrWhere);
  return parsed.conditions.map((c: StrWhereCondition) => {
    const col = expressions[c.field] ?? `${alias}.${ident(c.field)}`;
    const kind = fields[c.field] ?? 'string';
    if (c.op === 'in') return `${col} = ANY(${p.add(c.values.map(String))}::${castFor(kind, c.values)}[])`;
    const op = opSql[c.op];
    if (!op) throw invalid(messages.invalidStrWhere);
    if (op === 'LIKE') return `${col}::text LIKE ${p.add(String(c.value))}`;
    // A day on a date/time field means that whole day in site time (报警时间 = 2026-11-25; docs/decisions/0372).
    if (kind === 'date' && op === '=' && typeof c.value === 'string' && DAY.test(c.value)) {
      const day = p.add(c.value);
      return `(${col} >= (${day}::date::timestamp AT TIME ZONE '${SITE_TIME_ZONE}') AND ${col} < ((${day}::date + 1)::timestamp AT TIME ZONE '${SITE_TIME_ZONE}'))`;
    }
    return `${col} ${op} ${p.add(typeof c.value === 'boolean' ? String(c.value) : c.value)}::${castFor(kind, [c.value])}`;
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

/**
 * When a strWhere says nothing but `<company> = n` / `<company> in (…)` and `<soft> = 0` (what the list
 * screens send), the company ids it allows: one list per company condition (all must hold), `[]` for none.
 * Undefined when it says anything else (or does not parse — strWhereSql answers that with a 400).
 */
export function companyOnlyFilter(rt: RecordType, text: string, companyColumn: string, softColumn: string): number[][] | undefined {
  if (!text.trim()) return [];
  const parsed = parseStrWhere(text, strWhereFields(rt));
  if (!parsed.ok) return undefined;
  const lists: number[][] = [];
  for (const c of parsed.conditions) {
    if (c.field === softColumn && c.op === '=' && c.value === 0) continue;
    if (c.field !== companyColumn) return undefined;
    const values = c.op === 'in' ? c.values : c.op === '=' ? [c.value] : undefined;
    if (!values || !values.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return undefined;
    lists.push(values as number[]);
  }
  return lists;
}
