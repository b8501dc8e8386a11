import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { answer } from '../../http/answer';
import { invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { menuEndpoints as ep } from './menu-endpoints';
import { boundedText, optionalId, pick, requiredId } from '../../http/call-params';
import { companyInScope } from '../../scopes/company-scope';
import { targetCompany } from './role-group-calls';

interface RoleRow {
  id: number;
  company_id: number;
  group_id: number | null;
  name: string;
  description: string;
}

const cols = 'id, company_id, group_id, name, description';

/** A live role of the caller's scope (404 / 402). */
export async function roleInScope(q: Queryable, ctx: EndpointContext, id: number, lock = false): Promise<RoleRow> {
  const row = await q.one<RoleRow>(`SELECT ${cols} FROM roles WHERE id = $1 AND if_del = 0${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw notFound();
  if (!companyInScope(ctx, row.company_id)) throw noPermission();
  return row;
}

async function checkGroup(q: Queryable, groupId: number, companyId: number): Promise<void> {
  if (!(await q.one('SELECT 1 FROM role_groups WHERE id = $1 AND company_id = $2', [groupId, companyId]))) throw invalid(messages.roleGroupNotInCompany);
}

/** Roles per company: list, create, update, delete (soft; its user assignments end). */
export function mountRoleCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    ep.roleList,
    async (ctx) => {
      const companyId = targetCompany(ctx);
      const groupId = optionalId(pick(ctx.params, 'groupId', 'group_id'), '角色组');
      const rows = await ctx.db.many<RoleRow & { group_name: string | null; create_time: Date; users: number }>(
        `SELECT r.id, r.company_id, r.group_id, r.name, r.description, r.create_time, g.name AS group_name,
                (SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = r.id) AS users
           FROM roles r LEFT JOIN role_groups g ON g.id = r.group_id
          WHERE r.company_id = $1 AND r.if_del = 0 AND ($2::int IS NULL OR r.group_id = $2) ORDER BY r.id`,
        [companyId, groupId ?? null],
      );
      return rows.map((r) => ({
        id: r.id, roleName: r.name, description: r.description, companyId: r.company_id, groupId: r.group_id,
        groupName: r.group_name ?? '', userCount: r.users, createTime: r.create_time.toISOString(),
      }));
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleCreate,
    async (ctx) => {
      const name = boundedText(pick(ctx.params, 'roleName', 'name'), '角色名称', 50, messages.roleNameRequired);
      const description = boundedText(pick(ctx.params, 'description', 'remark'), '角色描述', 200);
      const companyId = targetCompany(ctx);
      const groupId = optionalId(pick(ctx.params, 'groupId', 'group_id'), '角色组');
      return ctx.db.tx(async (q) => {
        if (groupId !== undefined) await checkGroup(q, groupId, companyId);
        const row = await q.one<RoleRow>(`INSERT INTO roles (company_id, group_id, name, description) VALUES ($1, $2, $3, $4) RETURNING ${cols}`, [
          companyId, groupId ?? null, name, description,
        ]);
        await ctx.audit({ action: 'create', table: 'roles', recordId: row!.id, after: row }, q);
        return answer({ id: row!.id }, messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleUpdate,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'roleId', 'role_id'), '角色编号');
      const rawName = pick(ctx.params, 'roleName', 'name');
      const name = rawName === undefined ? undefined : boundedText(rawName, '角色名称', 50, messages.roleNameRequired);
      const rawDesc = pick(ctx.params, 'description', 'remark');
      const description = rawDesc === undefined ? undefined : boundedText(rawDesc, '角色描述', 200);
      const groupId = optionalId(pick(ctx.params, 'groupId', 'group_id'), '角色组');
      return ctx.db.tx(async (q) => {
        const before = await roleInScope(q, ctx, id, true);
        if (groupId !== undefined) await checkGroup(q, groupId, before.company_id);
        const after = await q.one(
          `UPDATE roles SET name = coalesce($2, name), description = coalesce($3, description), group_id = coalesce($4, group_id) WHERE id = $1 RETURNING ${cols}`,
          [id, name ?? null, description ?? null, groupId ?? null],
        );
        await ctx.audit({ action: 'update', table: 'roles', recordId: id, before, after }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.roleDelete,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'roleId', 'role_id'), '角色编号');
      return ctx.db.tx(async (q) => {
        const before = await roleInScope(q, ctx, id, true);
        const users = await q.many<{ user_id: number }>('SELECT user_id FROM user_roles WHERE role_id = $1', [id]);
        await q.exec('DELETE FROM user_roles WHERE role_id = $1', [id]);
        await q.exec('UPDATE roles SET if_del = 1 WHERE id = $1', [id]);
        await ctx.audit({ action: 'delete', table: 'roles', recordId: id, before: { ...before, users: users.map((u) => u.user_id) } }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );
}
