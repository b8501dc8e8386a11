import { roleRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { menuEndpoints as ep } from './menu-endpoints';
import { callParams, requiredId, text } from '../../http/call-params';
import { roleInScope } from './role-calls';
import { sentDeclared } from '../../record-types/record-values';
import type { Queryable } from '../../db/database';
import { foldButtonNodes, storedGrants, type GrantedMenu } from './normalise-grants';

interface Grant {
  menuId: number;
  buttons: string[];
}

const BUTTONS = new Set(['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery', 'revealId']);

/** `menus`: JSON `[{menuId, buttons: [...]}]` (or `id`/`permission` keys), at most 2000 entries. */
function grantsOf(ctx: EndpointContext): Grant[] {
  const raw = callParams(ep.roleUpdateMenus, ctx.params).menus;
  let list: unknown = raw ?? [];
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw invalid(messages.menuGrantsInvalid);
    }
  }
  if (!Array.isArray(list) || list.length > 2000) throw invalid(messages.menuGrantsInvalid);
  const out = new Map<number, Set<string>>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) throw invalid(messages.menuGrantsInvalid);
    const o = item as Record<string, unknown>;
    const id = Number(text(o.menuId ?? o.id ?? o.ID));
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw invalid(messages.menuGrantsInvalid);
    const buttons = o.buttons ?? o.permission ?? o.Permission ?? [];
    const names = typeof buttons === 'string' ? buttons.split(',').map((b) => b.trim()).filter(Boolean) : buttons;
    if (!Array.isArray(names)) throw invalid(messages.menuGrantsInvalid);
    const set = out.get(id) ?? new Set<string>();
    for (const b of names) {
      if (typeof b !== 'string' || !BUTTONS.has(b)) throw invalid(messages.buttonInvalid(String(b).slice(0, 20)));
      set.add(b);
    }
    out.set(id, set);
  }
  return [...out.entries()].map(([menuId, set]) => ({ menuId, buttons: [...set].sort() }));
}

/** The menu nodes `ids` (and the sub-pages of the button nodes among them), by id. */
async function grantedMenus(q: Queryable, ids: readonly number[]): Promise<Map<number, GrantedMenu>> {
  const rows = await q.many<GrantedMenu>(
    `SELECT m.id, m.type_str, m.parent_id, m.page_permission, m.buttons,
            EXISTS (SELECT 1 FROM menus c WHERE c.parent_id = m.id AND c.type_str = '菜单') AS has_pages
       FROM menus m
      WHERE m.id = ANY ($1::int[]) OR m.id IN (SELECT b.parent_id FROM menus b WHERE b.id = ANY ($1::int[]) AND b.type_str = '按钮')`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A role's pages and buttons: read, and replace (only within the menus and buttons each menu offers, and — for
 * non-admins — within the caller's own grants). A button node sent as a grant grants its sub-page with that
 * button; a page's grant, and a sub-page's without any of its buttons, are not stored (docs/decisions/0600).
 */
export function mountRoleMenuCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    ep.roleMenus,
    async (ctx) => {
      const id = requiredId(sentDeclared(roleRecord, 'id', ctx.params), '角色编号');
      await roleInScope(ctx.db, ctx, id);
      const rows = await ctx.db.many<{ menu_id: number; buttons: string[] }>('SELECT menu_id, buttons FROM role_menus WHERE role_id = $1 ORDER BY menu_id', [id]);
      return rows.map((r) => ({ menuId: r.menu_id, buttons: r.buttons }));
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleUpdateMenus,
    async (ctx) => {
      const id = requiredId(sentDeclared(roleRecord, 'id', ctx.params), '角色编号');
      const grants = grantsOf(ctx);
      return ctx.db.tx(async (q) => {
        await roleInScope(q, ctx, id, true);
        const menus = await grantedMenus(q, grants.map((g) => g.menuId));
        const folded = foldButtonNodes(grants, menus);
        if (folded === undefined) throw invalid(messages.menuNotFound);
        for (const g of folded) {
          const own = menus.get(g.menuId);
          if (!own || own.type_str !== '菜单') throw invalid(messages.menuNotFound);
          for (const b of g.buttons) if (!own.buttons.includes(b)) throw invalid(messages.buttonInvalid(b));
          if (!ctx.grants.all) {
            if (!ctx.grants.menuIds.has(g.menuId)) throw invalid(messages.grantBeyondOwn);
            const held = new Set(ctx.grants.buttonsByMenu.get(g.menuId) ?? []);
            if (g.buttons.some((b) => !held.has(b))) throw invalid(messages.grantBeyondOwn);
          }
        }
        const stored = storedGrants(folded, menus);
        const before = await q.many('SELECT menu_id, buttons FROM role_menus WHERE role_id = $1 ORDER BY menu_id', [id]);
        await q.exec('DELETE FROM role_menus WHERE role_id = $1', [id]);
        for (const g of stored) await q.exec('INSERT INTO role_menus (role_id, menu_id, buttons) VALUES ($1, $2, $3)', [id, g.menuId, g.buttons]);
        await ctx.audit({ action: 'update-grants', table: 'role_menus', recordId: id, before, after: stored }, q);
        return answer({ id, count: stored.length }, messages.saved);
      });
    },
    { skipDecode: true },
  );
}
