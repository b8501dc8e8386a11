import { normalisePage } from './normalise-page';
import { toListPage } from './to-list-page';

describe('toListPage', () => {
  it.each([
    [1, 10, 0, { has_next: false, has_prev: false, p_index: 1, p_size: 10, record_count: 0 }],
    [0, 10, 25, { has_next: true, has_prev: false, p_index: 1, p_size: 10, record_count: 25 }],
    [2, 10, 25, { has_next: true, has_prev: true, p_index: 2, p_size: 10, record_count: 25 }],
    [3, 10, 25, { has_next: false, has_prev: true, p_index: 3, p_size: 10, record_count: 25 }],
    [1, 40, 40, { has_next: false, has_prev: false, p_index: 1, p_size: 40, record_count: 40 }],
  ])('index %p size %p total %p gives page %p', (index, size, total, page) => {
    const rows = ['x'];
    expect(toListPage(rows, index, size, total)).toEqual({ data: rows, page });
  });

  it('round-trips through normalisePage as shape (a)', () => {
    const answer = toListPage([1, 2, 3], 2, 3, 7);
    expect(normalisePage(answer)).toEqual({
      ok: true,
      shape: 'list-envelope',
      page: { rows: [1, 2, 3], pageIndex: 2, pageSize: 3, total: 7, hasNext: true, hasPrev: true },
    });
  });
});
