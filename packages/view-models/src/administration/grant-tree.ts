import { messages as permissionMessages, type MenuNode } from '@worksite/permissions';

/** A role's grant of one menu: the menu id and the buttons held there (the wire shape of UpdateRoleMenus). */
export interface MenuGrant {
  readonly menuId: number;
  readonly buttons: readonly string[];
}

/** A checkbox of the grant tree: a page or sub-page (`menu`) or a button of its sub-page. */
export interface GrantNode {
  /** Stable key of the checkbox: `m<menuId>` or `b<menuId>:<button>`. */
  readonly key: string;
  readonly kind: 'menu' | 'button';
  /** The menu the grant is stored on: the node itself, or a button's sub-page. */
  readonly menuId: number;
  /** Button name (add, edit …) of a button node. */
  readonly button?: string;
  /** Menu / button name as the menu tree writes it. */
  readonly label: string;
  /** menuFunctionType of a menu node: the back office it belongs to (0 enterprise, 1 project, 2 supervision). */
  readonly functionType?: number;
  readonly children: readonly GrantNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** Whether the product serves a page at a menu's component path (navigatePageUrlPC). */
export type ServedPage = (component: string) => boolean;

/**
 * The grant tree from the whole menu tree (GetMenuTree): menus with their sub-menus, buttons under their menu.
 * Only pages that exist (docs/decisions/0601): a sub-page (a menu without sub-menus) whose component `served`
 * does not know is left out with its buttons, and a page left without sub-pages with it.
 */
export function toGrantNodes(menus: readonly MenuNode[], served: ServedPage = () => true): GrantNode[] {
  const out: GrantNode[] = [];
  for (const m of menus) {
    const menuId = Number(m.id);
    if (m.kind !== 'menu' || !Number.isInteger(menuId)) continue;
    const subMenus = m.children.filter((c) => c.kind === 'menu');
    if (subMenus.length === 0 && !served(m.navigatePageUrlPC)) continue;
    const pages = toGrantNodes(subMenus, served);
    if (subMenus.length > 0 && pages.length === 0) continue;
    const buttons: GrantNode[] = m.children
      .filter((c) => c.kind === 'button')
      .map((b) => ({ key: `b${menuId}:${b.pagePermission}`, kind: 'button', menuId, button: b.pagePermission, label: b.textStr, children: [] }));
    out.push({ key: `m${menuId}`, kind: 'menu', menuId, label: m.textStr, functionType: m.menuFunctionType, children: [...pages, ...buttons] });
  }
  return out;
}

/** A menu with no sub-menu: where a role's grant (and its buttons) is stored. */
const isLeafMenu = (node: GrantNode): boolean => node.kind === 'menu' && !node.children.some((c) => c.kind === 'menu');

/** Every leaf menu at or under `node`. */
function leafMenus(node: GrantNode): GrantNode[] {
  if (node.kind === 'button') return [];
  if (isLeafMenu(node)) return [node];
  return node.children.flatMap(leafMenus);
}

/** Every menu at or under `node` (itself included). */
function menusUnder(node: GrantNode): GrantNode[] {
  if (node.kind === 'button') return [];
  return [node, ...node.children.flatMap(menusUnder)];
}

const buttonsOf = (menu: GrantNode): string[] => menu.children.filter((c) => c.kind === 'button').map((c) => c.button!);

/**
 * The grants being edited, as the server stores them (menu id → buttons), with the checkbox rules of
 * docs/decisions/0600: a leaf menu is checked when granted with all its buttons, indeterminate when granted
 * with some, unchecked when not granted; a menu above is checked when every leaf under it is, unchecked when
 * nothing under it is granted. A click on a menu that holds anything (checked or indeterminate) revokes it with
 * everything under it; on an unchecked one it grants every leaf under it with all buttons. Checking a button
 * grants its menu; unchecking a menu's last button revokes the menu. Grants of menus the tree does not show are
 * kept as they were.
 */
export class GrantSelection {
  private readonly granted = new Map<number, Set<string>>();

  constructor(grants: readonly MenuGrant[] = []) {
    for (const g of grants) this.granted.set(g.menuId, new Set(g.buttons));
  }

  stateOf(node: GrantNode): CheckState {
    if (node.kind === 'button') return this.granted.get(node.menuId)?.has(node.button!) === true ? 'checked' : 'unchecked';
    if (isLeafMenu(node)) {
      const held = this.granted.get(node.menuId);
      if (held === undefined) return 'unchecked';
      return buttonsOf(node).every((b) => held.has(b)) ? 'checked' : 'indeterminate';
    }
    const states = node.children.filter((c) => c.kind === 'menu').map((c) => this.stateOf(c));
    if (states.every((s) => s === 'checked')) return 'checked';
    if (states.every((s) => s === 'unchecked') && !this.granted.has(node.menuId)) return 'unchecked';
    return 'indeterminate';
  }

  /** One click on a checkbox: see the class. */
  toggle(node: GrantNode): void {
    if (node.kind === 'button') return this.toggleButton(node);
    if (this.stateOf(node) === 'unchecked') for (const l of leafMenus(node)) this.granted.set(l.menuId, new Set(buttonsOf(l)));
    else for (const menu of menusUnder(node)) this.granted.delete(menu.menuId);
  }

  /** A button: on grants its menu with it; off takes it away, and the menu with it when no button is left. */
  private toggleButton(node: GrantNode): void {
    const held = this.granted.get(node.menuId) ?? new Set<string>();
    if (!held.has(node.button!)) {
      this.granted.set(node.menuId, held.add(node.button!));
      return;
    }
    held.delete(node.button!);
    if (held.size === 0) this.granted.delete(node.menuId);
  }

  /** What UpdateRoleMenus receives, in menu id order, buttons sorted. */
  toGrants(): MenuGrant[] {
    return [...this.granted.entries()].sort(([a], [b]) => a - b).map(([menuId, set]) => ({ menuId, buttons: [...set].sort() }));
  }
}

/** The grant tree's top-level pages under the heading of their back office (docs/decisions/0602). */
export interface GrantGroup {
  readonly key: string;
  readonly title: string;
  readonly nodes: readonly GrantNode[];
}

/** Headings by menuFunctionType (the catalogue's 0 and 1; 2 is the alternate login variant's supervision). */
const BACK_OFFICES: readonly (readonly [number, string])[] = [
  [0, permissionMessages.enterpriseBackOffice],
  [1, permissionMessages.projectBackOffice],
  [2, permissionMessages.supervisoryBackOffice],
];

/** The back office of a page: its menuFunctionType; any other (or none) is the enterprise one, the catalogue's default. */
const officeOf = (node: GrantNode): number => (node.functionType === 1 || node.functionType === 2 ? node.functionType : 0);

/** Top-level pages grouped by back office (enterprise, project, supervision), each group in menu order; empty groups left out. */
export function grantGroups(nodes: readonly GrantNode[]): GrantGroup[] {
  return BACK_OFFICES.map(([type, title]) => ({ key: `office-${type}`, title, nodes: nodes.filter((n) => officeOf(n) === type) })).filter(
    (g) => g.nodes.length > 0,
  );
}
