import { roleGroupRecord, sentFieldValue, type RecordType } from '@worksite/contract';
import { invalid, noPermission } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { optionalId } from '../../http/call-params';
import type { RecordHooks } from '../../record-types/mount-record-type';
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

/**
 * Role groups on the generic mount: the company a group belongs to; no delete while roles remain in it. The list
 * (SPEC's whole list in `data`) is one company's groups — the one the call names, else the session's — with their
 * role counts, in SPEC's shape `{ id, companyId, groupName, sort, roleCount }`.
 */
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
  listSql: (_params, p, alias, ctx) => [`${alias}.company_id = ${p.add(targetCompany(ctx, roleGroupRecord))}`],
  listColumns: (alias) => `(SELECT count(*)::int FROM roles r WHERE r.group_id = ${alias}.id AND r.if_del = 0) AS role_count`,
  toClient: (rec, row) => ({ id: rec.id, companyId: rec.companyId, groupName: rec.name, sort: rec.sort, roleCount: row.role_count }),
};
