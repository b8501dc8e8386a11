import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { answer } from '../../http/answer';
import { invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { menuEndpoints as ep } from './menu-endpoints';
import { boundedText, optionalId, pick, requiredId, text } from '../../http/call-params';
import { companyInScope } from '../../scopes/company-scope';

/** The company a list/create call names (default: the session's), inside the caller's scope. */
export function targetCompany(ctx: EndpointContext): number {
  const companyId = optionalId(pick(ctx.params, 'companyId', 'company_id'), '公司') ?? ctx.session.companyId;
  if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
  if (!companyInScope(ctx, companyId)) throw noPermission();
  return companyId;
}

interface GroupRow {
  id: number;
  company_id: number;
  name: string;
  sort: number;
}

async function groupInScope(q: Queryable, ctx: EndpointContext, id: number): Promise<GroupRow> {
  const row = await q.one<GroupRow>('SELECT id, company_id, name, sort FROM role_groups WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound();
  if (!companyInScope(ctx, row.company_id)) throw noPermission();
  return row;
}

function sortOf(ctx: EndpointContext): number | undefined {
  const s = text(pick(ctx.params, 'sort'));
  if (s === '') return undefined;
  if (!/^-?\d{1,6}$/.test(s)) throw invalid(messages.invalidField('排序'));
  return Number(s);
}

/** Role groups per company: list, create, update, delete (refused while roles remain in the group). */
export function mountRoleGroupCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    ep.roleGroupList,
    async (ctx) => {
      const companyId = targetCompany(ctx);
      const rows = await ctx.db.many<GroupRow & { roles: number }>(
        `SELECT g.id, g.company_id, g.name, g.sort, (SELECT count(*)::int FROM roles r WHERE r.group_id = g.id AND r.if_del = 0) AS roles
           FROM role_groups g WHERE g.company_id = $1 ORDER BY g.sort, g.id`,
        [companyId],
      );
      return rows.map((r) => ({ id: r.id, companyId: r.company_id, groupName: r.name, sort: r.sort, roleCount: r.roles }));
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleGroupCreate,
    async (ctx) => {
      const name = boundedText(pick(ctx.params, 'groupName', 'name'), '角色组名称', 50, messages.roleGroupNameRequired);
      const companyId = targetCompany(ctx);
      const sort = sortOf(ctx) ?? 0;
      return ctx.db.tx(async (q) => {
        const row = await q.one<GroupRow>('INSERT INTO role_groups (company_id, name, sort) VALUES ($1, $2, $3) RETURNING id, company_id, name, sort', [companyId, name, sort]);
        await ctx.audit({ action: 'create', table: 'role_groups', recordId: row!.id, after: row }, q);
        return answer({ id: row!.id }, messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleGroupUpdate,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'groupId'), '角色组编号');
      const raw = pick(ctx.params, 'groupName', 'name');
      const name = raw === undefined ? undefined : boundedText(raw, '角色组名称', 50, messages.roleGroupNameRequired);
      const sort = sortOf(ctx);
      return ctx.db.tx(async (q) => {
        const before = await groupInScope(q, ctx, id);
        const after = await q.one('UPDATE role_groups SET name = coalesce($2, name), sort = coalesce($3, sort) WHERE id = $1 RETURNING id, company_id, name, sort', [
          id, name ?? null, sort ?? null,
        ]);
        await ctx.audit({ action: 'update', table: 'role_groups', recordId: id, before, after }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleGroupDelete,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'groupId'), '角色组编号');
      return ctx.db.tx(async (q) => {
        const before = await groupInScope(q, ctx, id);
        if (await q.one('SELECT 1 FROM roles WHERE group_id = $1 AND if_del = 0', [id])) throw invalid(messages.roleGroupHasRoles);
        await q.exec('UPDATE roles SET group_id = NULL WHERE group_id = $1', [id]);
        await q.exec('DELETE FROM role_groups WHERE id = $1', [id]);
        await ctx.audit({ action: 'delete', table: 'role_groups', recordId: id, before }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );
}
