import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SCOPE_COLUMNS, recordTypes } from './record-types';

const MIGRATIONS = join(__dirname, '../../../../apps/server/migrations');
const CONSTRAINT = /^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)\b/i;

/** Splits `text` at commas outside parentheses and quotes. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === "'") quoted = !quoted;
    if (!quoted && ch === '(') depth += 1;
    if (!quoted && ch === ')') depth -= 1;
    if (!quoted && depth === 0 && ch === ',') {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** The body between the parenthesis at `open` and its match. */
function parenthesised(sql: string, open: number): string {
  let depth = 0;
  for (let i = open; i < sql.length; i += 1) {
    if (sql[i] === '(') depth += 1;
    if (sql[i] === ')' && (depth -= 1) === 0) return sql.slice(open + 1, i);
  }
  throw new Error('unbalanced parentheses');
}

/** The select list of the query starting at `start`: the text up to its `FROM` outside parentheses. */
function selectList(sql: string, start: number): string {
  let depth = 0;
  for (let i = start; i < sql.length; i += 1) {
    if (sql[i] === '(') depth += 1;
    if (sql[i] === ')') depth -= 1;
    if (depth === 0 && /^FROM\b/i.test(sql.slice(i, i + 5)) && /\s/.test(sql[i - 1] ?? ' ')) return sql.slice(start, i);
  }
  throw new Error('no FROM');
}

/** The name a select-list item is read under: its `AS` name, else the column it names (`p.id` → `id`). */
const itemName = (item: string): string => /\bAS\s+(\w+)$/i.exec(item)?.[1] ?? item.split('.').pop()!.trim();

/**
 * Columns of every table after the up migrations, in file order: CREATE TABLE bodies (`LIKE other` copies
 * its columns), ALTER TABLE … ADD/DROP/RENAME COLUMN, and the select list of CREATE VIEW … AS SELECT (a view
 * read as a table, docs/decisions/0431). Down migrations and comments are ignored.
 */
function migrationColumns(dir: string): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    const sql = readFileSync(join(dir, file), 'utf8').split(/^-- Down Migration/m)[0]!.replace(/--[^\n]*/g, '');
    for (const m of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)\s*\(/gi)) {
      const columns = new Set<string>();
      for (const part of topLevelParts(parenthesised(sql, (m.index ?? 0) + m[0].length - 1))) {
        const like = /^LIKE\s+(\w+)/i.exec(part);
        if (like) for (const c of tables.get(like[1]!) ?? []) columns.add(c);
        else if (!CONSTRAINT.test(part)) columns.add(part.split(/\s+/)[0]!.replace(/"/g, ''));
      }
      tables.set(m[1]!, columns);
    }
    for (const m of sql.matchAll(/CREATE (?:OR REPLACE )?VIEW (\w+) AS\s+SELECT\s/gi)) {
      tables.set(m[1]!, new Set(topLevelParts(selectList(sql, (m.index ?? 0) + m[0].length)).map(itemName)));
    }
    for (const m of sql.matchAll(/ALTER TABLE (?:IF EXISTS )?(\w+)\s+([^;]+);/gi)) {
      const columns = tables.get(m[1]!);
      if (!columns) continue;
      for (const part of topLevelParts(m[2]!)) {
        const add = /^ADD COLUMN (?:IF NOT EXISTS )?(\w+)/i.exec(part);
        const drop = /^DROP COLUMN (?:IF EXISTS )?(\w+)/i.exec(part);
        const rename = /^RENAME COLUMN (\w+) TO (\w+)/i.exec(part);
        if (add) columns.add(add[1]!);
        if (drop) columns.delete(drop[1]!);
        if (rename) {
          columns.delete(rename[1]!);
          columns.add(rename[2]!);
        }
      }
    }
  }
  return tables;
}

const schema = migrationColumns(MIGRATIONS);

describe('migrationColumns', () => {
  it('reads CREATE TABLE columns without constraints, copies LIKE tables and applies ADD COLUMN of later files', () => {
    expect([...(schema.get('conc_formula_materials') ?? [])]).toEqual(['id', 'formula_id', 'company_id', 'material_name', 'kg_per_m3', 'if_del', 'create_time']);
    expect(schema.get('rout_insp_repair')).toEqual(schema.get('rout_insp_switch_box'));
    expect(schema.get('projects')?.has('contact_phone')).toBe(true);
    expect(schema.get('users')?.has('email')).toBe(true);
    expect(schema.get('alarm_thresholds')?.has('CHECK')).toBe(false);
  });

  it('reads a view\'s columns from its select list', () => {
    expect([...(schema.get('regional_projects') ?? [])]).toEqual([
      'id', 'company_id', 'project_id', 'area_id', 'area_name', 'project_name', 'project_no', 'district_code', 'project_status', 'start_date',
      'project_manager', 'if_del', 'create_time',
    ]);
    expect([...(schema.get('monitored_companies') ?? [])]).toEqual([
      'id', 'user_id', 'company_id', 'enterprise_name', 'company_type', 'district_code', 'project_count', 'open_alarm_count', 'create_time',
    ]);
    expect(schema.get('watched_companies')).toEqual(new Set(['user_id', 'company_id', 'id', 'create_time']));
  });
});

describe.each(Object.values(recordTypes))('record type $name on table $table', (recordType) => {
  const columns = schema.get(recordType.table);

  it('names a table of the migrations', () => {
    expect(columns).toBeDefined();
  });

  it('names only columns the table has (computed fields aside)', () => {
    const missing = recordType.fields.filter((f) => !f.computed && !columns?.has(f.column)).map((f) => f.column);
    expect(missing).toEqual([]);
  });

  it('scopes, soft-deletes and discriminates by columns the table has', () => {
    const scope = { ...DEFAULT_SCOPE_COLUMNS, ...recordType.scopeColumns };
    const needed = [
      ...(recordType.scope === 'company' || recordType.scope === 'project' ? [scope.company] : []),
      ...(recordType.scope === 'project' ? [scope.project] : []),
      ...(recordType.scope === 'user' ? [scope.user] : []),
      ...(recordType.scopeColumns?.district !== undefined ? [scope.district] : []),
      ...(recordType.softDeleteColumn !== undefined ? [recordType.softDeleteColumn] : []),
      ...Object.keys(recordType.fixed ?? {}),
    ];
    expect(needed.filter((c) => !columns?.has(c))).toEqual([]);
  });
});
