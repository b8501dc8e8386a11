import { joinRoutePath } from './join-route-path';
import { mapTree } from './map-tree';
import { messages } from './messages';
import type { MenuNode } from './menu-node';
import type { MenuRoute, MenuRouteKind } from './menu-route';
import { filterMenuTree, isMenuHidden } from './menu-visibility';

/** navigatePageUrlPC value naming the shared back-office layout. */
export const LAYOUT_COMPONENT = 'Layout';

/** Fallback home entry used when the user has no menu permissions (SPEC §2.2). */
export const FALLBACK_HOME_ROUTE: MenuRoute = {
  path: '/',
  name: 'BackHome',
  id: undefined,
  title: messages.home,
  icon: '',
  hidden: false,
  kind: 'layout',
  component: undefined,
  redirect: '/backHome',
  children: [],
};

function kindOf(node: MenuNode): MenuRouteKind {
  if (node.navigatePageUrlPC === LAYOUT_COMPONENT) return 'layout';
  return node.navigatePageUrlPC === '' ? 'plain' : 'component';
}

/** One menu node → route, given its ancestors (root first) and its already-built children. */
export function toMenuRoute(node: MenuNode, children: readonly MenuRoute[], ancestors: readonly MenuNode[]): MenuRoute {
  const kind = kindOf(node);
  const firstChild = children.find((c) => !c.hidden) ?? children[0];
  return {
    path: joinRoutePath(...ancestors.map((a) => a.pagePermission), node.pagePermission),
    name: node.pagePermission,
    id: node.id,
    title: node.textStr,
    icon: node.pcImageUrlStr,
    hidden: isMenuHidden(node),
    kind,
    component: kind === 'component' ? node.navigatePageUrlPC : undefined,
    redirect: firstChild?.path,
    children,
  };
}

/**
 * Routes of SPEC §2.2 from the permission tree for the current menu function type: menu nodes only,
 * filtered by type, three levels nested; the fallback home entry when nothing remains.
 */
export function buildMenuRoutes(tree: readonly MenuNode[], currentMenuFunctionType: number): MenuRoute[] {
  const routes = mapTree(filterMenuTree(tree, currentMenuFunctionType), toMenuRoute);
  return routes.length > 0 ? routes : [FALLBACK_HOME_ROUTE];
}
