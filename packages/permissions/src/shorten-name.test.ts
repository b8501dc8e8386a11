import { COMPANY_NAME_MAX, PROJECT_NAME_MAX, shortenCompanyName, shortenName, shortenProjectName } from './shorten-name';

describe('name shortening (SPEC §2.4)', () => {
  it('uses the limits of SPEC §9', () => {
    expect([COMPANY_NAME_MAX, PROJECT_NAME_MAX]).toEqual([10, 26]);
  });

  it.each([
    ['中建三局第一建设工程有限责任公司', '中建三局第一建设工程...'],
    ['中建三局第一建设工程', '中建三局第一建设工程'],
    ['中建三局', '中建三局'],
    ['', ''],
    [undefined, ''],
  ])('company %s → %s', (name, shown) => {
    expect(shortenCompanyName(name)).toBe(shown);
  });

  it.each([
    ['一二三四五六七八九十一二三四五六七八九十一二三四五六', '一二三四五六七八九十一二三四五六七八九十一二三四五六'],
    ['一二三四五六七八九十一二三四五六七八九十一二三四五六七', '一二三四五六七八九十一二三四五六七八九十一二三四五六...'],
  ])('project %s → %s', (name, shown) => {
    expect(shortenProjectName(name)).toBe(shown);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shortenName('𠀀𠀀𠀀', 2)).toBe('𠀀𠀀...');
  });
});
