import { rootFontPx } from './root-font-size';

describe('root font size (SPEC §9: 16 px × width / 1920, scale capped at 2; other layout min width 1024)', () => {
  test.each([
    [1920, undefined, 16],
    [1366, undefined, 11.383],
    [3840, undefined, 32],
    [7680, undefined, 32],
    [960, undefined, 8],
    [800, 1024, 8.533],
    [1366, 1024, 11.383],
    [0, undefined, 16],
    [Number.NaN, undefined, 16],
  ] as const)('width %d (min width %s) → %d px', (width, minWidth, px) => {
    expect(rootFontPx(width, minWidth === undefined ? {} : { minWidth })).toBe(px);
  });
});
