import type { Queryable } from './database';

/** Columns of every table in the public schema, read once at start (scope and record mounts use them). */
export type TableColumns = ReadonlyMap<string, ReadonlySet<string>>;

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
