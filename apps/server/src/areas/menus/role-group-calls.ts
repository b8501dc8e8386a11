import { roleGroupRecord } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { companyOwned } from '../../scopes/company-owned';

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
    // Live roles refuse the delete (the declared relation, counted after this hook); deleted ones let go of it.
    await q.exec('UPDATE roles SET group_id = NULL WHERE group_id = $1 AND if_del = 1', [row.id]);
  },
  listSql: (_params, p, alias, ctx) => [owned.listedCompanySql(ctx, p, alias)],
  listColumns: (alias) => `(SELECT count(*)::int FROM roles r WHERE r.group_id = ${alias}.id AND r.if_del = 0) AS role_count`,
  toClient: (rec, row) => ({ id: rec.id, companyId: rec.companyId, groupName: rec.name, sort: rec.sort, roleCount: row.role_count }),
};
