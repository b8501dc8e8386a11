/** @packageDocumentation Menu tree → routes, menuFunctionType, button permission, large-screen menus (SPEC §2, §4–§6). */
export { messages } from './messages';
export type { ButtonName } from './button-name';
export { BUTTON_NAMES, isButtonName } from './button-name';

export type { TreeNode } from './tree-node';
export { filterTree } from './filter-tree';
export { mapTree } from './map-tree';
export { flattenTree } from './flatten-tree';
export { findTrail } from './find-trail';

export type { MenuNode, MenuNodeKind } from './menu-node';
export { parseMenuNode, parseMenuTree } from './parse-menu-tree';
export { ALWAYS_INCLUDED_TITLES, isMenuHidden, isAlwaysIncluded, passesMenuFunctionType, filterMenuTree } from './menu-visibility';
export type { MenuFunctionType, CurrentMenuFunctionType, LoginVariant } from './menu-function-type';
export { deriveMenuFunctionType, currentMenuFunctionType } from './menu-function-type';

export type { MenuRoute, MenuRouteKind } from './menu-route';
export { joinRoutePath } from './join-route-path';
export { LAYOUT_COMPONENT, FALLBACK_HOME_ROUTE, toMenuRoute, buildMenuRoutes } from './build-menu-routes';
export type { RoleRoute } from './filter-routes-by-roles';
export { ADMIN_ROLE, routeAllowsRoles, filterRoutesByRoles } from './filter-routes-by-roles';
export { routePathOf } from './route-path-of';
export { routeMap, routeTrail } from './route-map';
export type { BreadcrumbSource, BreadcrumbItem } from './breadcrumb';
export { NO_REDIRECT, breadcrumbItems } from './breadcrumb';

export { findSubPage, buttonsOf, hasButton, buttonMap } from './button-permission';

export type { ScreenListKind, ScreenMenu } from './screen-menus';
export {
  ENTERPRISE_SCREEN_MENUS,
  PROJECT_SCREEN_MENUS,
  SUPERVISORY_SCREEN_MENUS,
  ALL_SCREEN_MENUS,
} from './screen-menus';
export {
  BACK_HOME_PATH,
  DEFAULT_LARGE_SCREEN_TARGET,
  screenListKind,
  screenMenusBySortId,
  showsProjectSelector,
  splitTabs,
  screenTabTarget,
  backOfficeTarget,
  screenMenuForAddress,
  largeScreenSwitchTarget,
  ownLargeScreenSwitchTarget,
  isLargeScreenAddress,
} from './screen-navigation';
export type { BackOfficeHolder, HeldBackOfficeTarget } from './held-back-office-target';
export { heldBackOfficeTarget } from './held-back-office-target';
export type { ScreenEntryPoint } from './screen-entry-points';
export { SCREEN_ENTRY_POINTS, screenEntryTarget } from './screen-entry-points';

export type { UserAuthType, ModeLink } from './mode-links';
export { BACK_OFFICE_MODE_QUERY, modeLinks, screenListOfUserType } from './mode-links';
export type { BackOfficeModeFlag } from './back-office-mode';
export {
  BACK_OFFICE_MODE_TYPES,
  requestedMenuFunctionType,
  holdsMenuFunctionType,
  menuFunctionTypeForVisit,
  openableMenuFunctionTypes,
  menuFunctionTypeForRedirect,
  landingAddress,
  backOfficeAddress,
} from './back-office-mode';

export { COMPANY_NAME_MAX, PROJECT_NAME_MAX, NAME_ELLIPSIS, shortenName, shortenCompanyName, shortenProjectName } from './shorten-name';
export { pageTitle } from './page-title';

export type { FixedRoute, FixedRouteArea } from './fixed-routes';
export {
  OPEN_PATHS,
  STANDALONE_PATHS,
  ROOT_REDIRECT,
  LARGE_SCREEN_REDIRECT,
  FIXED_ROUTES,
  SCREEN_IDS_WITHOUT_ROUTE,
} from './fixed-routes';
export { screenRouteForId } from './screen-route-for-id';
export type { GuardInput, GuardDecision } from './route-guard';
export { LOGIN_PATH, isOpenPath, loginRedirectTarget, decideRoute } from './route-guard';
