import { Grants } from '../../auth/grants';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import { menuTreeOf, type MenuRow as TreeRow } from '../../auth/menu-tree';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';

const BUTTONS = new Set(['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery', 'revealId']);

interface MenuRow {
  id: number;
  parent_id: number | null;
  page_permission: string;
  text_str: string;
  type_str: string;
}

async function menuDepth(q: Queryable, id: number): Promise<number> {
  const r = await q.one<{ d: number }>(
    `WITH RECURSIVE up AS (SELECT id, parent_id, 1 AS d FROM menus WHERE id = $1
       UNION ALL SELECT m.id, m.parent_id, up.d + 1 FROM menus m JOIN up ON m.id = up.parent_id WHERE up.d < 10)
     SELECT max(d)::int AS d FROM up`,
    [id],
  );
  return r?.d ?? 0;
}

/**
 * Menus on the generic mount; node rules (system administrators only): page key format, function type 0/1, a
 * type of 菜单 or 按钮 (a button is one of the known buttons under a menu), parent a menu within the depth limit;
 * on update the type and parent stay and a button keeps its key. A new button joins its parent's buttons; deleting
 * one removes it there and from the grants; a node with children is not deleted.
 */
export const menuHooks: RecordHooks = {
  async beforeWrite(values, _ctx, q, existing) {
    const pageKey = values.get('page_permission') as string | undefined;
    if (pageKey !== undefined && !/^[A-Za-z0-9_/-]+$/.test(pageKey)) throw invalid(messages.menuKeyInvalid);
    const fn = values.get('menu_function_type');
    if (fn !== undefined && fn !== 0 && fn !== 1) throw invalid(messages.invalidField('菜单功能类型'));
    if (existing) {
      values.delete('type_str');
      values.delete('parent_id');
      if (existing.type_str === '按钮' && pageKey !== undefined && pageKey !== existing.page_permission) throw invalid(messages.buttonInvalid(pageKey));
      return;
    }
    const type = (values.get('type_str') as string | undefined) || '菜单';
    if (type !== '菜单' && type !== '按钮') throw invalid(messages.menuTypeInvalid);
    values.set('type_str', type);
    const parentId = values.get('parent_id') as number | undefined;
    if (type === '按钮' && (parentId === undefined || !BUTTONS.has(pageKey!))) throw invalid(messages.buttonInvalid(pageKey ?? ''));
    if (parentId !== undefined) {
      const parent = await q.one<MenuRow>('SELECT id, parent_id, page_permission, text_str, type_str FROM menus WHERE id = $1 FOR UPDATE', [parentId]);
      if (!parent || parent.type_str !== '菜单') throw invalid(messages.menuNotFound);
      if ((await menuDepth(q, parentId)) >= (type === '按钮' ? 4 : 3)) throw invalid(messages.menuTooDeep);
    }
  },
  async afterWrite(row, _ctx, q, before) {
    if (!before && row.type_str === '按钮') {
      await q.exec('UPDATE menus SET buttons = array_append(buttons, $2) WHERE id = $1 AND NOT ($2 = ANY(buttons))', [row.parent_id, row.page_permission]);
    }
  },
  async beforeDelete(row, _ctx, q) {
    if (row.type_str === '按钮' && row.parent_id !== null) {
      await q.exec('UPDATE menus SET buttons = array_remove(buttons, $2) WHERE id = $1', [row.parent_id, row.page_permission]);
      await q.exec('UPDATE role_menus SET buttons = array_remove(buttons, $2) WHERE menu_id = $1', [row.parent_id, row.page_permission]);
    }
  },
  // GetMenuTree: the whole tree (the role editor's), as the session's permission tree gives a system administrator.
  listAnswer: (rows) => menuTreeOf(rows as unknown as TreeRow[], Grants.everything()),
};
