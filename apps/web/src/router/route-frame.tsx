import { Notifier } from '@worksite/contract';
import { BackOfficeModeViewModel, CompanySwitchViewModel, LayoutViewModel, MenuRoutesViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { routeTitle } from './route-title';

/**
 * The route guard of SPEC §2.3 around every route: redirects (`/` → /backHome, no token → /login?redirect=…),
 * 您已经登录 on /login when signed in, routes built from the stored permission tree on the first navigation
 * (so F5 on a permission-built route finds it; then refreshed from the server), the back-office mode of a /backHome variant (before paint, so
 * the sidebar never shows the other mode's menus), the page title `<title> - 智慧工地`, large-screen mode.
 */
export const RouteFrame = observer(function RouteFrame() {
  const location = useLocation();
  const menuRoutes = useInjection(MenuRoutesViewModel);
  const layout = useInjection(LayoutViewModel);
  const mode = useInjection(BackOfficeModeViewModel);
  const notifier = useInjection<Notifier>(Notifier);
  const companySwitch = useInjection(CompanySwitchViewModel);
  const address = `${location.pathname}${location.search}`;
  const decision = menuRoutes.decide(address);

  useLayoutEffect(() => {
    mode.visit(address);
  }, [address, mode]);

  useEffect(() => {
    if (decision.kind !== 'buildRoutes') return;
    menuRoutes.markInitialised();
    // The stored tree may be stale (a role's grants changed since sign-in): fetch it again once per load, so
    // a removed menu leaves the sidebar and routes on the next load (docs/decisions/0330).
    void companySwitch.refreshPermissions();
  }, [decision.kind, menuRoutes, companySwitch]);

  useEffect(() => {
    if (decision.kind === 'allowWithMessage') notifier.success(decision.message);
    // Once per navigation (the location key changes on each), not when signing in on /login itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // A route without a title of its own takes the name its page gives itself (404, a large screen; 0394).
  const title = menuRoutes.titleFor(address, routeTitle(location.pathname, menuRoutes.byPath) ?? layout.pageName);
  useEffect(() => {
    document.title = title;
    layout.routeChanged(address);
  }, [title, address, layout]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'buildRoutes') return null;
  return <Outlet />;
});
