import {
  FALLBACK_HOME_ROUTE,
  buildMenuRoutes,
  decideRoute,
  filterRoutesByRoles,
  pageTitle,
  routeMap,
  routePathOf,
  routeTrail,
  type GuardDecision,
  type MenuRoute,
} from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionState } from './session-state';
import { CurrentUserViewModel } from './current-user-view-model';
import { MenuAccessViewModel } from './menu-access-view-model';

/** One sidebar entry: a visible route with its visible children (SPEC §2.4 sidebar). */
export interface SidebarItem {
  readonly path: string;
  readonly title: string;
  readonly icon: string;
  readonly children: readonly SidebarItem[];
}

function toSidebar(routes: readonly MenuRoute[]): SidebarItem[] {
  return routes
    .filter((r) => !r.hidden)
    .map((r) => ({ path: r.path, title: r.title, icon: r.icon, children: toSidebar(r.children) }));
}

/**
 * Routes built from the permission tree of the current company and function type (SPEC §2.2): nested
 * routes, a flat map for deep links and F5, sidebar items, the fallback home entry, and the guard (§2.3).
 */
@injectable()
export class MenuRoutesViewModel {
  constructor(
    @inject(SessionState) private readonly state: SessionState,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
  ) {
    makeAutoObservable<MenuRoutesViewModel, 'state' | 'currentUser' | 'menuAccess'>(this, { state: false, currentUser: false, menuAccess: false }, { autoBind: true });
  }

  /** Nested routes (three levels), or the 首页 fallback when the user holds no menu. */
  get routes(): readonly MenuRoute[] {
    const built = buildMenuRoutes(this.menuAccess.menuTree, this.menuAccess.curMenuFunctionType);
    return filterRoutesByRoles(built, this.currentUser.roles);
  }

  /** True when the user holds no menu permission and only the fallback home entry exists. */
  get isFallback(): boolean {
    return this.routes.length === 1 && this.routes[0]?.name === FALLBACK_HOME_ROUTE.name;
  }

  /** Route path → route, for deep links and F5. */
  get byPath(): Readonly<Record<string, MenuRoute>> {
    return routeMap(this.routes);
  }

  /** Every route path, for registering with the router. */
  get paths(): readonly string[] {
    return Object.keys(this.byPath);
  }

  /**
   * The sidebar menu: visible entries only. The 首页 fallback is a route, not an entry: the sidebar's own 首页
   * (/backHome) already leads there (a role-less user saw 首页 twice; docs/decisions/0627).
   */
  get sidebarItems(): readonly SidebarItem[] {
    return this.isFallback ? [] : toSidebar(this.routes);
  }

  /** The route an address opens (query ignored), or undefined. */
  routeFor(address: string): MenuRoute | undefined {
    return this.byPath[routePathOf(address)];
  }

  /** The matched hierarchy of an address, root first. */
  trailFor(address: string): MenuRoute[] {
    return routeTrail(this.routes, address);
  }

  /** Document title: `<route title> - 智慧工地`, or the title the caller passes for a fixed route. */
  titleFor(address: string, fixedTitle?: string): string {
    return pageTitle(this.routeFor(address)?.title ?? fixedTitle);
  }

  /** The guard's decision for a navigation (SPEC §2.3); on `buildRoutes` call `markInitialised`. */
  decide(address: string): GuardDecision {
    return decideRoute({
      path: address,
      hasToken: this.currentUser.token !== undefined && this.currentUser.token !== '',
      hasUserInfo: this.currentUser.user !== undefined,
      routesBuilt: this.state.initialised,
    });
  }

  /** Routes are registered with the router: later navigations are allowed directly. */
  markInitialised(): void {
    this.state.markInitialised();
  }
}
