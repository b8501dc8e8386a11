import { filterTree } from './filter-tree';

/** A route that may carry roles on its metadata. */
export interface RoleRoute<T> {
  readonly roles?: readonly string[];
  readonly children?: readonly T[];
}

/** Role name that sees every asynchronous route (SPEC §2.2). */
export const ADMIN_ROLE = 'admin';

/** True when the user's roles may see a route: no roles on the route, or any role in common. */
export function routeAllowsRoles(route: { readonly roles?: readonly string[] }, roles: readonly string[]): boolean {
  return route.roles === undefined || route.roles.some((r) => roles.includes(r));
}

/** SPEC §2.2: a role named admin sees all routes; otherwise routes are filtered by roles on their metadata. */
export function filterRoutesByRoles<T extends RoleRoute<T>>(routes: readonly T[], roles: readonly string[]): T[] {
  if (roles.includes(ADMIN_ROLE)) return [...routes];
  return filterTree(routes, (route) => routeAllowsRoles(route, roles));
}
