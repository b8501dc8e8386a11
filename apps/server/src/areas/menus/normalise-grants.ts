/** A grant as UpdateRoleMenus receives it: a menu node id and the buttons named with it. */
export interface SentGrant {
  readonly menuId: number;
  readonly buttons: readonly string[];
}

/** A menus row as the normalisation reads it. */
export interface GrantedMenu {
  readonly id: number;
  readonly type_str: string;
  readonly parent_id: number | null;
  readonly page_permission: string;
  /** Buttons a sub-page offers. */
  readonly buttons: readonly string[];
  /** True when sub-pages (菜单 nodes) hang under it: a page whose grants are its sub-pages'. */
  readonly has_pages: boolean;
}

/** Where a sent grant lands: its menu, or a button node's sub-page with that button. */
export function foldButtonNodes(grants: readonly SentGrant[], menus: ReadonlyMap<number, GrantedMenu>): SentGrant[] | undefined {
  const out = new Map<number, Set<string>>();
  for (const g of grants) {
    const node = menus.get(g.menuId);
    if (node === undefined) return undefined;
    const isButton = node.type_str === '按钮' && node.parent_id !== null;
    const target = isButton ? node.parent_id! : node.id;
    const set = out.get(target) ?? new Set<string>();
    for (const b of isButton ? [node.page_permission, ...g.buttons] : g.buttons) set.add(b);
    out.set(target, set);
  }
  return [...out.entries()].sort(([a], [b]) => a - b).map(([menuId, set]) => ({ menuId, buttons: [...set].sort() }));
}

/**
 * What is stored of the (folded, checked) grants (docs/decisions/0600): a page's grant is dropped (it is held
 * through its sub-pages), and so is a sub-page's that names none of the buttons it offers — a page with no
 * button left is not granted. A sub-page that offers no button is granted as sent.
 */
export function storedGrants(grants: readonly SentGrant[], menus: ReadonlyMap<number, GrantedMenu>): SentGrant[] {
  return grants.filter((g) => {
    const menu = menus.get(g.menuId);
    if (menu === undefined || menu.has_pages) return false;
    return g.buttons.length > 0 || menu.buttons.length === 0;
  });
}
