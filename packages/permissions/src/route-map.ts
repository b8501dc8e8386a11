import { findTrail } from './find-trail';
import { flattenTree } from './flatten-tree';
import type { MenuRoute } from './menu-route';
import { routePathOf } from './route-path-of';

/** Flat map route path → route, for F5 and deep-link lookup. */
export function routeMap(routes: readonly MenuRoute[]): Readonly<Record<string, MenuRoute>> {
  const map: Record<string, MenuRoute> = {};
  for (const route of flattenTree(routes)) {
    if (!(route.path in map)) map[route.path] = route;
  }
  return map;
}

/** The matched route hierarchy (root first) for an address; empty when no route matches. */
export function routeTrail(routes: readonly MenuRoute[], address: string): MenuRoute[] {
  const path = routePathOf(address);
  return findTrail(routes, (r) => r.path === path);
}
