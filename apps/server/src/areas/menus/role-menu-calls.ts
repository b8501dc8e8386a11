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

interface Grant {
  menuId: number;
  buttons: string[];
}

const BUTTONS = new Set(['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery']);

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

/** A role's pages and buttons: read, and replace (only within the menus and buttons each menu offers, and — for non-admins — within the caller's own grants). */
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
        const ids = grants.map((g) => g.menuId);
        const menus = await q.many<{ id: number; buttons: string[] }>("SELECT id, buttons FROM menus WHERE id = ANY($1::int[]) AND type_str = '菜单'", [ids]);
        const offered = new Map(menus.map((m) => [m.id, new Set(m.buttons)]));
        for (const g of grants) {
          const own = offered.get(g.menuId);
          if (!own) throw invalid(messages.menuNotFound);
          for (const b of g.buttons) if (!own.has(b)) throw invalid(messages.buttonInvalid(b));
          if (!ctx.grants.all) {
            if (!ctx.grants.menuIds.has(g.menuId)) throw invalid(messages.grantBeyondOwn);
            const held = new Set(ctx.grants.buttonsByMenu.get(g.menuId) ?? []);
            if (g.buttons.some((b) => !held.has(b))) throw invalid(messages.grantBeyondOwn);
          }
        }
        const before = await q.many('SELECT menu_id, buttons FROM role_menus WHERE role_id = $1 ORDER BY menu_id', [id]);
        await q.exec('DELETE FROM role_menus WHERE role_id = $1', [id]);
        for (const g of grants) await q.exec('INSERT INTO role_menus (role_id, menu_id, buttons) VALUES ($1, $2, $3)', [id, g.menuId, g.buttons]);
        await ctx.audit({ action: 'update-grants', table: 'role_menus', recordId: id, before, after: grants }, q);
        return answer({ id, count: grants.length }, messages.saved);
      });
    },
    { skipDecode: true },
  );
}
