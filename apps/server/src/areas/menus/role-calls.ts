import { roleRecord, sentFieldValue, type FieldSpec } from '@worksite/contract';
import type { Queryable } from '../../db/database';
import { invalid, noPermission, notFound } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { optionalId } from '../../http/call-params';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { companyOwned } from '../../scopes/company-owned';
import { companyInScope } from '../../scopes/company-scope';

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
 * Roles on the generic mount: the company a role belongs to, a group of that company; deleting a role ends its
 * user assignments (audited with the users it had). The list (SPEC's whole list in `data`) is one company's roles
 * — the one the call names, else the session's — of one group when `groupId` is sent, with the group's name and
 * the role's user count, in SPEC's shape.
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
  listSql(params, p, alias, ctx) {
    const groupId = optionalId(sentFieldValue(params, groupField), groupField.label);
    return [owned.listedCompanySql(ctx, p, alias), ...(groupId === undefined ? [] : [`${alias}.group_id = ${p.add(groupId)}`])];
  },
  listColumns: (alias) =>
    `(SELECT g.name FROM role_groups g WHERE g.id = ${alias}.group_id) AS group_name, (SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = ${alias}.id) AS user_count`,
  toClient: (_rec, row) => ({
    id: row.id, roleName: row.name, description: row.description, companyId: row.company_id, groupId: row.group_id,
    groupName: row.group_name ?? '', userCount: row.user_count, createTime: (row.create_time as Date).toISOString(),
  }),
};
