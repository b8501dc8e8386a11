import { MenuRoutesViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import NotFoundPage from '../pages/not-found-page';
import { pageFor } from './page-registry';

/**
 * Every address inside the back office that no fixed route took: the permission-built route of that path
 * (SPEC §2.2), its page from the registry by navigatePageUrlPC; a parent goes to its first child; else 404.
 */
export const MenuRoutePage = observer(function MenuRoutePage() {
  const location = useLocation();
  const menuRoutes = useInjection(MenuRoutesViewModel);
  const route = menuRoutes.routeFor(location.pathname);
  if (route === undefined) return <NotFoundPage />;
  if (route.kind === 'layout' && route.redirect !== undefined && route.redirect !== location.pathname) {
    return <Navigate to={route.redirect} replace />;
  }
  const trail = menuRoutes.trailFor(location.pathname);
  const Page = pageFor(route.component);
  return <Page key={route.path} title={route.title} pageKey={trail[0]?.name} subPageKey={trail.length > 1 ? route.name : undefined} />;
});
