import { BUTTON_NAMES, isButtonName, type ButtonName } from './button-name';
import { findTrail } from './find-trail';
import type { MenuNode } from './menu-node';

const sameKey = (a: string, b: string): boolean => a.replace(/^\/+|\/+$/g, '') === b.replace(/^\/+|\/+$/g, '');

/** The sub-page node under a top-level page (any depth below it); undefined when either is missing. */
export function findSubPage(tree: readonly MenuNode[], page: string, subPage: string): MenuNode | undefined {
  const pageNode = tree.find((n) => sameKey(n.pagePermission, page));
  if (pageNode === undefined) return undefined;
  const trail = findTrail(pageNode.children, (n) => n.kind !== 'button' && sameKey(n.pagePermission, subPage));
  return trail[trail.length - 1];
}

/** Button names held by a sub-page node: its Permission list plus button-type children's keys. */
export function buttonsOf(node: MenuNode): ButtonName[] {
  const held = [...node.permission, ...node.children.filter((c) => c.kind === 'button').map((c) => c.pagePermission)];
  return BUTTON_NAMES.filter((b) => held.includes(b));
}

/** SPEC §5 button visibility: shown only when held under the page and sub-page; a missing or empty list hides it. */
export function hasButton(tree: readonly MenuNode[], page: string, subPage: string, button: ButtonName): boolean {
  if (!isButtonName(button)) return false;
  const node = findSubPage(tree, page, subPage);
  return node !== undefined && buttonsOf(node).includes(button);
}

/** All eight buttons of one page and sub-page as a flat map of booleans, for the UI. */
export function buttonMap(tree: readonly MenuNode[], page: string, subPage: string): Readonly<Record<ButtonName, boolean>> {
  const node = findSubPage(tree, page, subPage);
  const held = node === undefined ? [] : buttonsOf(node);
  const map = {} as Record<ButtonName, boolean>;
  for (const b of BUTTON_NAMES) map[b] = held.includes(b);
  return map;
}
