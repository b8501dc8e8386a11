import { currentMenuFunctionType, deriveMenuFunctionType } from './menu-function-type';
import { parseMenuTree } from './parse-menu-tree';

const menus = (...types: (number | undefined)[]) =>
  parseMenuTree(types.map((t, i) => ({ ID: i, TypeStr: '菜单', MenuFunctionType: t })));

describe('deriveMenuFunctionType (SPEC §4 Login)', () => {
  it.each([
    [[], -1, -1],
    [[undefined], -1, -1],
    [[0], 0, 0],
    [[0, 0], 0, 0],
    [[1], 1, 1],
    [[0, 1], 3, 3],
    [[1, 0, 1], 3, 3],
    [[2], -1, 2],
    [[3], -1, 3],
    [[0, 2], 0, 0],
    [[1, 2], 1, 1],
    [[0, 1, 2], 3, 3],
    [[0, 1, 2, 3], 3, -1],
    [[3, 2, 1, 0, 0], 3, -1],
  ])('types %j → standard %i, alternate %i', (types, standard, alternate) => {
    const tree = menus(...types);
    expect(deriveMenuFunctionType(tree)).toBe(standard);
    expect(deriveMenuFunctionType(tree, 'standard')).toBe(standard);
    expect(deriveMenuFunctionType(tree, 'alternate')).toBe(alternate);
  });

  it('reads only the top-level menus', () => {
    const tree = parseMenuTree([{ MenuFunctionType: 0, Children: [{ MenuFunctionType: 1 }] }]);
    expect(deriveMenuFunctionType(tree)).toBe(0);
  });
});

describe('currentMenuFunctionType', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [1, 1],
    [2, 0],
    [3, 0],
  ])('derived %i is stored as %i', (derived, stored) => {
    expect(currentMenuFunctionType(derived)).toBe(stored);
  });
});
