import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../pages/page-props';

type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

function monitorPage() {
  return import('../pages/monitoring/telemetry-monitor-page');
}

/**
 * navigatePageUrlPC component path → page module (SPEC §2.2). Every page is its own lazy chunk. A path the
 * registry does not name but whose menu entry lists a declared record type with a list call renders the
 * generic record page for that type (docs/decisions/0325); any other path renders the under-construction page
 * (SPEC: never blank, never a crash). Which of the two is decided in a lazy chunk, with the declarations, so
 * the first load does not carry them (docs/decisions/0415). The menu paths named here are also the contract's
 * SCREEN_COMPONENTS (the grant tree offers only served pages, 0601; page-registry.test.ts holds the two equal).
 */
const loaders: Readonly<Record<string, PageLoader>> = {
  'MyAccount/index': () => import('../pages/my-account-page'),
  'MessageNotification/MessageNotifications': () => import('../pages/message-notifications-page'),
  'MessageNotification/alarmNotice': () => import('../pages/alarm-notices-page'),
  'LargeScreen/EnterpriseScreen/overview': () => import('../pages/large-screen-link-page'),
  'LargeScreen/ProjectScreen/projectOverview': () => import('../pages/large-screen-link-page'),
  'LargeScreen/SupervisoryScreen/overview': () => import('../pages/large-screen-link-page'),
  'carmanage/transport/index': () => import('../pages/record/record-page').then((m) => ({ default: m.TransportRecordsPage })),
  ProductionScreen: () => import('../pages/large-screen/large-screen-page').then((m) => ({ default: m.ProductionScreenPage })),
  'ProjectScreen/concrete': () => import('../pages/large-screen/large-screen-page').then((m) => ({ default: m.ConcreteProjectScreenPage })),
  // Live readings and history of a device kind (docs/decisions/0383).
  'environment/dustMonitor/index': monitorPage,
  'gasDetection/gasRecord/index': monitorPage,
  'projectManage/taskList/index': () => import('../pages/project-overview/project-overview-page'),
};

/** The component paths with a screen of their own. */
export const screenPaths: readonly string[] = Object.keys(loaders);

const underConstruction: PageLoader = () => import('../pages/under-construction-page');

/** Paths of generic record pages for types that are views of a declared one (供应商 = organisations flagged as suppliers, 0332). */
const recordViews: Readonly<Record<string, string>> = {
  'orgManage/supplier/index': 'supplier',
};

/** The generic record page bound to one record type: its own lazy component per route (0325). */
function recordPage(typeName: string): PageLoader {
  return () => import('../pages/record/record-page').then((m) => ({ default: m.recordPageFor(typeName) }));
}

function loaderFor(component: string | undefined): [string, PageLoader] {
  if (component === undefined) return ['', underConstruction];
  if (component in loaders) return [component, loaders[component]!];
  const view = recordViews[component];
  if (view !== undefined) return [`record:${view}`, recordPage(view)];
  return [`declared:${component}`, () => import('../pages/record/declared-page').then((m) => m.declaredPage(component))];
}

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazy page for a component path (one instance per path, so React keeps its state across renders). */
export function pageFor(component: string | undefined): LazyExoticComponent<ComponentType<PageProps>> {
  const [key, loader] = loaderFor(component);
  let page = cache.get(key);
  if (page === undefined) {
    page = lazy(loader);
    cache.set(key, page);
  }
  return page;
}
