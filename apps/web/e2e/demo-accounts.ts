import {
  buildMenuRoutes,
  currentMenuFunctionType,
  deriveMenuFunctionType,
  landingAddress,
  menuFunctionTypeForVisit,
  parseMenuTree,
  shortenCompanyName,
  type CurrentMenuFunctionType,
} from '@worksite/permissions';
import { productServer } from './product-server';

/** The demo accounts of the README and what SPEC §2.4 says their header shows. */
export interface DemoAccount {
  readonly userName: string;
  readonly userAuthType: 0 | 1 | 2;
  /** Mode links (SPEC §2.4, wording docs/decisions/0024). */
  readonly modeLinks: readonly [string, string];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userName: 'sysadmin', userAuthType: 0, modeLinks: ['企业管理后台', '企业大屏'] },
  { userName: 'enterprise_demo', userAuthType: 0, modeLinks: ['企业管理后台', '企业大屏'] },
  { userName: 'project_demo', userAuthType: 2, modeLinks: ['项目管理后台', '项目大屏'] },
  { userName: 'government_demo', userAuthType: 1, modeLinks: ['监管后台', '监管大屏'] },
  { userName: 'readonly_demo', userAuthType: 0, modeLinks: ['企业管理后台', '企业大屏'] },
];

/** What the login call answers (only the fields the tests read). */
export interface LoginAnswer {
  readonly UserID: number;
  readonly CompanyName: string;
  readonly UserAuthType: number;
  readonly MenuPermissions: string;
  readonly Companys: string;
  readonly access_token: string;
}

/** Signs in over HTTP (no browser): the same call the login page makes. */
export async function apiLogin(userName: string, password: string): Promise<LoginAnswer> {
  const res = await fetch(`${productServer().baseUrl}/prod-apiplus/web/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  const body = (await res.json()) as { status: number; detail?: string; data: LoginAnswer };
  if (body.status !== 1) throw new Error(`login ${userName} refused: ${body.detail}`);
  return body.data;
}

/**
 * The menu function type the back office shows right after sign-in: SPEC §4's stored type, then the mode
 * variant of the user's own back office (docs/decisions/0190: a project user lands in the type-1 menus).
 */
export function landingFunctionType(answer: LoginAnswer): CurrentMenuFunctionType {
  const tree = parseMenuTree(answer.MenuPermissions);
  return menuFunctionTypeForVisit(tree, landingAddress(answer.UserAuthType), currentMenuFunctionType(deriveMenuFunctionType(tree)));
}

/**
 * First-level sidebar titles the permission tree of a login answer grants (SPEC §2.2) for a function type
 * (by default the one shown after sign-in): independent of the browser, so the test compares what the page
 * shows with what the server delivered.
 */
export function expectedSidebarGroups(answer: LoginAnswer, type: CurrentMenuFunctionType = landingFunctionType(answer)): string[] {
  const routes = buildMenuRoutes(parseMenuTree(answer.MenuPermissions), type);
  return routes.filter((r) => !r.hidden).map((r) => r.title);
}

/** Every first-level title in the tree, whatever its function type (to prove the others are left out). */
export function allTreeGroups(answer: LoginAnswer): string[] {
  return parseMenuTree(answer.MenuPermissions).map((n) => n.textStr);
}

export { shortenCompanyName };
