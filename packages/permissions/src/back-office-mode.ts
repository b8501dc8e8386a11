import { buildMenuRoutes } from './build-menu-routes';
import type { CurrentMenuFunctionType } from './menu-function-type';
import type { MenuNode } from './menu-node';
import { isAlwaysIncluded } from './menu-visibility';
import { BACK_OFFICE_MODE_QUERY, type UserAuthType } from './mode-links';
import { routeMap } from './route-map';
import { routePathOf } from './route-path-of';
import { BACK_HOME_PATH } from './screen-navigation';

/** The /backHome mode variants of SPEC §2.1. */
export type BackOfficeModeFlag = 'enterpid1' | 'pjctid1' | 'governmentid1' | 'poctent1';

/**
 * Menu function type each /backHome mode variant selects (docs/decisions/0190): the project back office
 * (pjctid1, and poctent1, a project entered from the enterprise side) shows type-1 menus; the enterprise
 * and supervision back offices (enterpid1, governmentid1) show type-0 menus.
 */
export const BACK_OFFICE_MODE_TYPES: Readonly<Record<BackOfficeModeFlag, CurrentMenuFunctionType>> = {
  enterpid1: 0,
  governmentid1: 0,
  pjctid1: 1,
  poctent1: 1,
};

/** The key of one `key=value` query part, decoded (a malformed escape is kept as written). */
function queryKey(part: string): string {
  const raw = (part.split('=')[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const isModeFlag = (key: string): key is BackOfficeModeFlag => Object.hasOwn(BACK_OFFICE_MODE_TYPES, key);

/**
 * The function type an address asks for: only /backHome with a mode variant (any value; the first
 * variant in query order wins); otherwise undefined.
 */
export function requestedMenuFunctionType(address: string): CurrentMenuFunctionType | undefined {
  if (routePathOf(address) !== BACK_HOME_PATH) return undefined;
  const query = address.split('#')[0]?.split('?')[1];
  if (query === undefined) return undefined;
  for (const part of query.split('&')) {
    const key = queryKey(part);
    if (isModeFlag(key)) return BACK_OFFICE_MODE_TYPES[key];
  }
  return undefined;
}

/**
 * True when some top-level back-office menu of the tree has that function type (where the server sets it,
 * SPEC §4). 我的账户 and 消息通知 show in every back office, so they open none (docs/decisions/0308).
 */
export function holdsMenuFunctionType(tree: readonly MenuNode[], type: CurrentMenuFunctionType): boolean {
  return tree.some((n) => n.menuFunctionType === type && !isAlwaysIncluded(n));
}

/** The back office each account kind opens (SPEC §2.4): project users 1, government users 0 (supervision). */
const OWN_BACK_OFFICE: Readonly<Record<number, CurrentMenuFunctionType>> = { 2: 1, 1: 0 };

/**
 * The back offices an account may open (docs/decisions/0308): the function types its tree holds menus of;
 * a project user (UserAuthType 2) only the project back office and a government user (1) only the supervision
 * back office (SPEC §2.4), whatever pages of the other type it reads.
 */
export function openableMenuFunctionTypes(tree: readonly MenuNode[], userAuthType?: number): CurrentMenuFunctionType[] {
  const own = userAuthType === undefined ? undefined : OWN_BACK_OFFICE[userAuthType];
  return ([0, 1] as const).filter((t) => holdsMenuFunctionType(tree, t) && (own === undefined || own === t));
}

/**
 * The current type after visiting `address`: a /backHome mode variant switches to its type when the account
 * may open that back office (openableMenuFunctionTypes; never an empty sidebar); any other address keeps
 * `current` (F5 included) — unless the account may not open `current` (a project user's stored type is still 0
 * right after sign-in): then it goes to the back office it may open.
 */
export function menuFunctionTypeForVisit(
  tree: readonly MenuNode[],
  address: string,
  current: CurrentMenuFunctionType,
  userAuthType?: number,
): CurrentMenuFunctionType {
  const requested = requestedMenuFunctionType(address);
  const openable = openableMenuFunctionTypes(tree, userAuthType);
  if (requested !== undefined && openable.includes(requested)) return requested;
  return openable.length === 0 || openable.includes(current) ? current : openable[0]!;
}

/**
 * The current type for the page a sign-in returns to: as a visit, and a deep link that only the other
 * type's routes hold switches to that type (a project page the session expired on opens again after login).
 */
export function menuFunctionTypeForRedirect(
  tree: readonly MenuNode[],
  address: string,
  current: CurrentMenuFunctionType,
  userAuthType?: number,
): CurrentMenuFunctionType {
  if (requestedMenuFunctionType(address) !== undefined) return menuFunctionTypeForVisit(tree, address, current, userAuthType);
  const path = routePathOf(address);
  if (path in routeMap(buildMenuRoutes(tree, current))) return current;
  const other: CurrentMenuFunctionType = current === 1 ? 0 : 1;
  const openable = openableMenuFunctionTypes(tree, userAuthType).includes(other);
  return openable && path in routeMap(buildMenuRoutes(tree, other)) ? other : current;
}

const isUserAuthType = (v: number | undefined): v is UserAuthType => v === 0 || v === 1 || v === 2;

/** Where a sign-in lands without a redirect: the user's own back office (SPEC §2.4 mode link), else /backHome. */
export function landingAddress(userAuthType: number | undefined): string {
  return isUserAuthType(userAuthType) ? `${BACK_HOME_PATH}?${BACK_OFFICE_MODE_QUERY[userAuthType]}=1` : BACK_HOME_PATH;
}

/** /backHome keeping a function type across a reload: the project variant for 1, plain /backHome for 0. */
export function backOfficeAddress(type: CurrentMenuFunctionType): string {
  return type === 1 ? `${BACK_HOME_PATH}?${BACK_OFFICE_MODE_QUERY[2]}=1` : BACK_HOME_PATH;
}
