import { FIXED_ROUTES, ROOT_REDIRECT, flattenTree, type FixedRoute } from '@worksite/permissions';
import { lazy, useEffect } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { BackOfficeLayout } from '../layout/back-office-layout';
import NotFoundPage from '../pages/not-found-page';
// The login form is in the first load (a small page on components the app loads anyway): /login paints it with
// the first render, not after a chunk round trip behind a spinner (docs/decisions/0629).
import { LoginPage } from '../pages/login-page';
import { FIXED_ROUTE_TITLES } from '../messages';
import { MenuRoutePage } from './menu-route-page';
import { FixedPage } from './fixed-page';
import { RouteFrame } from './route-frame';
import { Suspended } from '../widgets/suspended';

/** Large screens (and later their Highcharts/OpenLayers code) load only when a screen opens. */
const LargeScreenPage = lazy(() => import('../pages/large-screen/large-screen-page'));
const RegisterPage = lazy(() => import('../pages/register-page'));
const StandalonePage = lazy(() => import('../pages/standalone-page'));
const BackHomePage = lazy(() => import('../pages/back-home-page'));

const SCREEN_AREAS: readonly FixedRoute['area'][] = ['largeScreen', 'screenEntry', 'videoMonitoring', 'inspectionInstitute', 'readyMixPlant'];

/** Component path of the back-office fixed routes that have a page of their own (SPEC §2.1). */
const BACK_OFFICE_COMPONENTS: Readonly<Record<string, string>> = {
  '/MyAccount/index': 'MyAccount/index',
  '/MessageNotification/MessageNotifications': 'MessageNotification/MessageNotifications',
  '/deviceManagement/maintenance': 'deviceManagement/maintenance/index',
  '/projectManage/crmProject': 'projectManage/crmProject/index',
  '/ProductionScreen': 'ProductionScreen',
  '/ProjectScreen/concrete': 'ProjectScreen/concrete',
};

function backOfficeRoute(route: FixedRoute): RouteObject {
  if (route.path === ROOT_REDIRECT) return { path: route.path, element: <Suspended><BackHomePage /></Suspended> };
  const title = route.title ?? FIXED_ROUTE_TITLES[route.path] ?? '';
  return {
    path: route.path,
    element: (
      <Suspended>
        <FixedPage path={route.path} component={BACK_OFFICE_COMPONENTS[route.path]} title={title} />
      </Suspended>
    ),
  };
}

function screenRoute(route: FixedRoute): RouteObject {
  if (route.redirect !== undefined) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  return { path: route.path, element: <Suspended dark><LargeScreenPage /></Suspended> };
}

function standaloneRoute(route: FixedRoute): RouteObject {
  if (route.path === '/404') return { path: route.path, element: <NotFoundPage /> };
  if (route.path === '/login') return { path: route.path, element: <LoginPage /> };
  if (route.path === '/register') return { path: route.path, element: <Suspended><RegisterPage /></Suspended> };
  return { path: route.path, element: <Suspended><StandalonePage title={FIXED_ROUTE_TITLES[route.path] ?? ''} /></Suspended> };
}

/** The route table: SPEC §2.1 fixed routes from `FIXED_ROUTES`, then permission-built routes inside the layout. */
function appRoutes(): RouteObject[] {
  const fixed = flattenTree<FixedRoute>(FIXED_ROUTES);
  const open = fixed.filter((r) => r.area === 'open' || r.area === 'standalone').map(standaloneRoute);
  const screens = fixed.filter((r) => SCREEN_AREAS.includes(r.area) && (r.children === undefined || r.redirect !== undefined)).map(screenRoute);
  const backOffice = fixed.filter((r) => r.area === 'backOffice').map(backOfficeRoute);
  return [
    {
      element: <RouteFrame />,
      children: [
        { path: '/', element: <Navigate to={ROOT_REDIRECT} replace /> },
        ...open,
        ...screens,
        {
          element: <BackOfficeLayout />,
          children: [...backOffice, { path: '*', element: <MenuRoutePage /> }],
        },
      ],
    },
  ];
}

const routes = appRoutes();

/**
 * The route table rendered inside a <BrowserRouter> (declarative mode: no loaders are used, and it keeps the
 * data router's code out of the first load, docs/decisions/0092); hands `navigate` to the AppNavigator port.
 */
export function AppRoutes({ onNavigate }: { onNavigate: (navigate: (to: string, options?: { replace?: boolean }) => void) => void }) {
  const navigate = useNavigate();
  useEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  return useRoutes(routes);
}
