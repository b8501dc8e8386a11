import type { Queryable } from './database';

/** Columns of every table in the public schema, read once at start (scope and record mounts use them). */
export type TableColumns = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * What an emptied column holds, per table and column (docs/decisions/0414): NULL where the column takes it,
 * else its constant default (`60`, `1`, `'{}'::jsonb`); a NOT NULL column whose default is computed (`now()`) or
 * missing is absent — it cannot be emptied.
 */
export type EmptyValues = ReadonlyMap<string, ReadonlyMap<string, { readonly value: unknown }>>;

export async function loadTableColumns(q: Queryable): Promise<TableColumns> {
  const rows = await q.many<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = map.get(r.table_name) ?? new Set<string>();
    set.add(r.column_name);
    map.set(r.table_name, set);
  }
  return map;
}

/** A default without a function call is a constant: a literal, maybe cast (`'{}'::jsonb`, `'菜单'::text`, `12`). */
const CONSTANT_DEFAULT = /^[^()]+$/;

/**
 * The value each column of the public schema's tables takes when a form empties it (EmptyValues). Constant
 * defaults are evaluated once, by the database, in one statement; they come from our own migrations.
 */
export async function loadEmptyValues(q: Queryable): Promise<EmptyValues> {
  const rows = await q.many<{ table_name: string; column_name: string; is_nullable: string; column_default: string | null }>(
    `SELECT c.table_name, c.column_name, c.is_nullable, c.column_default
         FROM information_schema.columns c
      WHERE c.table_schema = 'public'`,
  );
  const constants = rows.filter((r) => r.is_nullable === 'NO' && r.column_default !== null && CONSTANT_DEFAULT.test(r.column_default));
  const evaluated = constants.length
    ? ((await q.one<Record<string, unknown>>(`SELECT ${constants.map((r, i) => `${r.column_default} AS d${i}`).join(', ')}`)) ?? {})
    : {};
  const map = new Map<string, Map<string, { value: unknown }>>();
  const put = (table: string, column: string, value: unknown) => {
    const columns = map.get(table) ?? new Map<string, { value: unknown }>();
    columns.set(column, { value });
    map.set(table, columns);
  };
  for (const r of rows) if (r.is_nullable === 'YES') put(r.table_name, r.column_name, null);
  constants.forEach((r, i) => put(r.table_name, r.column_name, evaluated[`d${i}`]));
  return map;
}
