import { detectPageShape, emptyPage, normalisePage, pageOrEmpty } from './normalise-page';
import type { Page, PageShape } from './page';

const rows = [{ id: 1 }, { id: 2 }];

const cases: Array<[string, unknown, PageShape, Omit<Page<unknown>, 'rows'>]> = [
  [
    '(a) data plus page',
    { data: rows, page: { has_next: true, has_prev: false, p_index: 1, p_size: 2, record_count: 5 } },
    'list-envelope',
    { pageIndex: 1, pageSize: 2, total: 5, hasNext: true, hasPrev: false },
  ],
  [
    '(a) with numbers as text and flags missing',
    { data: rows, page: { p_index: '2', p_size: '2', record_count: '5' } },
    'list-envelope',
    { pageIndex: 2, pageSize: 2, total: 5, hasNext: true, hasPrev: true },
  ],
  [
    '(a) inside a status envelope',
    { status: 1, data: { data: rows, page: { p_index: 3, p_size: 2, record_count: 6 } } },
    'list-envelope',
    { pageIndex: 3, pageSize: 2, total: 6, hasNext: false, hasPrev: true },
  ],
  [
    '(b) p_index, p_size, record_count at top level',
    { data: rows, p_index: 1, p_size: 10, record_count: 2 },
    'flat',
    { pageIndex: 1, pageSize: 10, total: 2, hasNext: false, hasPrev: false },
  ],
  [
    '(b) with index 0',
    { list: rows, p_index: 0, p_size: 2, record_count: 9 },
    'flat',
    { pageIndex: 1, pageSize: 2, total: 9, hasNext: true, hasPrev: false },
  ],
  [
    '(c) list and totalCount with pageNo and pageSize',
    { list: rows, totalCount: 42, pageNo: 4, pageSize: 10 },
    'page-no',
    { pageIndex: 4, pageSize: 10, total: 42, hasNext: true, hasPrev: true },
  ],
  [
    '(c) inside a code envelope',
    { code: 200, data: { list: rows, totalCount: 2, pageNo: 1, pageSize: 20 } },
    'page-no',
    { pageIndex: 1, pageSize: 20, total: 2, hasNext: false, hasPrev: false },
  ],
  [
    '(d) transport list with pageIndex and recordCount (size 10 by default)',
    { data: rows, pageIndex: 2, recordCount: 25 },
    'transport',
    { pageIndex: 2, pageSize: 10, total: 25, hasNext: true, hasPrev: true },
  ],
  [
    '(d) transport list in PascalCase',
    { Data: rows, PageIndex: 3, RecordCount: 25 },
    'transport',
    { pageIndex: 3, pageSize: 10, total: 25, hasNext: false, hasPrev: true },
  ],
];

describe('normalisePage', () => {
  it.each(cases)('reads %s', (_name, raw, shape, expected) => {
    const result = normalisePage(raw);
    expect(result).toEqual({ ok: true, shape, page: { rows, ...expected } });
    expect(detectPageShape(raw)).toBe(shape);
  });

  it.each([[undefined], [null], [[1, 2]], ['text'], [{ status: 1, data: [] }], [{ foo: 1 }]])(
    'refuses %p with a clear error',
    (raw) => {
      const result = normalisePage(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^Not a page/);
      expect(detectPageShape(raw)).toBeUndefined();
    },
  );

  it('falls back to an empty first page with pageOrEmpty', () => {
    expect(pageOrEmpty({ nothing: true }, 20)).toEqual({
      rows: [],
      pageIndex: 1,
      pageSize: 20,
      total: 0,
      hasNext: false,
      hasPrev: false,
    });
    expect(pageOrEmpty(cases[0][1]).total).toBe(5);
    expect(emptyPage().pageSize).toBe(10);
  });

  it('counts rows seen when the total is missing', () => {
    const result = normalisePage({ data: rows, page: { p_index: 2, p_size: 10 } });
    expect(result.ok && result.page.total).toBe(12);
  });
});
