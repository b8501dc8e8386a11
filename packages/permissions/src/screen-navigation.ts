import { routePathOf } from './route-path-of';
import { screenListOfUserType } from './mode-links';
import { screenEntryTarget } from './screen-entry-points';
import {
  ALL_SCREEN_MENUS,
  ENTERPRISE_SCREEN_MENUS,
  PROJECT_SCREEN_MENUS,
  SUPERVISORY_SCREEN_MENUS,
  type ScreenListKind,
  type ScreenMenu,
} from './screen-menus';

/** Where the back-office button goes when a tab has no back-office path (SPEC §2.5). */
export const BACK_HOME_PATH = '/backHome';

/** Large-screen switch fallback: project overview with id 1 (SPEC §2.1, §2.5; docs/decisions/0023). */
export const DEFAULT_LARGE_SCREEN_TARGET = '/ProjectScreen/engineering?id=1';

/** SPEC §2.5: sortId 1–20 enterprise, 21–100 project, above 100 supervisory (missing or invalid → enterprise). */
export function screenListKind(sortId: number | undefined): ScreenListKind {
  if (sortId === undefined || !Number.isFinite(sortId) || sortId <= 20) return 'enterprise';
  return sortId <= 100 ? 'project' : 'supervisory';
}

/** The tab list a sortId selects (SPEC §2.5). */
export function screenMenusBySortId(sortId: number | undefined): readonly ScreenMenu[] {
  const kind = screenListKind(sortId);
  if (kind === 'enterprise') return ENTERPRISE_SCREEN_MENUS;
  return kind === 'project' ? PROJECT_SCREEN_MENUS : SUPERVISORY_SCREEN_MENUS;
}

/** SPEC §2.5: ids above 10 use the second tab list and show a project selector. */
export function showsProjectSelector(sortId: number | undefined): boolean {
  return sortId !== undefined && sortId > 10;
}

/** The two header tab groups: left gets the first half (the larger half when odd), right the rest. */
export function splitTabs<T>(tabs: readonly T[]): { readonly left: readonly T[]; readonly right: readonly T[] } {
  const half = Math.ceil(tabs.length / 2);
  return { left: tabs.slice(0, half), right: tabs.slice(half) };
}

/** Address a tab opens: its route with its id as sortId, so the header keeps the same list. */
export function screenTabTarget(menu: Pick<ScreenMenu, 'route' | 'id'>): string {
  return `${menu.route}?sortId=${menu.id}`;
}

/** SPEC §2.5: the back-office button goes to the tab's own back-office path, or /backHome. */
export function backOfficeTarget(menu: Pick<ScreenMenu, 'backOfficePath'> | undefined): string {
  return menu?.backOfficePath ?? BACK_HOME_PATH;
}

/** The tab whose route is the given address (query ignored), looked up in the list its sortId selects first. */
export function screenMenuForAddress(address: string, sortId?: number): ScreenMenu | undefined {
  const path = routePathOf(address);
  const match = (list: readonly ScreenMenu[]) => list.find((menu) => menu.route === path);
  return match(screenMenusBySortId(sortId)) ?? match(ALL_SCREEN_MENUS);
}

/**
 * SPEC §2.5: the back office's switch goes to the large-screen tab whose back-office path matches the
 * current address (query ignored; `menus` gives the search order), otherwise to project overview id 1.
 */
export function largeScreenSwitchTarget(address: string, menus: readonly ScreenMenu[] = ALL_SCREEN_MENUS): string {
  const path = routePathOf(address);
  const menu = menus.find((m) => m.backOfficePath === path);
  return menu === undefined ? DEFAULT_LARGE_SCREEN_TARGET : screenTabTarget(menu);
}

/**
 * 切换大屏 for a viewer (issue 11, docs/decisions/0394): the tab of the viewer's own kind of screen
 * (enterprise, project or supervisory by UserAuthType) whose back-office path matches the address, otherwise
 * that kind's entry point; a viewer of no known type gets SPEC §2.5's rule.
 */
export function ownLargeScreenSwitchTarget(address: string, userAuthType: number | undefined): string {
  const kind = screenListOfUserType(userAuthType);
  if (kind === undefined) return largeScreenSwitchTarget(address);
  const path = routePathOf(address);
  const menu = ALL_SCREEN_MENUS.find((m) => m.list === kind && m.backOfficePath === path);
  return menu === undefined ? screenEntryTarget(kind) : screenTabTarget(menu);
}

/** SPEC §2.3: large-screen mode when the address contains "largescreen", compared case-insensitively. */
export function isLargeScreenAddress(address: string): boolean {
  return address.toLowerCase().includes('largescreen');
}
