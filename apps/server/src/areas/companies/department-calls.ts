import { departmentRecord } from '@worksite/contract';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { companyOwned } from '../../scopes/company-owned';

const owned = companyOwned(departmentRecord);

async function checkParent(q: Queryable, parentId: number, companyId: number, selfId?: number): Promise<void> {
  const parent = await q.one('SELECT 1 FROM departments WHERE id = $1 AND company_id = $2 AND if_del = 0', [parentId, companyId]);
  if (!parent) throw invalid(messages.departmentParentInvalid);
  if (selfId !== undefined) {
    const cycle = await q.one(
      `WITH RECURSIVE down AS (SELECT id FROM departments WHERE id = $1 UNION SELECT d.id FROM departments d JOIN down ON d.parent_id = down.id)
       SELECT 1 FROM down WHERE id = $2`,
      [selfId, parentId],
    );
    if (cycle) throw invalid(messages.departmentParentInvalid);
  }
}

/** A department's full path over `alias`: its company's name, then its ancestors' names down to its own. */
const fullPathSql = (alias: string) => `(WITH RECURSIVE up AS (
    SELECT id, parent_id, name::text AS path FROM departments WHERE id = ${alias}.id
    UNION ALL SELECT d.id, d.parent_id, d.name || '/' || up.path FROM departments d JOIN up ON d.id = up.parent_id)
  SELECT (SELECT name FROM companies WHERE id = ${alias}.company_id) || '/' || up.path FROM up WHERE up.parent_id IS NULL) AS full_path`;

/**
 * Departments on the generic mount: the companies the caller administers (not the generic company scope), the
 * session's company when none is sent, a department stays in its company, the parent in the same company and not
 * below itself, no delete while it has sub-departments or users. The list (SPEC's whole list in `data`) is one
 * company's departments — the one the call names, else the session's — each with its full path.
 */
export const departmentHooks: RecordHooks = {
  scopeSql: owned.scopeSql,
  prepareParams: owned.prepareParams,
  async beforeWrite(values, ctx, q, existing) {
    const companyId = await owned.companyOf(values, ctx, q, existing);
    const parentId = values.get('parent_id');
    if (typeof parentId === 'number') await checkParent(q, parentId, companyId, existing ? Number(existing.id) : undefined);
    if (!existing && !values.has('sort')) values.set('sort', 0);
  },
  async beforeDelete(row, _ctx, q) {
    if (await q.one('SELECT 1 FROM user_companies uc JOIN users u ON u.id = uc.user_id AND u.if_del = 0 WHERE uc.department_id = $1', [row.id])) {
      throw invalid(messages.departmentHasUsers);
    }
  },
  listSql: (_params, p, alias, ctx) => [owned.listedCompanySql(ctx, p, alias)],
  listColumns: fullPathSql,
  toClient: (_rec, row) => ({
    id: row.id, departmentName: row.name, companyId: row.company_id, parentId: row.parent_id, sort: row.sort, fullDepartmentPath: row.full_path,
  }),
};
