import { departmentRecord, sentFieldValue } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { invalid, noPermission } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { optionalId } from '../../http/call-params';
import { messages } from '../../shared/messages';
import { mountRecordType, type RecordHooks } from '../../record-types/mount-record-type';
import { companyInScope } from '../../scopes/company-scope';
import { companyOwned } from '../../scopes/company-owned';
import { companyEndpoints as ep } from './company-endpoints';

interface DepartmentRow {
  id: number;
  company_id: number;
  parent_id: number | null;
  name: string;
  sort: number;
}

const owned = companyOwned(departmentRecord);
const companyField = owned.companyField;

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

/**
 * Department rules beside the generic mount: the companies the caller administers (not the generic company
 * scope), the session's company when none is sent, a department stays in its company, the parent in the same
 * company and not below itself, no delete while it has sub-departments or users.
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
    if (await q.one('SELECT 1 FROM departments WHERE parent_id = $1 AND if_del = 0', [row.id])) throw invalid(messages.departmentHasChildren);
    if (await q.one('SELECT 1 FROM user_companies uc JOIN users u ON u.id = uc.user_id AND u.if_del = 0 WHERE uc.department_id = $1', [row.id])) {
      throw invalid(messages.departmentHasUsers);
    }
  },
};

/**
 * Departments of a company of the caller's scope: create, update and delete on the generic mount with
 * departmentHooks; the list with full paths (a tree answer, not a page) by hand, reading the company under the
 * names the declaration accepts.
 */
export function mountDepartmentCalls(app: FastifyInstance): void {
  mountRecordType(app, departmentRecord, { hooks: departmentHooks, actions: ['create', 'update', 'delete'] });

  mountEndpoint(
    app,
    ep.departmentList,
    async (ctx) => {
      const companyId = optionalId(sentFieldValue(ctx.params, companyField), companyField.label) ?? ctx.session.companyId;
      if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
      if (!companyInScope(ctx, companyId)) throw noPermission();
      const rows = await ctx.db.many<DepartmentRow & { path: string }>(
        `WITH RECURSIVE tree AS (
           SELECT id, company_id, parent_id, name, sort, name AS path FROM departments WHERE company_id = $1 AND parent_id IS NULL AND if_del = 0
           UNION ALL
           SELECT d.id, d.company_id, d.parent_id, d.name, d.sort, tree.path || '/' || d.name FROM departments d JOIN tree ON d.parent_id = tree.id WHERE d.if_del = 0)
         SELECT t.*, (SELECT name FROM companies WHERE id = $1) || '/' || t.path AS path FROM tree t ORDER BY t.sort, t.id`,
        [companyId],
      );
      return rows.map((r) => ({ id: r.id, departmentName: r.name, companyId: r.company_id, parentId: r.parent_id, sort: r.sort, fullDepartmentPath: r.path }));
    },
    { skipDecode: true },
  );
}
