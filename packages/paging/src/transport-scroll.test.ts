import {
  TRANSPORT_BOTTOM_CHECK_SIZE,
  TRANSPORT_SCROLL_DELAY_MS,
  TRANSPORT_SCROLL_RESET_PX,
  detectScrollEdge,
  transportScroll,
} from './transport-scroll';
import type { ScrollEdge } from './transport-scroll';

describe('transport list scroll (SPEC §4, §9)', () => {
  it('uses delay 400 ms, reset 260 px and bottom-check size 10', () => {
    expect(TRANSPORT_SCROLL_DELAY_MS).toBe(400);
    expect(TRANSPORT_SCROLL_RESET_PX).toBe(260);
    expect(TRANSPORT_BOTTOM_CHECK_SIZE).toBe(10);
  });

  it.each<[ScrollEdge, number, number, number]>([
    // bottom: next page unless 10 × pageIndex already exceeds the record count
    ['bottom', 1, 25, 2],
    ['bottom', 2, 25, 3],
    ['bottom', 3, 25, 3],
    ['bottom', 1, 9, 1],
    ['bottom', 1, 10, 2],
    ['bottom', 1, 0, 1],
    // top: previous page when the index is above 1
    ['top', 1, 25, 1],
    ['top', 2, 25, 1],
    ['top', 5, 25, 4],
  ])('%s at page %p of %p records goes to page %p', (edge, pageIndex, recordCount, expected) => {
    const result = transportScroll({ pageIndex, recordCount }, edge);
    expect(result.pageIndex).toBe(expected);
    expect(result.changed).toBe(expected !== pageIndex);
    expect(result.scrollTop).toBe(expected !== pageIndex ? 260 : undefined);
  });

  it.each<[number, number, number, ScrollEdge | undefined]>([
    [0, 300, 900, 'top'],
    [600, 300, 900, 'bottom'],
    [599.5, 300, 900, 'bottom'],
    [260, 300, 900, undefined],
    [0, 300, 200, undefined],
  ])('detectScrollEdge(%p, %p, %p) = %p', (top, client, height, edge) => {
    expect(detectScrollEdge(top, client, height)).toBe(edge);
  });
});
