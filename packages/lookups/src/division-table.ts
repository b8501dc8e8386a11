/**
 * The administrative-division table (GB/T 2260 codes and names; docs/decisions/0182, 0525): `divisions.json` beside
 * this file, one row per province, city and district, parents before their children. The one copy the web (the
 * map's district search, the 所属区域 picker, names in lists and details) and the server (the check that a
 * district field's code is in it) read. 185 kB: read on first use, never at start-up.
 */

/** One row of divisions.json: code, name, parent code ('' for a province), centre lng, lat. */
export type DivisionRow = readonly [code: string, name: string, parent: string, lng: number, lat: number];

/** The file's shape: a version and the rows. */
export interface DivisionFile {
  readonly v: 1;
  readonly d: readonly DivisionRow[];
}

/** True when `raw` is a divisions file (version 1 with rows). */
export function isDivisionFile(raw: unknown): raw is DivisionFile {
  return raw !== null && typeof raw === 'object' && (raw as { v?: unknown }).v === 1 && Array.isArray((raw as { d?: unknown }).d);
}

/** Between the levels of a division's shown name: 广东省 深圳市 南山区. */
export const DIVISION_NAME_SEPARATOR = ' ';

/**
 * Code → the division's name from its province down, levels apart (广东省 深圳市 南山区, 北京市 朝阳区, 广东省):
 * what a list or a detail shows for a district code (docs/decisions/0525). Rows in the file's order.
 */
export function divisionPathNames(rows: readonly DivisionRow[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const [code, name, parent] of rows) {
    const up = parent === '' ? undefined : names.get(parent);
    names.set(code, up === undefined ? name : `${up}${DIVISION_NAME_SEPARATOR}${name}`);
  }
  return names;
}

let rows: Promise<readonly DivisionRow[]> | undefined;

/**
 * The table's rows, read once per page or process on the first call (a lazy chunk of the web build, a lazy
 * `require` of the server's and the tests' CommonJS); a failed read is tried again by the next call.
 */
export function loadDivisionRows(): Promise<readonly DivisionRow[]> {
  rows ??= import('./divisions.json').then((m) => {
    const file: unknown = (m as { default?: unknown }).default ?? m;
    if (!isDivisionFile(file)) throw new Error('divisions.json: not a divisions file');
    return file.d;
  });
  rows.catch(() => {
    rows = undefined;
  });
  return rows;
}

let pathNames: Promise<ReadonlyMap<string, string>> | undefined;

/** divisionPathNames of the bundled table, built once on the first call. */
export function loadDivisionNames(): Promise<ReadonlyMap<string, string>> {
  pathNames ??= loadDivisionRows().then(divisionPathNames);
  pathNames.catch(() => {
    pathNames = undefined;
  });
  return pathNames;
}
