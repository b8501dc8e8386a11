import { FIXED_ROUTES, flattenTree, screenMenuForAddress, type FixedRoute, type MenuRoute } from '@worksite/permissions';
import { FIXED_ROUTE_TITLES } from '../messages';

const fixedTitles: Readonly<Record<string, string>> = Object.fromEntries(
  flattenTree<FixedRoute>(FIXED_ROUTES)
    .filter((r) => r.title !== undefined)
    .map((r) => [r.path, r.title as string]),
);

/** Title of an address: a menu-built route's, a fixed route's, or a large-screen tab's name. */
export function routeTitle(pathname: string, menuRoutes: Readonly<Record<string, MenuRoute>>): string | undefined {
  return menuRoutes[pathname]?.title ?? fixedTitles[pathname] ?? FIXED_ROUTE_TITLES[pathname] ?? screenMenuForAddress(pathname)?.name;
}
