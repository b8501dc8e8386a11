import { pageTitle } from './page-title';

describe('pageTitle (SPEC §2.3)', () => {
  it.each([
    ['维保模板', undefined, '维保模板 - 智慧工地'],
    ['首页', undefined, '首页 - 智慧工地'],
    [undefined, undefined, '智慧工地'],
    ['', undefined, '智慧工地'],
    ['首页', '某平台', '首页 - 某平台'],
  ])('route title %s, platform %s → %s', (title, platform, expected) => {
    expect(pageTitle(title, platform)).toBe(expected);
  });
});
