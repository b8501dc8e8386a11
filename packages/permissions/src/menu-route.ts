/** How a menu route renders (SPEC §2.2): in the shared layout, its own component, or a plain page. */
export type MenuRouteKind = 'layout' | 'component' | 'plain';

/** A route derived from one menu node (SPEC §2.2). */
export interface MenuRoute {
  /** Parent path plus own key, e.g. `/deviceManage/Maintenance/template`. */
  readonly path: string;
  /** Route name: the node's page key. */
  readonly name: string;
  /** Menu node id, when the server sent one. */
  readonly id: string | undefined;
  readonly title: string;
  readonly icon: string;
  /** Reachable but left out of the sidebar. */
  readonly hidden: boolean;
  readonly kind: MenuRouteKind;
  /** Component path from navigatePageUrlPC when kind is 'component'. */
  readonly component: string | undefined;
  /** Path of the first visible child (else first child) for a parent; undefined for a leaf. */
  readonly redirect: string | undefined;
  /** Roles on route metadata; menu-built routes carry none (SPEC §6). */
  readonly roles?: readonly string[];
  readonly children: readonly MenuRoute[];
}
