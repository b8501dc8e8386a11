import { toMenuNodes, type MenuNode } from '@worksite/contract';
import type { Queryable } from '../db/database';

/** The `meta` row holding the catalogue menu ids this database has been offered (docs/decisions/0410). */
const OFFERED_KEY = 'menu-catalogue';

/** One catalogue node as a menus row. */
interface CatalogueRow {
  id: number;
  parentId: number | null;
  pagePermission: string;
  text: string;
  icon: string;
  isShow: boolean;
  isButton: boolean;
  menuFunctionType: number;
  url: string;
  /** Buttons a sub-page offers: the permissions of its 按钮 children. */
  buttons: string[];
  sort: number;
}

/** The contract's menu catalogue (page → sub-page → buttons) as rows, parents before children. */
export function catalogueRows(nodes: readonly MenuNode[] = toMenuNodes()): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  const walk = (node: MenuNode, parentId: number | null, sort: number): void => {
    const children = node.children ?? [];
    rows.push({
      id: Number(node.id),
      parentId,
      pagePermission: node.pagePermission ?? '',
      text: node.textStr ?? '',
      icon: node.pcImageUrlStr ?? '',
      isShow: node.isShowStr !== '否',
      isButton: node.typeStr === '按钮',
      menuFunctionType: node.menuFunctionType ?? 0,
      url: node.navigatePageUrlPC ?? '',
      buttons: children.filter((c) => c.typeStr === '按钮').map((c) => c.pagePermission ?? ''),
      sort,
    });
    children.forEach((c, i) => walk(c, Number(node.id), i));
  };
  nodes.forEach((n, i) => walk(n, null, i));
  return rows;
}

/** What a sync changed. */
export interface MenuSyncResult {
  /** Catalogue nodes written (pages, sub-pages, buttons). */
  readonly added: number[];
  /** Ids offered now that another row already held (an administrator's own menu); left as they were. */
  readonly taken: number[];
  /** Roles that held the whole menu and were granted the new sub-pages and buttons. */
  readonly grantedRoles: number[];
}

/**
 * Brings the database's menu tree up to the contract's catalogue (docs/decisions/0410), at every start and as
 * the first demo-data step: nodes the database has never been offered are inserted with their stable ids, new
 * buttons are added to their sub-page's button list, and the roles that held the whole menu before (every
 * sub-page, every button: the companies' 管理员) receive the new sub-pages and buttons. A node an administrator
 * removed stays removed (the offered ids are kept in `meta`); everything else an administrator changed — names,
 * order, visibility, other roles' grants — is left alone.
 *
 * Runs inside the caller's transaction; takes an advisory lock so two processes starting together sync once.
 */
export async function syncMenuCatalogue(q: Queryable, rows: readonly CatalogueRow[] = catalogueRows()): Promise<MenuSyncResult> {
  await q.exec('SELECT pg_advisory_xact_lock(7243002)');
  const existing = new Set((await q.many<{ id: number }>('SELECT id FROM menus')).map((r) => r.id));
  const meta = await q.one<{ value: number[] }>('SELECT value FROM meta WHERE key = $1', [OFFERED_KEY]);
  // A database from before this sync was offered what it holds.
  const offered = new Set(meta ? meta.value : existing);
  const fresh = rows.filter((r) => !offered.has(r.id));
  if (fresh.length === 0) return { added: [], taken: [], grantedRoles: [] };

  const fullRoles =
    existing.size === 0
      ? []
      : (
          await q.many<{ id: number }>(
            `SELECT r.id FROM roles r
              WHERE r.if_del = 0
                AND NOT EXISTS (
                  SELECT 1 FROM menus m JOIN menus p ON p.id = m.parent_id
                   WHERE m.type_str = '菜单'
                     AND NOT EXISTS (SELECT 1 FROM role_menus rm WHERE rm.role_id = r.id AND rm.menu_id = m.id AND rm.buttons @> m.buttons))
              ORDER BY r.id`,
          )
        ).map((r) => r.id);

  const added: number[] = [];
  const taken: number[] = [];
  const inserted = new Set<number>();
  const grantTargets = new Set<number>();
  for (const r of fresh) {
    if (r.parentId !== null && !existing.has(r.parentId) && !inserted.has(r.parentId)) continue; // its parent was removed
    if (r.isButton) {
      // A button is a node and an entry of its sub-page's list (grants pick from the list).
      await q.exec('UPDATE menus SET buttons = array_append(buttons, $2) WHERE id = $1 AND NOT ($2 = ANY (buttons))', [r.parentId, r.pagePermission]);
    }
    const row = await q.one<{ id: number }>(
      `INSERT INTO menus (id, parent_id, page_permission, text_str, icon, is_show, type_str, menu_function_type, navigate_page_url_pc, buttons, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [r.id, r.parentId, r.pagePermission, r.text, r.icon, r.isShow, r.isButton ? '按钮' : '菜单', r.menuFunctionType, r.url, r.isButton ? [] : r.buttons, r.sort],
    );
    if (!row) {
      taken.push(r.id);
      continue;
    }
    added.push(r.id);
    inserted.add(r.id);
    // Grants are per sub-page (a menu node under a page): a new one, or the sub-page of a new button.
    if (r.isButton) grantTargets.add(r.parentId!);
    else if (r.parentId !== null) grantTargets.add(r.id);
  }
  if (fullRoles.length > 0 && grantTargets.size > 0) {
    // Each full role gets the new sub-pages with their buttons, and the new buttons of the sub-pages it holds.
    await q.exec(
      `INSERT INTO role_menus (role_id, menu_id, buttons)
       SELECT r.id, m.id, m.buttons FROM unnest($1::int[]) AS r(id) JOIN menus m ON m.id = ANY ($2::int[])
       ON CONFLICT (role_id, menu_id) DO UPDATE
         SET buttons = role_menus.buttons || ARRAY(SELECT b FROM unnest(EXCLUDED.buttons) AS b WHERE NOT (b = ANY (role_menus.buttons)))`,
      [fullRoles, [...grantTargets]],
    );
  }
  await q.exec(
    `INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [OFFERED_KEY, JSON.stringify([...new Set([...offered, ...rows.map((r) => r.id)])].sort((a, b) => a - b))],
  );
  await q.exec(`SELECT setval(pg_get_serial_sequence('menus', 'id'), GREATEST((SELECT max(id) FROM menus), 1))`);
  return { added, taken, grantedRoles: grantTargets.size > 0 ? fullRoles : [] };
}
