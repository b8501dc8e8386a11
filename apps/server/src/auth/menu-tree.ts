import type { Queryable } from '../db/database';
import type { Grants } from './grants';

/** A node of the permission tree as the server sends it (camelCase form; SPEC §3 menu node). */
export interface MenuTreeNode {
  id: string;
  pagePermission: string;
  textStr: string;
  pcImageUrlStr: string;
  isShowStr: '是' | '否';
  isShow: 0 | 1;
  typeStr: string;
  menuFunctionType: number;
  navigatePageUrlPC: string;
  navigateUrlPc: string;
  /** Buttons held on this node (sub-pages). */
  permission: string[];
  children: MenuTreeNode[];
}

/** A row of `menus` as the tree reads it. */
export interface MenuRow {
  id: number;
  parent_id: number | null;
  page_permission: string;
  text_str: string;
  icon: string;
  is_show: boolean;
  type_str: string;
  menu_function_type: number;
  navigate_page_url_pc: string;
  navigate_url_pc: string;
}

/**
 * The caller's permission tree: granted sub-pages (with their granted button nodes) under their pages,
 * in menu order. System administrators (`grants.all`) receive the whole tree.
 */
export async function loadMenuTree(q: Queryable, grants: Grants): Promise<MenuTreeNode[]> {
  const rows = await q.many<MenuRow>(
    `SELECT id, parent_id, page_permission, text_str, icon, is_show, type_str, menu_function_type,
            navigate_page_url_pc, navigate_url_pc
       FROM menus ORDER BY sort, id`,
  );
  return menuTreeOf(rows, grants);
}

/** The tree `grants` shows of the menu rows (in menu order): see loadMenuTree. */
export function menuTreeOf(rows: readonly MenuRow[], grants: Grants): MenuTreeNode[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const r of rows) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);

  const build = (row: MenuRow, inheritedButtons: readonly string[] | undefined): MenuTreeNode | undefined => {
    const granted = grants.all || grants.menuIds.has(row.id);
    const buttons = grants.all ? undefined : granted ? grants.buttonsByMenu.get(row.id) ?? [] : inheritedButtons;
    if (row.type_str === '按钮') {
      if (!grants.all && !(inheritedButtons ?? []).includes(row.page_permission)) return undefined;
    }
    const children: MenuTreeNode[] = [];
    for (const c of byParent.get(row.id) ?? []) {
      const node = build(c, granted ? buttons ?? [] : inheritedButtons);
      if (node) children.push(node);
    }
    const isButton = row.type_str === '按钮';
    if (!grants.all && !isButton && !granted && !children.some((c) => c.typeStr !== '按钮')) return undefined;
    return {
      id: String(row.id),
      pagePermission: row.page_permission,
      textStr: row.text_str,
      pcImageUrlStr: row.icon,
      isShowStr: row.is_show ? '是' : '否',
      isShow: row.is_show ? 1 : 0,
      typeStr: row.type_str,
      menuFunctionType: row.menu_function_type,
      navigatePageUrlPC: row.navigate_page_url_pc,
      navigateUrlPc: row.navigate_url_pc,
      permission: grants.all ? children.filter((c) => c.typeStr === '按钮').map((c) => c.pagePermission) : granted ? [...(buttons ?? [])] : [],
      children,
    };
  };
  const out: MenuTreeNode[] = [];
  for (const r of byParent.get(null) ?? []) {
    const node = build(r, undefined);
    if (node) out.push(node);
  }
  return out;
}

/** The same tree with PascalCase keys, as the login answer's `MenuPermissions` carries it. */
export function toPascalTree(nodes: readonly MenuTreeNode[]): Record<string, unknown>[] {
  return nodes.map((n) => ({
    ID: n.id,
    PagePermission: n.pagePermission,
    TextStr: n.textStr,
    PcImageUrlStr: n.pcImageUrlStr,
    IsShowStr: n.isShowStr,
    IsShow: n.isShow,
    TypeStr: n.typeStr,
    MenuFunctionType: n.menuFunctionType,
    NavigatePageUrlPC: n.navigatePageUrlPC,
    NavigateUrlPc: n.navigateUrlPc,
    Permission: n.permission,
    Children: toPascalTree(n.children),
  }));
}
