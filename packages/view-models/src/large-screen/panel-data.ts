/** One name/value point (pie slice, column, ranking row, KPI). */
export interface PanelPoint {
  readonly name: string;
  readonly value: number;
  readonly unit?: string;
  readonly color?: string;
}

/** One named series over shared categories; null is a gap. */
export interface PanelSeriesLine {
  readonly name: string;
  readonly data: readonly (number | null)[];
  readonly color?: string;
}

/** A map marker (SPEC §3): id, title, centre, icon style. */
export interface PanelMarker {
  readonly id: string;
  readonly title: string;
  readonly lng: number;
  readonly lat: number;
  readonly iconStyle?: string;
  readonly statusName?: string;
  readonly address?: string;
}

/** A table cell. */
export type PanelCell = string | number;

/**
 * Screen data normalised for rendering, whatever shape the endpoint answered: a number, points, series
 * over categories, map markers or rows of a table.
 */
export type PanelData =
  | { readonly kind: 'none' }
  | { readonly kind: 'value'; readonly value: number; readonly unit?: string; readonly name?: string }
  | { readonly kind: 'points'; readonly points: readonly PanelPoint[] }
  | { readonly kind: 'series'; readonly categories: readonly string[]; readonly series: readonly PanelSeriesLine[] }
  | { readonly kind: 'markers'; readonly markers: readonly PanelMarker[]; readonly center?: { readonly lng: number; readonly lat: number } }
  | { readonly kind: 'rows'; readonly columns: readonly string[]; readonly rows: readonly Readonly<Record<string, PanelCell>>[] };

export const NO_DATA: PanelData = { kind: 'none' };

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number from a number or numeric string; undefined otherwise. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

function toPoint(v: unknown): PanelPoint | undefined {
  if (!isObj(v)) return undefined;
  const name = text(v.name ?? v.label ?? v.title);
  const value = toNumber(v.value ?? v.count ?? v.y);
  if (name === undefined || value === undefined) return undefined;
  const unit = text(v.unit);
  const color = text(v.color);
  return { name, value, ...(unit ? { unit } : {}), ...(color ? { color } : {}) };
}

function toMarker(v: unknown): PanelMarker | undefined {
  if (!isObj(v)) return undefined;
  const id = text(v.id);
  const center = isObj(v.center) ? v.center : v;
  const lng = toNumber(center.lng);
  const lat = toNumber(center.lat);
  if (id === undefined || lng === undefined || lat === undefined) return undefined;
  const optional: Record<string, string | undefined> = { iconStyle: text(v.iconStyle), statusName: text(v.statusName), address: text(v.address) };
  const out: Record<string, unknown> = { id, title: text(v.title ?? v.name) ?? id, lng, lat };
  for (const [k, val] of Object.entries(optional)) if (val) out[k] = val;
  return out as unknown as PanelMarker;
}

function toLine(v: unknown): PanelSeriesLine | undefined {
  if (!isObj(v) || !Array.isArray(v.data)) return undefined;
  const name = text(v.name) ?? '';
  const color = text(v.color);
  return { name, data: v.data.map((d) => (isObj(d) ? toNumber(d.value ?? d.y) : toNumber(d)) ?? null), ...(color ? { color } : {}) };
}

function categoriesOf(v: Obj, lines: readonly unknown[]): string[] {
  if (Array.isArray(v.categories)) return v.categories.map((c) => text(c) ?? '');
  const first = lines.find((l) => isObj(l) && Array.isArray(l.data)) as Obj | undefined;
  const data = (first?.data ?? []) as unknown[];
  return data.map((d, i) => (isObj(d) ? text(d.name) : undefined) ?? String(i + 1));
}

function seriesOf(v: Obj): PanelData | undefined {
  if (Array.isArray(v.series)) {
    const series = v.series.map(toLine).filter((l): l is PanelSeriesLine => l !== undefined);
    return { kind: 'series', categories: categoriesOf(v, v.series), series };
  }
  if (Array.isArray(v.data) && Array.isArray(v.categories)) {
    const line = toLine(v);
    return line === undefined ? undefined : { kind: 'series', categories: categoriesOf(v, [v]), series: [line] };
  }
  return undefined;
}

