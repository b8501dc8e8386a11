import { roleRecord, sentFieldValue, type FieldSpec } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { menuEndpoints as ep } from './menu-endpoints';
import { optionalId } from '../../http/call-params';
import { mountRecordType, type RecordHooks } from '../../record-types/mount-record-type';
import { companyOwned } from '../../scopes/company-owned';
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
const owned = companyOwned(roleRecord);
const groupField = roleRecord.fields.find((f) => f.key === 'groupId') as FieldSpec;

/** A live role of the caller's scope (404 / 402). */
export async function roleInScope(q: Queryable, ctx: EndpointContext, id: number, lock = false): Promise<RoleRow> {
  const row = await q.one<RoleRow>(`SELECT ${cols} FROM roles WHERE id = $1 AND if_del = 0${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw notFound();
  if (!companyInScope(ctx, row.company_id)) throw noPermission();
  return row;
}

/**
 * Role rules beside the generic mount: the company it belongs to, a group of that company; deleting a role ends
 * its user assignments (audited with the users it had).
 */
export const roleHooks: RecordHooks = {
  scopeSql: owned.scopeSql,
  prepareParams: owned.prepareParams,
  async beforeWrite(values, ctx, q, existing) {
    const companyId = await owned.companyOf(values, ctx, q, existing);
    const groupId = values.get('group_id');
    if (typeof groupId === 'number' && !(await q.one('SELECT 1 FROM role_groups WHERE id = $1 AND company_id = $2', [groupId, companyId]))) {
      throw invalid(messages.roleGroupNotInCompany);
    }
  },
  async beforeDelete(row, ctx, q) {
    const users = await q.many<{ user_id: number }>('DELETE FROM user_roles WHERE role_id = $1 RETURNING user_id', [row.id]);
    if (users.length) await ctx.audit({ action: 'delete', table: 'user_roles', recordId: Number(row.id), before: { users: users.map((u) => u.user_id) } }, q);
  },
};

/** Roles per company: create, update, delete on the generic mount; the list (group names, user counts) by hand. */
export function mountRoleCalls(app: FastifyInstance): void {
  mountRecordType(app, roleRecord, { hooks: roleHooks, actions: ['create', 'update', 'delete'] });

  mountEndpoint(
    app,
    ep.roleList,
    async (ctx) => {
      const companyId = targetCompany(ctx, roleRecord);
      const groupId = optionalId(sentFieldValue(ctx.params, groupField), groupField.label);
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
}
