import { breadcrumbItems } from './breadcrumb';

describe('breadcrumbItems (SPEC §2.4)', () => {
  it.each([
    [
      'parent with redirect links, last is text',
      [{ title: '设备管理', path: '/d', redirect: '/d/t' }, { title: '维保模板', path: '/d/t' }],
      [{ title: '设备管理', to: '/d/t' }, { title: '维保模板', to: undefined }],
    ],
    [
      'item with no redirect is text',
      [{ title: 'A', path: '/a' }, { title: 'B', path: '/a/b', redirect: '/a/b/c' }, { title: 'C', path: '/a/b/c' }],
      [{ title: 'A', to: undefined }, { title: 'B', to: '/a/b/c' }, { title: 'C', to: undefined }],
    ],
    [
      'noRedirect is text',
      [{ title: 'A', path: '/a', redirect: 'noRedirect' }, { title: 'B', path: '/a/b' }],
      [{ title: 'A', to: undefined }, { title: 'B', to: undefined }],
    ],
    [
      'last item is text even with a redirect',
      [{ title: 'A', path: '/a', redirect: '/a/b' }],
      [{ title: 'A', to: undefined }],
    ],
    [
      'untitled levels are skipped',
      [{ path: '/', redirect: '/backHome' }, { title: 'A', path: '/a', redirect: '/a/b' }, { title: 'B', path: '/a/b' }],
      [{ title: 'A', to: '/a/b' }, { title: 'B', to: undefined }],
    ],
    ['empty trail', [], []],
  ])('%s', (_label, trail, expected) => {
    expect(breadcrumbItems(trail)).toEqual(expected);
  });
});
