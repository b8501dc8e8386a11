import { buildMenuRoutes } from './build-menu-routes';
import { parseMenuTree } from './parse-menu-tree';
import { routeMap, routeTrail } from './route-map';

const routes = buildMenuRoutes(
  parseMenuTree([
    {
      PagePermission: 'deviceManage', TextStr: '设备管理', TypeStr: '菜单', NavigatePageUrlPC: 'Layout',
      Children: [{ PagePermission: 'Maintenance/template', TextStr: '维保模板', TypeStr: '菜单', NavigatePageUrlPC: 'a/index' }],
    },
  ]),
  0,
);

describe('routeMap', () => {
  it('maps every path to its route for deep-link lookup', () => {
    const map = routeMap(routes);
    expect(Object.keys(map)).toEqual(['/deviceManage', '/deviceManage/Maintenance/template']);
    expect(map['/deviceManage/Maintenance/template']?.title).toBe('维保模板');
  });
});

describe('routeTrail', () => {
  it.each([
    ['/deviceManage/Maintenance/template?sortId=1', ['设备管理', '维保模板']],
    ['/deviceManage', ['设备管理']],
    ['/nowhere', []],
  ])('%s → %j', (address, titles) => {
    expect(routeTrail(routes, address).map((r) => r.title)).toEqual(titles);
  });
});
