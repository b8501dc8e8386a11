import { VIRTUAL_LIST, virtualWindow } from './virtual-window';

describe('virtual list window', () => {
  it('uses row 30 px, height 300 px, buffer 5 rows (SPEC §9)', () => {
    expect(VIRTUAL_LIST).toEqual({ rowHeight: 30, height: 300, buffer: 5 });
  });

  it.each([
    // scrollTop, totalRows -> start, end, offset, totalHeight
    [0, 1000, 0, 15, 0, 30000],
    [30, 1000, 0, 16, 0, 30000],
    [300, 1000, 5, 25, 150, 30000],
    [3000, 1000, 95, 115, 2850, 30000],
    [29_700, 1000, 985, 1000, 29550, 30000],
    [99_999, 1000, 985, 1000, 29550, 30000],
    [-50, 1000, 0, 15, 0, 30000],
    [0, 4, 0, 4, 0, 120],
    [0, 0, 0, 0, 0, 0],
  ])('scrollTop %p of %p rows -> [%p, %p) at %p px of %p', (scrollTop, totalRows, start, end, offset, totalHeight) => {
    expect(virtualWindow({ scrollTop, totalRows })).toEqual({ start, end, offset, totalHeight });
  });

  it('takes other sizes', () => {
    expect(virtualWindow({ scrollTop: 100, totalRows: 100, rowHeight: 50, height: 200, buffer: 1 })).toEqual({
      start: 1,
      end: 7,
      offset: 50,
      totalHeight: 5000,
    });
  });
});
