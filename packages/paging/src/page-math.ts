/** Default page size of SPEC §9. */
export const DEFAULT_PAGE_SIZE = 10;

/** The request index that SPEC §7 sends for "load everything at once" calls; it means the first page. */
export const LOAD_ALL_INDEX = 0;

/** A finite non-negative integer from a number or numeric text; `undefined` otherwise. */
export function toCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return undefined;
  return Math.floor(n);
}

/** Page size to use: a positive integer, else `fallback` (default 10). */
export function safePageSize(size: unknown, fallback: number = DEFAULT_PAGE_SIZE): number {
  const n = toCount(size);
  return n !== undefined && n > 0 ? n : fallback;
}

/** Number of pages needed for `total` rows of `size`; at least 1, so an empty list still has page 1. */
export function pageCount(total: number, size: number): number {
  const s = safePageSize(size);
  const t = toCount(total) ?? 0;
  return Math.max(1, Math.ceil(t / s));
}

/** A 1-based page index from a request: 0, blank, negative or non-numeric means page 1. */
export function pageIndexFromRequest(index: unknown): number {
  const n = toCount(index);
  return n === undefined || n < 1 ? 1 : n;
}

/** The 1-based index clamped into 1..pageCount(total, size). */
export function clampPageIndex(index: number, size: number, total: number): number {
  return Math.min(pageIndexFromRequest(index), pageCount(total, size));
}

/** Number of rows before the 1-based page `index` (SQL OFFSET). */
export function pageOffset(index: number, size: number): number {
  return (pageIndexFromRequest(index) - 1) * safePageSize(size);
}

/** True when rows exist after the 1-based page `index`. */
export function hasNextPage(index: number, size: number, total: number): boolean {
  return pageIndexFromRequest(index) * safePageSize(size) < (toCount(total) ?? 0);
}

/** True when the 1-based page `index` is after the first. */
export function hasPrevPage(index: number): boolean {
  return pageIndexFromRequest(index) > 1;
}
