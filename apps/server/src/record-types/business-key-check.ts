import { businessKeyOf, businessKeyText, type RecordType } from '@worksite/contract';
import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { conflict } from '../http/api-error';

/** What the check reads of a type: its declaration (table, soft-delete column, key). */
export interface KeyedTable {
  readonly rt: RecordType;
}

/** A row's value of `column`: the one being written, else the stored one. */
const valueOf = (column: string, values: ReadonlyMap<string, unknown>, before?: Record<string, unknown>) =>
  values.has(column) ? values.get(column) : before?.[column];

/**
 * The message refusing `values` (a create, or an update of `before`) because another live record of the key's
 * scope holds its business key (`项目编号已存在`, docs/decisions/0530), or undefined. An empty key is no key; an
 * update that changes neither the key nor the column it is unique within is not checked.
 */
export async function businessKeyTaken(
  target: KeyedTable,
  q: Queryable,
  values: ReadonlyMap<string, unknown>,
  before?: Record<string, unknown>,
): Promise<string | undefined> {
  const key = businessKeyOf(target.rt);
  if (key === undefined) return undefined;
  const columns = key.fields.map((f) => f.column);
  const watched = key.perColumn === undefined ? columns : [...columns, key.perColumn];
  if (before !== undefined && !watched.some((c) => values.has(c))) return undefined;
  const keyValues = columns.map((c) => valueOf(c, values, before));
  if (businessKeyText(keyValues) === undefined) return undefined;
  const p = new SqlParams();
  const where = columns.map((c, i) => `t.${ident(c)} = ${p.add(keyValues[i])}`);
  if (key.perColumn !== undefined) where.push(`t.${ident(key.perColumn)} IS NOT DISTINCT FROM ${p.add(valueOf(key.perColumn, values, before) ?? null)}`);
  if (target.rt.softDeleteColumn !== undefined) where.push(`t.${ident(target.rt.softDeleteColumn)} = 0`);
  if (before !== undefined) where.push(`t.id <> ${p.add(Number(before.id))}`);
  const taken = await q.one(`SELECT 1 FROM ${ident(target.rt.table)} t WHERE ${where.join(' AND ')} LIMIT 1`, p.values);
  return taken ? key.taken : undefined;
}

/** Refuses (409, `项目编号已存在`) a create or update whose business key another live record of its scope holds. */
export async function assertBusinessKeyFree(target: KeyedTable, q: Queryable, values: ReadonlyMap<string, unknown>, before?: Record<string, unknown>): Promise<void> {
  const taken = await businessKeyTaken(target, q, values, before);
  if (taken !== undefined) throw conflict(taken);
}