function rowsOf(list: readonly Obj[]): PanelData {
  const columns: string[] = [];
  for (const row of list) for (const k of Object.keys(row)) if (!columns.includes(k)) columns.push(k);
  const rows = list.map((row) => {
    const out: Record<string, PanelCell> = {};
    for (const [k, v] of Object.entries(row)) {
      if (typeof v === 'number' || typeof v === 'string') out[k] = v;
      else if (typeof v === 'boolean') out[k] = v ? '是' : '否';
    }
    return out;
  });
  return { kind: 'rows', columns, rows };
}

function fromArray(list: readonly unknown[]): PanelData {
  if (list.length === 0) return NO_DATA;
  const markers = list.map(toMarker);
  if (markers.every((m) => m !== undefined) && list.every((v) => isObj(v) && (isObj(v.center) || 'lng' in v))) {
    return { kind: 'markers', markers: markers as PanelMarker[] };
  }
  const points = list.map(toPoint);
  if (points.every((p) => p !== undefined)) return { kind: 'points', points: points as PanelPoint[] };
  if (list.every((v) => isObj(v) && Array.isArray(v.data))) {
    const series = list.map(toLine).filter((l): l is PanelSeriesLine => l !== undefined);
    return { kind: 'series', categories: categoriesOf({}, list), series };
  }
  if (list.every(isObj)) return rowsOf(list as Obj[]);
  return NO_DATA;
}

/**
 * Normalises what a statistics endpoint answered (or the part a panel reads) into `PanelData`: numbers,
 * `{value, unit}`, `{name, value}[]` points, `{categories, series}` / `{name, data, categories}` series,
 * `{id, title, center}` markers, and other object lists as table rows. Anything else is "no data".
 */
export function toPanelData(raw: unknown): PanelData {
  const n = toNumber(raw);
  if (n !== undefined) return { kind: 'value', value: n };
  if (Array.isArray(raw)) return fromArray(raw);
  if (!isObj(raw)) return NO_DATA;
  const series = seriesOf(raw);
  if (series !== undefined) return series;
  const value = toNumber(raw.value);
  if (value !== undefined) {
    const unit = text(raw.unit);
    const name = text(raw.name);
    return { kind: 'value', value, ...(unit ? { unit } : {}), ...(name ? { name } : {}) };
  }
  if (Array.isArray(raw.markers)) {
    const markers = fromArray(raw.markers);
    const lng = isObj(raw.center) ? toNumber(raw.center.lng) : undefined;
    const lat = isObj(raw.center) ? toNumber(raw.center.lat) : undefined;
    if (markers.kind !== 'markers') return markers;
    return lng === undefined || lat === undefined ? markers : { ...markers, center: { lng, lat } };
  }
  for (const key of ['list', 'rows', 'items', 'points']) {
    if (Array.isArray(raw[key])) return fromArray(raw[key] as unknown[]);
  }
  return NO_DATA;
}

/** The part of `data` at a dot path (`projects.byStatus`); the whole when `path` is empty. */
export function pick(data: unknown, path: string | undefined): unknown {
  if (path === undefined || path === '') return data;
  let at: unknown = data;
  for (const key of path.split('.')) {
    if (Array.isArray(at) && /^\d+$/.test(key)) at = at[Number(key)];
    else if (isObj(at)) at = at[key];
    else return undefined;
  }
  return at;
}

/** True when the data has something to draw (a zero value counts: it is a number the server gave). */
export function hasData(data: PanelData): boolean {
  switch (data.kind) {
    case 'none':
      return false;
    case 'value':
      return true;
    case 'points':
      return data.points.length > 0;
    case 'series':
      return data.series.length > 0 && data.categories.length > 0;
    case 'markers':
      return data.markers.length > 0;
    case 'rows':
      return data.rows.length > 0;
  }
}
