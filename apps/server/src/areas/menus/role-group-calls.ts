import { roleGroupRecord, sentFieldValue, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { invalid, noPermission } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { menuEndpoints as ep } from './menu-endpoints';
import { optionalId } from '../../http/call-params';
import { mountRecordType, type RecordHooks } from '../../record-types/mount-record-type';
import { companyOwned } from '../../scopes/company-owned';
import { companyInScope } from '../../scopes/company-scope';

/** The company a list call names under the names `rt` declares for it (default: the session's), inside the caller's scope. */
export function targetCompany(ctx: EndpointContext, rt: RecordType): number {
  const { companyField } = companyOwned(rt);
  const companyId = optionalId(sentFieldValue(ctx.params, companyField), companyField.label) ?? ctx.session.companyId;
  if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
  if (!companyInScope(ctx, companyId)) throw noPermission();
  return companyId;
}

const owned = companyOwned(roleGroupRecord);

/** Role group rules beside the generic mount: the company it belongs to; no delete while roles remain in it. */
export const roleGroupHooks: RecordHooks = {
  scopeSql: owned.scopeSql,
  prepareParams: owned.prepareParams,
  async beforeWrite(values, ctx, q, existing) {
    await owned.companyOf(values, ctx, q, existing);
  },
  async beforeDelete(row, _ctx, q) {
    if (await q.one('SELECT 1 FROM roles WHERE group_id = $1 AND if_del = 0', [row.id])) throw invalid(messages.roleGroupHasRoles);
    await q.exec('UPDATE roles SET group_id = NULL WHERE group_id = $1', [row.id]);
  },
};

/** Role groups per company: create, update, delete on the generic mount; the list (with role counts) by hand. */
export function mountRoleGroupCalls(app: FastifyInstance): void {
  mountRecordType(app, roleGroupRecord, { hooks: roleGroupHooks, actions: ['create', 'update', 'delete'] });

  mountEndpoint(
    app,
    ep.roleGroupList,
    async (ctx) => {
      const companyId = targetCompany(ctx, roleGroupRecord);
      const rows = await ctx.db.many<{ id: number; company_id: number; name: string; sort: number; roles: number }>(
        `SELECT g.id, g.company_id, g.name, g.sort, (SELECT count(*)::int FROM roles r WHERE r.group_id = g.id AND r.if_del = 0) AS roles
           FROM role_groups g WHERE g.company_id = $1 ORDER BY g.sort, g.id`,
        [companyId],
      );
      return rows.map((r) => ({ id: r.id, companyId: r.company_id, groupName: r.name, sort: r.sort, roleCount: r.roles }));
    },
    { skipDecode: true },
  );
}
