import { BUTTON_NAMES, isButtonName, type ButtonName } from './button-name';
import { buttonMap, findSubPage, hasButton } from './button-permission';
import { parseMenuTree } from './parse-menu-tree';

const tree = parseMenuTree(
  JSON.stringify([
    {
      PagePermission: 'deviceManage', TypeStr: '菜单',
      Children: [
        { PagePermission: 'Maintenance/template', TypeStr: '菜单', Permission: ['add', 'edit', 'delete'] },
        { PagePermission: 'empty', TypeStr: '菜单', Permission: [] },
        { PagePermission: 'blank', TypeStr: '菜单', Permission: '' },
        { PagePermission: 'csv', TypeStr: '菜单', Permission: 'search,audit,export,inport,delivery' },
        {
          PagePermission: 'viaChildren', TypeStr: '菜单',
          Children: [
            { PagePermission: 'export', TypeStr: '按钮' },
            { PagePermission: 'inport', Type: 2 },
          ],
        },
        {
          PagePermission: 'group', TypeStr: '菜单',
          Children: [{ PagePermission: 'third', TypeStr: '菜单', Permission: 'delivery' }],
        },
      ],
    },
  ]),
);

describe('button names', () => {
  it('are the eight of SPEC §3', () => {
    expect(BUTTON_NAMES).toEqual(['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery', 'revealId']);
  });
  it.each([...BUTTON_NAMES.map((b) => [b, true] as const), ['import', false] as const, ['view', false] as const])(
    '%s is a button name: %s',
    (name, expected) => {
      expect(isButtonName(name)).toBe(expected);
    },
  );
});

describe('hasButton (SPEC §5 button visibility)', () => {
  it.each<[string, string, ButtonName, boolean]>([
    ['deviceManage', 'Maintenance/template', 'add', true],
    ['deviceManage', 'Maintenance/template', 'edit', true],
    ['deviceManage', 'Maintenance/template', 'delete', true],
    ['deviceManage', 'Maintenance/template', 'export', false],
    ['deviceManage', 'empty', 'add', false],
    ['deviceManage', 'blank', 'add', false],
    ['deviceManage', 'csv', 'search', true],
    ['deviceManage', 'csv', 'audit', true],
    ['deviceManage', 'csv', 'export', true],
    ['deviceManage', 'csv', 'inport', true],
    ['deviceManage', 'csv', 'delivery', true],
    ['deviceManage', 'csv', 'add', false],
    ['deviceManage', 'viaChildren', 'export', true],
    ['deviceManage', 'viaChildren', 'inport', true],
    ['deviceManage', 'viaChildren', 'add', false],
    ['deviceManage', 'third', 'delivery', true],
    ['deviceManage', 'missing', 'add', false],
    ['otherPage', 'Maintenance/template', 'add', false],
    ['/deviceManage', '/Maintenance/template', 'add', true],
  ])('%s / %s / %s → %s', (page, subPage, button, expected) => {
    expect(hasButton(tree, page, subPage, button)).toBe(expected);
  });

  it('does not treat a button-type child as a sub-page', () => {
    expect(findSubPage(tree, 'deviceManage', 'export')).toBeUndefined();
  });
});

describe('buttonMap', () => {
  it.each<[string, ButtonName[]]>([
    ['Maintenance/template', ['add', 'edit', 'delete']],
    ['csv', ['search', 'audit', 'export', 'inport', 'delivery']],
    ['viaChildren', ['export', 'inport']],
    ['empty', []],
    ['missing', []],
  ])('%s holds %j and nothing else', (subPage, held) => {
    const map = buttonMap(tree, 'deviceManage', subPage);
    expect(Object.keys(map)).toEqual(BUTTON_NAMES);
    for (const b of BUTTON_NAMES) expect(map[b]).toBe(held.includes(b));
  });
});
