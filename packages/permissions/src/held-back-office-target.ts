import { menuFunctionTypeForRedirect } from './back-office-mode';
import { buildMenuRoutes } from './build-menu-routes';
import { filterRoutesByRoles } from './filter-routes-by-roles';
import type { CurrentMenuFunctionType } from './menu-function-type';
import type { MenuNode } from './menu-node';
import { routeMap } from './route-map';
import { BACK_HOME_PATH } from './screen-navigation';
import type { ScreenMenu } from './screen-menus';

/** Where a large screen's back-office button goes, and in which back office (function type) the page is held. */
export interface HeldBackOfficeTarget {
  readonly path: string;
  readonly functionType: CurrentMenuFunctionType;
}

/** What the account holds: its permission tree, current back office, account kind and route roles. */
export interface BackOfficeHolder {
  readonly tree: readonly MenuNode[];
  readonly current: CurrentMenuFunctionType;
  readonly userAuthType?: number;
  readonly roles: readonly string[];
}

/**
 * SPEC §2.5's back-office button for this account (issue 22, Deliver 4; docs/decisions/0725): the tab's own
 * back-office path when a back office the account may open builds a route for it (the current one first, else
 * the other, which the click switches to, as a sign-in's deep link does), otherwise /backHome — never a page
 * the account does not hold (the 404 of 项目概况's /projectManage/taskList for a project user).
 */
export function heldBackOfficeTarget(menu: Pick<ScreenMenu, 'backOfficePath'> | undefined, holder: BackOfficeHolder): HeldBackOfficeTarget {
  const home = { path: BACK_HOME_PATH, functionType: holder.current };
  const path = menu?.backOfficePath;
  if (path === undefined) return home;
  const type = menuFunctionTypeForRedirect(holder.tree, path, holder.current, holder.userAuthType);
  const routes = routeMap(filterRoutesByRoles(buildMenuRoutes(holder.tree, type), holder.roles));
  return path in routes ? { path, functionType: type } : home;
}
