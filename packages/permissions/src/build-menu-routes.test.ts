import { buildMenuRoutes, FALLBACK_HOME_ROUTE, toMenuRoute } from './build-menu-routes';
import { flattenTree } from './flatten-tree';
import { joinRoutePath } from './join-route-path';
import { parseMenuNode, parseMenuTree } from './parse-menu-tree';

const tree = parseMenuTree([
  {
    ID: 1, PagePermission: 'deviceManage', TextStr: '设备管理', PcImageUrlStr: 'icon-device',
    TypeStr: '菜单', MenuFunctionType: 0, NavigatePageUrlPC: 'Layout',
    Children: [
      { ID: 2, PagePermission: 'hiddenPage', TextStr: '隐藏', TypeStr: '菜单', IsShowStr: '否', IsShow: 0, NavigatePageUrlPC: 'x/index' },
      {
        ID: 3, PagePermission: 'Maintenance/template', TextStr: '维保模板', TypeStr: '菜单', IsShowStr: '是',
        NavigatePageUrlPC: 'deviceManage/Maintenance/template/index', Permission: 'add,edit',
      },
      {
        ID: 4, PagePermission: 'group', TextStr: '分组', TypeStr: '菜单',
        Children: [{ ID: 5, PagePermission: 'leaf', TextStr: '三级', TypeStr: '菜单', IsShowStr: '否', IsShow: 1 }],
      },
      { ID: 6, PagePermission: 'add', TypeStr: '按钮' },
    ],
  },
  { ID: 7, PagePermission: 'MyAccount', TextStr: '我的账户', TypeStr: '菜单', MenuFunctionType: 1, NavigatePageUrlPC: 'Layout' },
]);

describe('joinRoutePath', () => {
  it.each([
    [['deviceManage', 'Maintenance/template'], '/deviceManage/Maintenance/template'],
    [['/deviceManage/', '/Maintenance/template'], '/deviceManage/Maintenance/template'],
    [['a', 'b', 'c'], '/a/b/c'],
    [['a'], '/a'],
    [[], '/'],
  ])('%j → %s', (keys, path) => {
    expect(joinRoutePath(...keys)).toBe(path);
  });
});

describe('buildMenuRoutes (SPEC §2.2)', () => {
  const routes = buildMenuRoutes(tree, 0);
  const all = flattenTree(routes);
  const byName = (name: string) => all.find((r) => r.name === name);

  it('builds paths as parent key plus own key, three levels deep, menus only', () => {
    expect(all.map((r) => r.path)).toEqual([
      '/deviceManage',
      '/deviceManage/hiddenPage',
      '/deviceManage/Maintenance/template',
      '/deviceManage/group',
      '/deviceManage/group/leaf',
      '/MyAccount',
    ]);
  });

  it.each([
    ['deviceManage', { kind: 'layout', component: undefined, hidden: false, title: '设备管理', icon: 'icon-device', id: '1' }],
    ['hiddenPage', { kind: 'component', component: 'x/index', hidden: true }],
    ['Maintenance/template', { kind: 'component', component: 'deviceManage/Maintenance/template/index', hidden: false, title: '维保模板' }],
    ['group', { kind: 'plain', component: undefined, redirect: '/deviceManage/group/leaf' }],
    ['leaf', { kind: 'plain', hidden: false, redirect: undefined }],
    ['MyAccount', { kind: 'layout', title: '我的账户' }],
  ])('%s has %j', (name, expected) => {
    expect(byName(name)).toMatchObject(expected);
  });

  it('redirects a parent to its first visible child', () => {
    expect(byName('deviceManage')?.redirect).toBe('/deviceManage/Maintenance/template');
  });

  it('falls back to the first child when every child is hidden', () => {
    const node = parseMenuNode({ PagePermission: 'p', TypeStr: '菜单' })!;
    const hiddenChild = { ...FALLBACK_HOME_ROUTE, path: '/p/h', hidden: true };
    expect(toMenuRoute(node, [hiddenChild], []).redirect).toBe('/p/h');
  });

  it('filters by the current menu function type', () => {
    expect(flattenTree(buildMenuRoutes(tree, 1)).map((r) => r.path)).toEqual(['/MyAccount']);
  });

  it.each([
    ['no permissions', [], 0],
    ['nothing left after filtering', parseMenuTree([{ PagePermission: 'x', TypeStr: '菜单', MenuFunctionType: 1 }]), 0],
  ])('uses the fallback home entry when %s', (_label, input, current) => {
    expect(buildMenuRoutes(input, current)).toEqual([FALLBACK_HOME_ROUTE]);
    expect(FALLBACK_HOME_ROUTE).toMatchObject({ name: 'BackHome', redirect: '/backHome', title: '首页' });
  });
});
