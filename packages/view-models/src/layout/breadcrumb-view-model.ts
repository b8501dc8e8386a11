import { BACK_HOME_PATH, FIXED_ROUTES, breadcrumbItems, messages, routePathOf, type BreadcrumbItem, type BreadcrumbSource, type FixedRoute, type MenuRoute } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MenuRoutesViewModel } from '../session/menu-routes-view-model';

function findFixed(routes: readonly FixedRoute[], path: string): FixedRoute | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = findFixed(route.children ?? [], path);
    if (child !== undefined) return child;
  }
  return undefined;
}

/** A level repeating the title of the level after it (消息通知 › 消息通知) is left out: the later one names the page. */
function withoutRepeats(trail: readonly BreadcrumbSource[]): BreadcrumbSource[] {
  return trail.filter((s, i) => s.title === undefined || s.title !== trail[i + 1]?.title);
}

/**
 * Breadcrumb of the back office (SPEC §2.4): 首页, then the matched route hierarchy; levels without a
 * redirect and the last level are plain text, the others link to their menu entry. A fixed route of SPEC §2.1
 * (/deviceManagement/maintenance, /MyAccount/index, …) shows the hierarchy of the menu entry whose page it opens
 * (its component path is the route's path, with or without `/index`), else its own title (docs/decisions/0364).
 */
@injectable()
export class BreadcrumbViewModel {
  address = BACK_HOME_PATH;

  constructor(@inject(MenuRoutesViewModel) private readonly menuRoutes: MenuRoutesViewModel) {
    makeAutoObservable<BreadcrumbViewModel, 'menuRoutes'>(this, { menuRoutes: false }, { autoBind: true });
  }

  get items(): readonly BreadcrumbItem[] {
    const path = routePathOf(this.address);
    const home = { title: messages.home, path: '/', redirect: BACK_HOME_PATH };
    if (path === BACK_HOME_PATH || path === '/') return breadcrumbItems([home]);
    const trail = this.menuRoutes.trailFor(this.address);
    if (trail.length > 0) return breadcrumbItems(withoutRepeats([home, ...trail]));
    const fixed = findFixed(FIXED_ROUTES, path);
    if (fixed === undefined) return breadcrumbItems([home]);
    const entry = this.menuEntryOf(fixed.path);
    if (entry !== undefined) return breadcrumbItems(withoutRepeats([home, ...this.menuRoutes.trailFor(entry.path)]));
    return breadcrumbItems(fixed.title === undefined ? [home] : [home, { title: fixed.title, path }]);
  }

  /** The menu entry opening the page of a fixed route: its component is the route's path, with or without `/index`. */
  private menuEntryOf(path: string): MenuRoute | undefined {
    const components = [path.slice(1), `${path.slice(1)}/index`];
    return Object.values(this.menuRoutes.byPath).find((r) => r.component !== undefined && components.includes(r.component));
  }

  setAddress(address: string): void {
    this.address = address;
  }
}
