import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../pages/page-props';

type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * navigatePageUrlPC component path → page module (SPEC §2.2). Every page is its own lazy chunk; a path the
 * registry does not know renders the under-construction page (SPEC: never blank, never a crash).
 */
const loaders: Readonly<Record<string, PageLoader>> = {
  'deviceManagement/maintenance/index': () => import('../pages/template/template-page'),
  'MyAccount/index': () => import('../pages/my-account-page'),
  'MessageNotification/MessageNotifications': () => import('../pages/message-notifications-page'),
  'LargeScreen/EnterpriseScreen/overview': () => import('../pages/large-screen-link-page'),
  'LargeScreen/ProjectScreen/projectOverview': () => import('../pages/large-screen-link-page'),
  'LargeScreen/SupervisoryScreen/overview': () => import('../pages/large-screen-link-page'),
};

const underConstruction: PageLoader = () => import('../pages/under-construction-page');

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazy page for a component path (one instance per path, so React keeps its state across renders). */
export function pageFor(component: string | undefined): LazyExoticComponent<ComponentType<PageProps>> {
  const key = component !== undefined && component in loaders ? component : '';
  let page = cache.get(key);
  if (page === undefined) {
    page = lazy(key === '' ? underConstruction : loaders[key]);
    cache.set(key, page);
  }
  return page;
}

/** True when a component path has a page of its own (not the under-construction page). */
export function hasOwnPage(component: string | undefined): boolean {
  return component !== undefined && component in loaders;
}
