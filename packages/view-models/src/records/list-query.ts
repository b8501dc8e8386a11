import type { SearchField } from '../widgets/search-form-view-model';

/**
 * A list's state as it stands in the page's URL query (docs/decisions/0590): page, page size, sort and the applied
 * search, so F5, Back and a shared link show the same rows. Read with URLSearchParams and checked value by value —
 * a value that is not one the list offers falls back to the default; written with URLSearchParams, defaults left out.
 */
export interface ListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  /** A sortable column's key; undefined: the list's default order. */
  readonly sortKey?: string;
  readonly sortOrder: 'asc' | 'desc';
  /** Applied search values by field key (filled ones only). */
  readonly filters: Readonly<Record<string, string>>;
}

/** What a list accepts in its query: its page sizes, sortable columns and search fields. */
export interface ListQueryShape {
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly sortable: readonly string[];
  readonly search: readonly SearchField[];
}

/** The list's own parameter names; a search field is written under its key. */
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const ORDER = 'order';
/** The longest page number and search text read from a URL. */
const MAX_PAGE = 100_000;
const MAX_TEXT = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The state of a list opened without a query. */
export function defaultListQuery(shape: ListQueryShape): ListQuery {
  return { pageIndex: 1, pageSize: shape.defaultSize, sortOrder: 'asc', filters: {} };
}

function positiveInt(text: string | null, max: number): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= max ? n : undefined;
}

/** A search value as the field accepts it: one of its options, a day for a date, else text; undefined when not. */
function filterValue(field: SearchField, raw: string | null): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '' || value.length > MAX_TEXT) return undefined;
  if (field.options !== undefined && field.options.length > 0) return field.options.some((o) => o.value === value) ? value : undefined;
  if (field.input === 'date') return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  return value;
}

/** Reads a list's state from a URL query (`?page=2&status=3`); each bad or unknown value falls back to its default. */
export function parseListQuery(search: string | URLSearchParams, shape: ListQueryShape): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const base = defaultListQuery(shape);
  const size = positiveInt(params.get(SIZE), Number.MAX_SAFE_INTEGER);
  const sort = params.get(SORT);
  const sortKey = sort !== null && shape.sortable.includes(sort) ? sort : undefined;
  const order = params.get(ORDER);
  const filters: Record<string, string> = {};
  for (const f of shape.search) {
    const value = filterValue(f, params.get(f.key));
    if (value !== undefined) filters[f.key] = value;
  }
  return {
    pageIndex: positiveInt(params.get(PAGE), MAX_PAGE) ?? base.pageIndex,
    pageSize: size !== undefined && shape.sizes.includes(size) ? size : base.pageSize,
    ...(sortKey !== undefined ? { sortKey } : {}),
    sortOrder: sortKey !== undefined && (order === 'asc' || order === 'desc') ? order : base.sortOrder,
    filters,
  };
}

/** Writes a list's state as a URL query without `?` (empty for the default state); defaults are left out. */
export function serializeListQuery(query: ListQuery, shape: ListQueryShape): string {
  const params = new URLSearchParams();
  if (query.pageIndex > 1) params.set(PAGE, String(query.pageIndex));
  if (query.pageSize !== shape.defaultSize) params.set(SIZE, String(query.pageSize));
  if (query.sortKey !== undefined) {
    params.set(SORT, query.sortKey);
    params.set(ORDER, query.sortOrder);
  }
  for (const f of shape.search) {
    const value = query.filters[f.key]?.trim();
    if (value !== undefined && value !== '') params.set(f.key, value);
  }
  return params.toString();
}

/** The list's own parameter names: page, size, sort, order and each search field's key. */
function ownKeys(shape: ListQueryShape): readonly string[] {
  return [PAGE, SIZE, SORT, ORDER, ...shape.search.map((f) => f.key)];
}

/** The list's part of an address's query (its own parameters), as serializeListQuery writes it. */
export function listPartOf(search: string, shape: ListQueryShape): string {
  return serializeListQuery(parseListQuery(search, shape), shape);
}

/**
 * An address's query with the list's own parameters replaced by `listQuery`; the others (the back office's
 * pjctid1 / enterpid1, …) stay, in their order, before the list's.
 */
export function withListQuery(current: string, listQuery: string, shape: ListQueryShape): string {
  const params = new URLSearchParams(current);
  for (const key of ownKeys(shape)) params.delete(key);
  for (const [key, value] of new URLSearchParams(listQuery)) params.append(key, value);
  return params.toString();
}
