import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDivisionFile } from '@worksite/lookups';

/**
 * The bundled administrative-division table the web picks 所属区域 from (@worksite/lookups, divisions.json;
 * docs/decisions/0525), read here by path: the field checks are synchronous (recordValues, the import's row
 * check), so the file is read with `readFileSync` on the first district value checked — never at start-up —
 * and its codes kept for the process.
 */
const DIVISIONS_FILE = path.resolve(__dirname, '..', '..', '..', '..', 'packages', 'lookups', 'src', 'divisions.json');

let codes: ReadonlySet<string> | undefined;

/** The table's codes (provinces, cities, districts), read once. */
function divisionCodes(): ReadonlySet<string> {
  if (codes === undefined) {
    const file: unknown = JSON.parse(readFileSync(DIVISIONS_FILE, 'utf8'));
    if (!isDivisionFile(file)) throw new Error(`${DIVISIONS_FILE}: not a divisions file`);
    codes = new Set(file.d.map((row) => row[0]));
  }
  return codes;
}

/** True when the table has `code` (a province, city or district code, as the picker gives it). */
export function isDivisionCode(code: string): boolean {
  return divisionCodes().has(code);
}
