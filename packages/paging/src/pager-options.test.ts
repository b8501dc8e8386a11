import {
  FULL_PAGER_LAYOUT,
  LOAD_ALL_SIZES,
  SELECT_PAGER,
  SHORT_PAGER,
  TEMPLATE_LIST_PAGER,
  WIDE_PAGER,
  formatPagerLayout,
  pickPageSize,
} from './pager-options';

describe('pager options of SPEC §9', () => {
  it.each([
    ['template list', TEMPLATE_LIST_PAGER, [10, 20, 30, 40], 10],
    ['one pager', WIDE_PAGER, [10, 20, 30, 40, 50, 60, 80, 100], 10],
    ['another', SHORT_PAGER, [10, 20, 50, 100], 10],
    ['select', SELECT_PAGER, [10, 20, 50, 100, 200, 500, 1000], 10],
  ])('%s pager sizes and default', (_name, options, sizes, defaultSize) => {
    expect(options.sizes).toEqual(sizes);
    expect(options.defaultSize).toBe(defaultSize);
  });

  it('select pager default total is 100', () => {
    expect(SELECT_PAGER.defaultTotal).toBe(100);
  });

  it('template list layout is "prev, pager, next, sizes, total, jumper"', () => {
    expect(formatPagerLayout(TEMPLATE_LIST_PAGER.layout)).toBe('prev, pager, next, sizes, total, jumper');
    expect(TEMPLATE_LIST_PAGER.layout).toBe(FULL_PAGER_LAYOUT);
  });

  it.each([
    ['projectChoices', 100],
    ['headerProjects', 500],
    ['headerCompanies', 500],
    ['companies', 1000],
    ['dictionary', 999],
    ['notices', 500],
    ['iconGallery', 72],
    ['iconGalleryQuery', 1000],
  ] as const)('load-all size %s = %p', (key, size) => {
    expect(LOAD_ALL_SIZES[key]).toBe(size);
  });

  it.each([
    [20, 20],
    [25, 10],
    [undefined, 10],
    [100, 10],
  ])('pickPageSize(template, %p) = %p', (size, expected) => {
    expect(pickPageSize(TEMPLATE_LIST_PAGER, size)).toBe(expected);
  });
});
