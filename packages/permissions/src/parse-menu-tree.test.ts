import { parseMenuNode, parseMenuTree } from './parse-menu-tree';

const pascal = {
  ID: 7,
  PagePermission: 'deviceManage',
  TextStr: '设备管理',
  PcImageUrlStr: 'el-icon-setting',
  IsShowStr: '是',
  IsShow: 1,
  TypeStr: '菜单',
  MenuFunctionType: 0,
  NavigatePageUrlPC: 'Layout',
  NavigateUrlPc: '/deviceManage',
  Children: [
    {
      ID: 8,
      PagePermission: 'Maintenance/template',
      TextStr: '维保模板',
      TypeStr: '菜单',
      NavigatePageUrlPC: 'deviceManage/Maintenance/template/index',
      Permission: ['add', 'edit', 'delete'],
    },
  ],
};

const camel = {
  id: '7',
  pagePermission: 'deviceManage',
  textStr: '设备管理',
  pcImageUrlStr: 'el-icon-setting',
  isShowStr: '是',
  isShow: 1,
  typeStr: '菜单',
  menuFunctionType: 0,
  navigatePageUrlPC: 'Layout',
  navigateUrlPc: '/deviceManage',
  children: [
    {
      id: 8,
      pagePermission: 'Maintenance/template',
      textStr: '维保模板',
      typeStr: '菜单',
      navigatePageUrlPC: 'deviceManage/Maintenance/template/index',
      permission: 'add, edit,delete',
    },
  ],
};

describe('parseMenuTree', () => {
  it.each([
    ['PascalCase array (login)', [pascal]],
    ['camelCase array (company switch)', [camel]],
    ['MenuPermissions JSON text', JSON.stringify([pascal])],
  ])('reads %s into one camelCase shape', (_label, input) => {
    const [page] = parseMenuTree(input);
    // The page's own fields come through as the camelCase input has them; what parsing adds is spelled out.
    expect(page).toEqual({
      ...camel,
      type: undefined,
      kind: 'menu',
      permission: [],
      children: [
        {
          id: '8',
          pagePermission: 'Maintenance/template',
          textStr: '维保模板',
          pcImageUrlStr: '',
          isShowStr: undefined,
          isShow: undefined,
          typeStr: '菜单',
          type: undefined,
          kind: 'menu',
          menuFunctionType: undefined,
          navigatePageUrlPC: 'deviceManage/Maintenance/template/index',
          navigateUrlPc: '',
          permission: ['add', 'edit', 'delete'],
          children: [],
        },
      ],
    });
  });

  it.each([
    ['malformed JSON', '[{"ID":1,'],
    ['empty text', ''],
    ['JSON object, not a list', '{"ID":1}'],
    ['JSON null', 'null'],
    ['undefined', undefined],
    ['null', null],
    ['a number', 3],
  ])('gives an empty list for %s', (_label, input) => {
    expect(parseMenuTree(input)).toEqual([]);
  });

  it('skips entries that are not objects', () => {
    expect(parseMenuTree([1, 'x', null, { PagePermission: 'a' }]).map((n) => n.pagePermission)).toEqual(['a']);
  });
});

describe('parseMenuNode', () => {
  it.each([
    [{ TypeStr: '菜单' }, 'menu'],
    [{ typeStr: '按钮' }, 'button'],
    [{ Type: 1 }, 'menu'],
    [{ type: '1' }, 'menu'],
    [{ Type: 2 }, 'button'],
    [{ TypeStr: '其他' }, 'unknown'],
    [{}, 'unknown'],
  ])('kind of %j is %s', (raw, kind) => {
    expect(parseMenuNode(raw)?.kind).toBe(kind);
  });

  it.each([
    [['add', ' edit ', ''], ['add', 'edit']],
    ['add,edit,delete,search,audit,export,inport,delivery', ['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery']],
    ['add，export', ['add', 'export']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('Permission %j reads as %j', (permission, expected) => {
    expect(parseMenuNode({ Permission: permission })?.permission).toEqual(expected);
  });

  it.each([
    [{ IsShowStr: '否', IsShow: 0 }, '否', 0],
    [{ isShowStr: '是' }, '是', undefined],
    [{ IsShow: '否' }, '否', undefined],
    [{ isShow: '1' }, undefined, 1],
  ])('visibility fields of %j', (raw, isShowStr, isShow) => {
    const node = parseMenuNode(raw);
    expect([node?.isShowStr, node?.isShow]).toEqual([isShowStr, isShow]);
  });

  it('returns undefined for a non-object', () => {
    expect(parseMenuNode('x')).toBeUndefined();
  });
});
