import { flattenTree } from './flatten-tree';
import { filterMenuTree, isAlwaysIncluded, isMenuHidden, passesMenuFunctionType } from './menu-visibility';
import { parseMenuTree } from './parse-menu-tree';

describe('isMenuHidden (SPEC §2.2)', () => {
  it.each([
    ['否', undefined, true],
    ['否', 0, true],
    ['否', 1, false],
    ['是', 0, false],
    ['是', 1, false],
    [undefined, undefined, false],
    [undefined, 0, false],
  ])('isShowStr %s, isShow %s → hidden %s', (isShowStr, isShow, hidden) => {
    expect(isMenuHidden({ isShowStr, isShow })).toBe(hidden);
  });
});

describe('isAlwaysIncluded', () => {
  it.each([
    ['我的账户', true],
    ['消息通知', true],
    ['设备管理', false],
  ])('%s → %s', (textStr, expected) => {
    expect(isAlwaysIncluded({ textStr })).toBe(expected);
  });
});

describe('passesMenuFunctionType', () => {
  it.each([
    [0, 0, true],
    [0, 1, false],
    [0, 2, true],
    [0, undefined, true],
    [1, 0, false],
    [1, 1, true],
    [1, 3, true],
    [-1, 0, false],
    [3, 0, false],
    [3, 1, true],
  ])('current %i, entry type %s → %s', (current, menuFunctionType, expected) => {
    expect(passesMenuFunctionType({ menuFunctionType, textStr: '项目' }, current)).toBe(expected);
  });

  it.each([
    ['我的账户', 0, 1],
    ['消息通知', 0, 1],
    ['我的账户', 1, 0],
    ['消息通知', 1, 0],
  ])('%s passes with current %i even when typed %i', (textStr, current, menuFunctionType) => {
    expect(passesMenuFunctionType({ textStr, menuFunctionType }, current)).toBe(true);
  });
});

describe('filterMenuTree', () => {
  const tree = parseMenuTree([
    {
      PagePermission: 'a', TypeStr: '菜单', MenuFunctionType: 0,
      Children: [
        { PagePermission: 'a1', TypeStr: '菜单', MenuFunctionType: 0 },
        { PagePermission: 'a2', TypeStr: '菜单', MenuFunctionType: 1 },
        { PagePermission: 'add', TypeStr: '按钮' },
        { PagePermission: 'hid', TypeStr: '菜单', IsShowStr: '否' },
      ],
    },
    { PagePermission: 'b', TypeStr: '菜单', MenuFunctionType: 1 },
    {
      PagePermission: 'acct', TextStr: '我的账户', TypeStr: '菜单', MenuFunctionType: 1,
      Children: [
        { PagePermission: 'acctInfo', TextStr: '个人信息', TypeStr: '菜单', MenuFunctionType: 1 },
        { PagePermission: 'acctEdit', TypeStr: '按钮' },
      ],
    },
    {
      PagePermission: 'msg', TextStr: '消息通知', TypeStr: '菜单', MenuFunctionType: 0,
      Children: [
        { PagePermission: 'msgList', TextStr: '消息通知', TypeStr: '菜单', MenuFunctionType: 0 },
        { PagePermission: 'msgAlarm', TextStr: '报警通知', TypeStr: '菜单', MenuFunctionType: 0 },
      ],
    },
    { PagePermission: 'alt', Type: 1, MenuFunctionType: 0 },
    { PagePermission: 'altBtn', Type: 2 },
    { PagePermission: 'untyped' },
  ]);
  const keys = (current: number) => flattenTree(filterMenuTree(tree, current)).map((n) => n.pagePermission);

  it.each([
    [0, ['a', 'a1', 'hid', 'acct', 'acctInfo', 'msg', 'msgList', 'msgAlarm', 'alt']],
    [1, ['b', 'acct', 'acctInfo', 'msg', 'msgList', 'msgAlarm']],
    [3, ['b', 'acct', 'acctInfo', 'msg', 'msgList', 'msgAlarm']],
  ])('current %i keeps %j (an always-included entry with its sub-pages)', (current, expected) => {
    expect(keys(current)).toEqual(expected);
  });
});
