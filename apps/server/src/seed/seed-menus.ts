import { toMenuNodes, type MenuNode } from '@worksite/contract';
import type { Queryable } from '../db/database';
import type { SeedStep } from '../shared/seed-step';

async function insertNode(q: Queryable, node: MenuNode, parentId: number | null, sort: number): Promise<void> {
  const children = node.children ?? [];
  const buttons = children.filter((c) => c.typeStr === '按钮').map((c) => c.pagePermission ?? '');
  await q.exec(
    `INSERT INTO menus (id, parent_id, page_permission, text_str, icon, is_show, type_str, menu_function_type, navigate_page_url_pc, buttons, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      Number(node.id),
      parentId,
      node.pagePermission ?? '',
      node.textStr ?? '',
      node.pcImageUrlStr ?? '',
      node.isShowStr !== '否',
      node.typeStr === '按钮' ? '按钮' : '菜单',
      node.menuFunctionType ?? 0,
      node.navigatePageUrlPC ?? '',
      buttons,
      sort,
    ],
  );
  let i = 0;
  for (const c of children) await insertNode(q, c, Number(node.id), i++);
}

/** The whole menu tree of the contract's menu catalogue (page → sub-page → buttons), with its stable ids. */
export const seedMenus: SeedStep = async (q) => {
  let i = 0;
  for (const node of toMenuNodes()) await insertNode(q, node, null, i++);
  await q.exec(`SELECT setval(pg_get_serial_sequence('menus', 'id'), (SELECT max(id) FROM menus))`);
};
