import type { MenuNode } from '@worksite/permissions';

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
  readonly children: readonly GrantNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The grant tree from the whole menu tree (GetMenuTree): menus with their sub-menus, buttons under their menu. */
export function toGrantNodes(menus: readonly MenuNode[]): GrantNode[] {
  const out: GrantNode[] = [];
  for (const m of menus) {
    const menuId = Number(m.id);
    if (m.kind !== 'menu' || !Number.isInteger(menuId)) continue;
    const buttons: GrantNode[] = m.children
      .filter((c) => c.kind === 'button')
      .map((b) => ({ key: `b${menuId}:${b.pagePermission}`, kind: 'button', menuId, button: b.pagePermission, label: b.textStr, children: [] }));
    out.push({ key: `m${menuId}`, kind: 'menu', menuId, label: m.textStr, children: [...toGrantNodes(m.children), ...buttons] });
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
 * The grants being edited, as the server stores them (menu id → buttons), with the tri-state checkbox rules:
 * a leaf menu is checked when granted with all its buttons, indeterminate when granted with some; a menu
 * above is checked when every leaf under it is, unchecked when none is granted; checking a menu grants every
 * leaf under it with all buttons, unchecking removes them (and any grant on the menus themselves); checking a
 * button grants its menu. Grants of menus the tree does not show are kept as they were.
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

  /** Flips a checkbox: checked → unchecked (with everything under it); unchecked or indeterminate → checked. */
  toggle(node: GrantNode): void {
    const on = this.stateOf(node) !== 'checked';
    if (node.kind === 'button') {
      const held = this.granted.get(node.menuId) ?? new Set<string>();
      if (on) held.add(node.button!);
      else held.delete(node.button!);
      this.granted.set(node.menuId, held);
      return;
    }
    if (on) for (const leaf of leafMenus(node)) this.granted.set(leaf.menuId, new Set(buttonsOf(leaf)));
    else for (const menu of menusUnder(node)) this.granted.delete(menu.menuId);
  }

  /** What UpdateRoleMenus receives, in menu id order, buttons sorted. */
  toGrants(): MenuGrant[] {
    return [...this.granted.entries()].sort(([a], [b]) => a - b).map(([menuId, set]) => ({ menuId, buttons: [...set].sort() }));
  }
}
