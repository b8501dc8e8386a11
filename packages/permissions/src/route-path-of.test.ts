import { routePathOf } from './route-path-of';

describe('routePathOf', () => {
  it.each([
    ['/a/b?x=1', '/a/b'],
    ['/a/b/#h', '/a/b'],
    ['/a/b/', '/a/b'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (address, path) => {
    expect(routePathOf(address)).toBe(path);
  });
});
