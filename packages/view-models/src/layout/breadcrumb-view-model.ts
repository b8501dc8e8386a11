import { BACK_HOME_PATH, FIXED_ROUTES, breadcrumbItems, messages, routePathOf, type BreadcrumbItem, type FixedRoute } from '@worksite/permissions';
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

/**
 * Breadcrumb of the back office (SPEC §2.4): 首页, then the matched route hierarchy; levels without a
 * redirect and the last level are plain text, the others link to their menu entry.
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
    if (trail.length > 0) return breadcrumbItems([home, ...trail]);
    const fixed = findFixed(FIXED_ROUTES, path);
    return breadcrumbItems(fixed?.title === undefined ? [home] : [home, { title: fixed.title, path }]);
  }

  setAddress(address: string): void {
    this.address = address;
  }
}
