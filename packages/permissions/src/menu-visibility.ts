import { filterTree } from './filter-tree';
import { messages } from './messages';
import type { MenuNode } from './menu-node';

/** Titles always included whatever the menu function type (SPEC §2.2). */
export const ALWAYS_INCLUDED_TITLES: readonly string[] = [messages.myAccount, messages.messageNotices];

/** SPEC §2.2: hidden when isShowStr (or a textual isShow) says 否, unless isShow equals 1. */
export function isMenuHidden(node: Pick<MenuNode, 'isShow' | 'isShowStr'>): boolean {
  return node.isShowStr === messages.hidden && node.isShow !== 1;
}

/** True for 我的账户 and 消息通知, which skip the menu-function-type filter. */
export function isAlwaysIncluded(node: Pick<MenuNode, 'textStr'>): boolean {
  return ALWAYS_INCLUDED_TITLES.includes(node.textStr);
}

/**
 * SPEC §2.2 filter by the current menu function type: type 0 hides type-1 entries, any other value
 * hides type-0 entries. Entries without a type, or of type 2 or 3, pass.
 */
export function passesMenuFunctionType(node: Pick<MenuNode, 'menuFunctionType' | 'textStr'>, current: number): boolean {
  if (isAlwaysIncluded(node)) return true;
  return current === 0 ? node.menuFunctionType !== 1 : node.menuFunctionType !== 0;
}

/**
 * The menu nodes that become routes: menu-type nodes only, passing the function-type filter, at every
 * depth. Hidden nodes stay (they become routes flagged hidden, reachable but not in the sidebar). An always
 * included entry brings its sub-pages with it (个人信息 under 我的账户, 报警通知 under 消息通知): included without
 * its pages it would be an empty group in the other back office (docs/decisions/0363).
 */
export function filterMenuTree(tree: readonly MenuNode[], current: number): MenuNode[] {
  return filterTree(
    tree,
    (node, ancestors) => node.kind === 'menu' && (ancestors.some(isAlwaysIncluded) || passesMenuFunctionType(node, current)),
  );
}
