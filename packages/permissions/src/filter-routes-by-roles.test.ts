import { filterRoutesByRoles, routeAllowsRoles } from './filter-routes-by-roles';

interface R {
  readonly path: string;
  readonly roles?: readonly string[];
  readonly children?: readonly R[];
}

const routes: R[] = [
  { path: '/open' },
  { path: '/editors', roles: ['editor'], children: [{ path: '/editors/admins', roles: ['admin'] }, { path: '/editors/all' }] },
  { path: '/admins', roles: ['admin'] },
];

const paths = (list: readonly R[]): string[] => list.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

describe('filterRoutesByRoles (SPEC §2.2)', () => {
  it.each([
    [['admin'], ['/open', '/editors', '/editors/admins', '/editors/all', '/admins']],
    [['editor'], ['/open', '/editors', '/editors/all']],
    [['guest'], ['/open']],
    [[], ['/open']],
  ])('roles %j see %j', (roles, expected) => {
    expect(paths(filterRoutesByRoles(routes, roles))).toEqual(expected);
  });

  it.each([
    [undefined, [], true],
    [['a'], ['a', 'b'], true],
    [['a'], ['b'], false],
    [[], ['b'], false],
  ])('route roles %j, user roles %j → %s', (routeRoles, roles, expected) => {
    expect(routeAllowsRoles({ roles: routeRoles }, roles)).toBe(expected);
  });
});
