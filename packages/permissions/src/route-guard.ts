import { OPEN_PATHS, ROOT_REDIRECT, STANDALONE_PATHS } from './fixed-routes';
import { messages } from './messages';
import { routePathOf } from './route-path-of';

/** What the guard sees on one navigation (SPEC §2.3). */
export interface GuardInput {
  /** Target address, possibly with query (`/deviceManage/x?sortId=1`). */
  readonly path: string;
  readonly hasToken: boolean;
  readonly hasUserInfo: boolean;
  /** Whether the permission routes were already built and added. */
  readonly routesBuilt: boolean;
}

/** The guard's decision: go on, go on with a message, go elsewhere, or build routes and navigate again. */
export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'allowWithMessage'; readonly message: string }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'buildRoutes' };

/** The login page. */
export const LOGIN_PATH = '/login';

/** True for the open list and the standalone pages, which need no sign-in. */
export function isOpenPath(address: string): boolean {
  const path = routePathOf(address);
  return OPEN_PATHS.includes(path) || STANDALONE_PATHS.includes(path);
}

/** `/login?redirect=<address>`, so sign-in returns the user where they were going. */
export function loginRedirectTarget(address: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(address)}`;
}

/**
 * SPEC §2.3 as a pure decision. `/` → /backHome. Signed in (token and user info): /login passes with
 * 您已经登录; routes not yet built → build them, then navigate to the same address; else pass.
 * Not signed in: open and standalone pages pass; anything else → /login with a redirect back.
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = routePathOf(input.path);
  if (path === '/') return { kind: 'redirect', to: ROOT_REDIRECT };
  if (input.hasToken && input.hasUserInfo) {
    if (path === LOGIN_PATH) return { kind: 'allowWithMessage', message: messages.alreadySignedIn };
    return input.routesBuilt ? { kind: 'allow' } : { kind: 'buildRoutes' };
  }
  return isOpenPath(path) ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirectTarget(input.path) };
}
