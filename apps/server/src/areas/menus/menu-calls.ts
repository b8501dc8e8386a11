import type { FastifyInstance } from 'fastify';
import { Grants } from '../../auth/grants';
import type { Queryable } from '../../db/database';
import { answer } from '../../http/answer';
import { invalid, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { loadMenuTree } from '../../auth/menu-tree';
import { messages } from '../../shared/messages';
import { menuEndpoints as ep } from './menu-endpoints';
import { boundedText, optionalId, pick, requiredId, text } from '../../http/call-params';

const BUTTONS = new Set(['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery']);

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

/** Editable display fields of a menu node, validated (undefined = unchanged). */
function menuFields(ctx: EndpointContext, creating: boolean) {
  const get = (...keys: string[]) => pick(ctx.params, ...keys);
  const title = get('textStr', 'TextStr', 'title');
  const key = get('pagePermission', 'PagePermission');
  const pageKey = key === undefined && !creating ? undefined : boundedText(key, '页面标识', 100, messages.menuKeyRequired);
  if (pageKey !== undefined && !/^[A-Za-z0-9_/-]+$/.test(pageKey)) throw invalid(messages.menuKeyInvalid);
  const show = text(get('isShow', 'IsShow'));
  if (show !== '' && show !== '0' && show !== '1') throw invalid(messages.invalidField('是否显示'));
  const fn = text(get('menuFunctionType', 'MenuFunctionType'));
  if (fn !== '' && fn !== '0' && fn !== '1') throw invalid(messages.invalidField('菜单功能类型'));
  const sort = text(get('sort'));
  if (sort !== '' && !/^-?\d{1,6}$/.test(sort)) throw invalid(messages.invalidField('排序'));
  const icon = get('pcImageUrlStr', 'PcImageUrlStr', 'icon');
  const url = get('navigatePageUrlPC', 'NavigatePageUrlPC');
  return {
    title: title === undefined && !creating ? undefined : boundedText(title, '菜单名称', 50, messages.menuTitleRequired),
    pageKey,
    icon: icon === undefined ? undefined : boundedText(icon, '图标', 100),
    url: url === undefined ? undefined : boundedText(url, '页面路径', 200),
    isShow: show === '' ? undefined : show === '1',
    fn: fn === '' ? undefined : Number(fn),
    sort: sort === '' ? undefined : Number(sort),
  };
}

/** The whole menu tree (role editor), and the system administrator's menu node editing. */
export function mountMenuCalls(app: FastifyInstance): void {
  mountEndpoint(app, ep.menuTree, async ({ db }) => loadMenuTree(db, Grants.everything()), { skipDecode: true });

  mountEndpoint(
    app,
    ep.menuCreate,
    async (ctx) => {
      const f = menuFields(ctx, true);
      const type = text(pick(ctx.params, 'typeStr', 'TypeStr')) || '菜单';
      if (type !== '菜单' && type !== '按钮') throw invalid(messages.menuTypeInvalid);
      const parentId = optionalId(pick(ctx.params, 'parentId', 'parent_id', 'pId'), '上级菜单');
      if (type === '按钮' && (parentId === undefined || !BUTTONS.has(f.pageKey!))) throw invalid(messages.buttonInvalid(f.pageKey ?? ''));
      return ctx.db.tx(async (q) => {
        if (parentId !== undefined) {
          const parent = await q.one<MenuRow>('SELECT id, parent_id, page_permission, text_str, type_str FROM menus WHERE id = $1 FOR UPDATE', [parentId]);
          if (!parent || parent.type_str !== '菜单') throw invalid(messages.menuNotFound);
          if ((await menuDepth(q, parentId)) >= (type === '按钮' ? 4 : 3)) throw invalid(messages.menuTooDeep);
        }
        const row = await q.one<{ id: number }>(
          `INSERT INTO menus (parent_id, page_permission, text_str, icon, is_show, type_str, menu_function_type, navigate_page_url_pc, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [parentId ?? null, f.pageKey, f.title, f.icon ?? '', f.isShow ?? true, type, f.fn ?? 0, f.url ?? '', f.sort ?? 0],
        );
        if (type === '按钮') {
          await q.exec('UPDATE menus SET buttons = array_append(buttons, $2) WHERE id = $1 AND NOT ($2 = ANY(buttons))', [parentId, f.pageKey]);
        }
        await ctx.audit({ action: 'create', table: 'menus', recordId: row!.id, after: row }, q);
        return answer({ id: row!.id }, messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.menuUpdate,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'ID', 'menuId'), '菜单编号');
      const f = menuFields(ctx, false);
      return ctx.db.tx(async (q) => {
        const before = await q.one<MenuRow>('SELECT * FROM menus WHERE id = $1 FOR UPDATE', [id]);
        if (!before) throw notFound(messages.menuNotFound);
        if (before.type_str === '按钮' && f.pageKey !== undefined && f.pageKey !== before.page_permission) throw invalid(messages.buttonInvalid(f.pageKey));
        const after = await q.one(
          `UPDATE menus SET text_str = coalesce($2, text_str), page_permission = coalesce($3, page_permission), icon = coalesce($4, icon),
                  navigate_page_url_pc = coalesce($5, navigate_page_url_pc), is_show = coalesce($6, is_show),
                  menu_function_type = coalesce($7, menu_function_type), sort = coalesce($8, sort)
            WHERE id = $1 RETURNING *`,
          [id, f.title ?? null, f.pageKey ?? null, f.icon ?? null, f.url ?? null, f.isShow ?? null, f.fn ?? null, f.sort ?? null],
        );
        await ctx.audit({ action: 'update', table: 'menus', recordId: id, before, after }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.menuDelete,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'ID', 'menuId'), '菜单编号');
      return ctx.db.tx(async (q) => {
        const before = await q.one<MenuRow>('SELECT * FROM menus WHERE id = $1 FOR UPDATE', [id]);
        if (!before) throw notFound(messages.menuNotFound);
        if (await q.one('SELECT 1 FROM menus WHERE parent_id = $1', [id])) throw invalid(messages.menuHasChildren);
        if (before.type_str === '按钮' && before.parent_id !== null) {
          await q.exec('UPDATE menus SET buttons = array_remove(buttons, $2) WHERE id = $1', [before.parent_id, before.page_permission]);
          await q.exec('UPDATE role_menus SET buttons = array_remove(buttons, $2) WHERE menu_id = $1', [before.parent_id, before.page_permission]);
        }
        await q.exec('DELETE FROM menus WHERE id = $1', [id]);
        await ctx.audit({ action: 'delete', table: 'menus', recordId: id, before }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );
}
