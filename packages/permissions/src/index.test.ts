import * as permissions from './index';

/** The login-to-screen flow through the public entry point only, as apps/web and apps/server use it. */
describe('@worksite/permissions public entry', () => {
  const menuPermissions = JSON.stringify([
    {
      ID: 1, PagePermission: 'deviceManage', TextStr: '设备管理', TypeStr: '菜单', IsShowStr: '是', IsShow: 1,
      MenuFunctionType: 0, NavigatePageUrlPC: 'Layout',
      Children: [
        {
          ID: 2, PagePermission: 'Maintenance/template', TextStr: '维保模板', TypeStr: '菜单',
          NavigatePageUrlPC: 'deviceManage/Maintenance/template/index', Permission: 'add,edit,delete',
        },
      ],
    },
    { ID: 3, PagePermission: 'MyAccount', TextStr: '我的账户', TypeStr: '菜单', MenuFunctionType: 1, NavigatePageUrlPC: 'Layout' },
  ]);

  it('goes from MenuPermissions text to routes, title, breadcrumb and buttons', () => {
    const tree = permissions.parseMenuTree(menuPermissions);
    const derived = permissions.deriveMenuFunctionType(tree);
    expect(derived).toBe(3);
    const current = permissions.currentMenuFunctionType(derived);
    expect(current).toBe(0);

    const routes = permissions.buildMenuRoutes(tree, current);
    const map = permissions.routeMap(routes);
    expect(Object.keys(map)).toEqual(['/deviceManage', '/deviceManage/Maintenance/template', '/MyAccount']);

    const address = '/deviceManage/Maintenance/template?sortId=1';
    expect(permissions.pageTitle(map[permissions.routePathOf(address)]?.title)).toBe('维保模板 - 智慧工地');
    expect(permissions.breadcrumbItems(permissions.routeTrail(routes, address))).toEqual([
      { title: '设备管理', to: '/deviceManage/Maintenance/template' },
      { title: '维保模板', to: undefined },
    ]);
    expect(permissions.buttonMap(tree, 'deviceManage', 'Maintenance/template')).toEqual({
      add: true, edit: true, delete: true, search: false, audit: false, export: false, inport: false, delivery: false, revealId: false,
    });
  });

  it('guards and falls back when MenuPermissions is unusable', () => {
    expect(permissions.buildMenuRoutes(permissions.parseMenuTree('not json'), 0)).toEqual([permissions.FALLBACK_HOME_ROUTE]);
    expect(permissions.decideRoute({ path: '/login', hasToken: true, hasUserInfo: true, routesBuilt: true })).toEqual({
      kind: 'allowWithMessage',
      message: permissions.messages.alreadySignedIn,
    });
  });
});
