import type { DivisionRow } from '@worksite/lookups';
import type { LngLat } from './lng-lat';

/**
 * District search by keyword over the bundled administrative-division index (SPEC §7: a search by keyword
 * that returns a centre point for the first district; decision 0182). Pure: the index is passed in.
 */

/** One row of the bundled division table (@worksite/lookups divisions.json, docs/decisions/0525). */
export type { DivisionRow } from '@worksite/lookups';

export type DivisionLevel = 'province' | 'city' | 'district';

export interface Division {
  readonly code: string;
  readonly name: string;
  /** Names from the province down, e.g. 广东省深圳市南山区. */
  readonly fullName: string;
  readonly level: DivisionLevel;
  readonly parentCode?: string;
  readonly centre: LngLat;
}

export interface DivisionIndex {
  readonly divisions: readonly Division[];
  readonly byCode: ReadonlyMap<string, Division>;
  /** Per division: bare name and bare full name, for matching. */
  readonly keys: readonly { readonly bare: string; readonly bareFull: string }[];
}

const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|自治旗|林区|新区|地区|省|市|盟|区|县|旗)$/u;

/** A name without its administrative suffix (南山区 → 南山, 广东省 → 广东); never empty. */
export function bareName(name: string): string {
  const bare = name.replace(SUFFIX, '');
  return bare.length > 0 ? bare : name;
}

const normalise = (s: string) => s.replace(/\s+/gu, '');

/** Builds the index from the file's rows (parents precede children, as the generator writes them). */
export function buildDivisionIndex(rows: readonly DivisionRow[]): DivisionIndex {
  const byCode = new Map<string, Division>();
  const divisions: Division[] = [];
  const keys: { bare: string; bareFull: string }[] = [];
  const bareFullOf = new Map<string, string>();
  for (const [code, name, parent, lng, lat] of rows) {
    const up = parent ? byCode.get(parent) : undefined;
    const level: DivisionLevel = !up ? 'province' : up.level === 'province' && !isMunicipalityDistrict(code) ? 'city' : 'district';
    const division: Division = {
      code,
      name,
      fullName: (up?.fullName ?? '') + name,
      level,
      ...(parent ? { parentCode: parent } : {}),
      centre: { lng, lat },
    };
    byCode.set(code, division);
    divisions.push(division);
    const bare = bareName(name);
    const bareFull = (up ? (bareFullOf.get(up.code) ?? '') : '') + bare;
    bareFullOf.set(code, bareFull);
    keys.push({ bare, bareFull });
  }
  return { divisions, byCode, keys };
}

/** Under Beijing, Tianjin, Shanghai, Chongqing, Hong Kong and Macau the children are districts, not cities. */
function isMunicipalityDistrict(code: string): boolean {
  return ['11', '12', '31', '50', '81', '82'].includes(code.slice(0, 2));
}

/** How well a division matches; lower is better, undefined is no match. */
function score(d: Division, key: { bare: string; bareFull: string }, kw: string, kwBare: string): number | undefined {
  if (d.name === kw || d.fullName === kw) return 0;
  if (key.bare === kwBare) return 1;
  if (key.bareFull === kwBare || key.bareFull.endsWith(kwBare)) return 2;
  if (d.name.startsWith(kw)) return 3;
  if (d.fullName.includes(kw) || key.bareFull.includes(kwBare)) return 4;
  return undefined;
}

const LEVEL_ORDER: Readonly<Record<DivisionLevel, number>> = { province: 0, city: 1, district: 2 };

/** Squared distance in degrees, longitude scaled by latitude: enough to rank candidates. */
function distance2(a: LngLat, b: LngLat): number {
  const k = Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return ((a.lng - b.lng) * k) ** 2 + (a.lat - b.lat) ** 2;
}

export interface SearchOptions {
  /** Ties (南山区 in Shenzhen and in Hegang) go to the one nearest this point, e.g. the map's centre. */
  readonly near?: LngLat;
  readonly limit?: number;
}

/**
 * Divisions matching a keyword, best first: exact name or full name, then the name without its suffix
 * (南山 → 南山区), then the end of the full name (深圳南山), then a name prefix, then anywhere in the full
 * name. Equal matches: nearest to `near`, then province before city before district, then by code.
 */
export function searchDistricts(index: DivisionIndex, keyword: string, options: SearchOptions = {}): Division[] {
  const kw = normalise(keyword);
  if (kw === '') return [];
  const kwBare = bareName(kw);
  const hits: { d: Division; s: number; dist: number }[] = [];
  index.divisions.forEach((d, i) => {
    const s = score(d, index.keys[i]!, kw, kwBare);
    if (s !== undefined) hits.push({ d, s, dist: options.near ? distance2(options.near, d.centre) : 0 });
  });
  hits.sort((a, b) => a.s - b.s || a.dist - b.dist || LEVEL_ORDER[a.d.level] - LEVEL_ORDER[b.d.level] || a.d.code.localeCompare(b.d.code));
  return hits.slice(0, options.limit ?? 10).map((h) => h.d);
}

/** Zoom the map flies to for a found division: a province whole, a city whole, a district at SPEC's 12. */
export function zoomForDivision(level: DivisionLevel): number {
  return level === 'province' ? 7 : level === 'city' ? 10 : 12;
}
