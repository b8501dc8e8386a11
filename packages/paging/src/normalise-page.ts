import type { Page, PageShape } from './page';
import { DEFAULT_PAGE_SIZE, hasNextPage, hasPrevPage, pageIndexFromRequest, safePageSize, toCount } from './page-math';

/** Outcome of {@link normalisePage}: the page and the shape it was read from, or why it was not a page. */
export type PageResult<T> =
  | { readonly ok: true; readonly shape: PageShape; readonly page: Page<T> }
  | { readonly ok: false; readonly error: string };

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** First key of `keys` that `o` holds (so `PageIndex` and `pageIndex` both read). */
function pick(o: Obj, keys: readonly string[]): unknown {
  for (const k of keys) if (k in o) return o[k];
  return undefined;
}

function rowsOf<T>(o: Obj, keys: readonly string[]): readonly T[] | undefined {
  const v = pick(o, keys);
  return Array.isArray(v) ? (v as T[]) : undefined;
}

function flag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

/** A page from its parts; has_next/has_prev are computed unless the answer gave them. */
function makePage<T>(rows: readonly T[], index: unknown, size: unknown, total: unknown, given?: Obj): Page<T> {
  const pageIndex = pageIndexFromRequest(index);
  const pageSize = safePageSize(size, DEFAULT_PAGE_SIZE);
  const count = toCount(total) ?? (pageIndex - 1) * pageSize + rows.length;
  return {
    rows,
    pageIndex,
    pageSize,
    total: count,
    hasNext: flag(given?.['has_next']) ?? hasNextPage(pageIndex, pageSize, count),
    hasPrev: flag(given?.['has_prev']) ?? hasPrevPage(pageIndex),
  };
}

const ROW_KEYS = ['data', 'list', 'rows', 'records'] as const;

/** Which shape of SPEC §3 `raw` has, or `undefined`. Looks one level into `data` when it is an object. */
export function detectPageShape(raw: unknown): PageShape | undefined {
  return read(raw, 1)?.shape;
}

function read(raw: unknown, depth: number): { shape: PageShape; at: Obj } | undefined {
  if (!isObj(raw)) return undefined;
  if (Array.isArray(raw['data']) && isObj(raw['page'])) return { shape: 'list-envelope', at: raw };
  if (Array.isArray(raw['list']) && ('totalCount' in raw || 'pageNo' in raw)) return { shape: 'page-no', at: raw };
  if ('p_index' in raw || 'record_count' in raw) return { shape: 'flat', at: raw };
  if (['pageIndex', 'PageIndex', 'recordCount', 'RecordCount'].some((k) => k in raw)) {
    return { shape: 'transport', at: raw };
  }
  if (depth > 0 && isObj(raw['data'])) return read(raw['data'], depth - 1);
  return undefined;
}

/**
 * Reads any page shape of SPEC §3 into one {@link Page}. Numbers may come as text.
 * An answer of no known shape gives `{ ok: false }`; use {@link pageOrEmpty} to fall back to an empty page.
 */
export function normalisePage<T = unknown>(raw: unknown): PageResult<T> {
  const found = read(raw, 1);
  if (!found) return { ok: false, error: 'Not a page: no data/page, p_index/record_count, list/totalCount or pageIndex/recordCount' };
  const o = found.at;
  switch (found.shape) {
    case 'list-envelope': {
      const p = o['page'] as Obj;
      const page = makePage<T>(o['data'] as T[], p['p_index'], p['p_size'], p['record_count'], p);
      return { ok: true, shape: found.shape, page };
    }
    case 'flat': {
      const page = makePage<T>(rowsOf<T>(o, ROW_KEYS) ?? [], o['p_index'], o['p_size'], o['record_count'], o);
      return { ok: true, shape: found.shape, page };
    }
    case 'page-no': {
      const page = makePage<T>(o['list'] as T[], o['pageNo'], o['pageSize'], o['totalCount']);
      return { ok: true, shape: found.shape, page };
    }
    case 'transport': {
      const page = makePage<T>(
        rowsOf<T>(o, [...ROW_KEYS, 'Data', 'List']) ?? [],
        pick(o, ['pageIndex', 'PageIndex']),
        pick(o, ['pageSize', 'PageSize']),
        pick(o, ['recordCount', 'RecordCount']),
      );
      return { ok: true, shape: found.shape, page };
    }
  }
}

/** An empty first page. */
export function emptyPage<T>(pageSize: number = DEFAULT_PAGE_SIZE): Page<T> {
  return { rows: [], pageIndex: 1, pageSize: safePageSize(pageSize), total: 0, hasNext: false, hasPrev: false };
}

/** {@link normalisePage}, or an empty first page when `raw` is no page. */
export function pageOrEmpty<T = unknown>(raw: unknown, pageSize: number = DEFAULT_PAGE_SIZE): Page<T> {
  const r = normalisePage<T>(raw);
  return r.ok ? r.page : emptyPage<T>(pageSize);
}
