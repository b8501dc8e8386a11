import {
  DEFAULT_PAGE_SIZE,
  LOAD_ALL_INDEX,
  clampPageIndex,
  hasNextPage,
  hasPrevPage,
  pageCount,
  pageIndexFromRequest,
  pageOffset,
  safePageSize,
  toCount,
} from './page-math';

describe('page math', () => {
  it('uses SPEC §9 default page size 10 and index 0 for load-all calls', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(LOAD_ALL_INDEX).toBe(0);
  });

  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100, 10, 10],
    [101, 20, 6],
    [5, 0, 1],
  ])('pageCount(total %p, size %p) = %p', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it.each([
    [0, 1],
    [undefined, 1],
    ['', 1],
    [-3, 1],
    ['abc', 1],
    [1, 1],
    ['4', 4],
    [7.9, 7],
  ])('pageIndexFromRequest(%p) = %p', (index, expected) => {
    expect(pageIndexFromRequest(index)).toBe(expected);
  });

  it.each([
    [0, 10, 35, 1],
    [3, 10, 35, 3],
    [4, 10, 35, 4],
    [9, 10, 35, 4],
    [2, 10, 0, 1],
  ])('clampPageIndex(%p, %p, %p) = %p', (index, size, total, expected) => {
    expect(clampPageIndex(index, size, total)).toBe(expected);
  });

  it.each([
    [0, 10, 0],
    [1, 10, 0],
    [2, 10, 10],
    [3, 40, 80],
  ])('pageOffset(%p, %p) = %p', (index, size, expected) => {
    expect(pageOffset(index, size)).toBe(expected);
  });

  it.each([
    [1, 10, 10, false],
    [1, 10, 11, true],
    [2, 10, 25, true],
    [3, 10, 25, false],
  ])('hasNextPage(%p, %p, %p) = %p', (index, size, total, expected) => {
    expect(hasNextPage(index, size, total)).toBe(expected);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('hasPrevPage(%p) = %p', (index, expected) => {
    expect(hasPrevPage(index)).toBe(expected);
  });

  it.each([
    ['12', 12],
    [3, 3],
    [-1, undefined],
    [Number.NaN, undefined],
    [' ', undefined],
    [true, undefined],
  ])('toCount(%p) = %p', (value, expected) => {
    expect(toCount(value)).toBe(expected);
  });

  it('falls back to the default size for a non-positive size', () => {
    expect(safePageSize(0)).toBe(10);
    expect(safePageSize('20')).toBe(20);
    expect(safePageSize(undefined, 500)).toBe(500);
  });
});
