import { COMPANY_TYPE, hasValue } from '@worksite/lookups';
import type { Queryable } from '../../db/database';
import { invalid, noPermission } from '../../http/api-error';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { administeredCompanySql, companyInScope, liveCompany } from '../../scopes/company-scope';

interface CompanyRow {
  id: number;
  parent_id: number | null;
  name: string;
  company_type: number;
  credit_code: string;
  district_code: string;
  global_project_id: number | null;
}

/** A company as the client reads it (SPEC's names: companyName, GlobalProjectID as text). */
const toClient = (r: CompanyRow) => ({
  id: r.id,
  companyName: r.name,
  parentId: r.parent_id,
  companyType: r.company_type,
  creditCode: r.credit_code,
  districtCode: r.district_code,
  GlobalProjectID: r.global_project_id === null ? '' : String(r.global_project_id),
});

/** Height of the subtree under `id` (1 = no children). */
async function subtreeHeight(q: Queryable, id: number): Promise<number> {
  const r = await q.one<{ h: number }>(
    `WITH RECURSIVE down AS (SELECT id, 1 AS h FROM companies WHERE id = $1
       UNION ALL SELECT c.id, down.h + 1 FROM companies c JOIN down ON c.parent_id = down.id WHERE c.if_del = 0 AND down.h < 20)
     SELECT max(h)::int AS h FROM down`,
    [id],
  );
  return r?.h ?? 1;
}

/** Depth of a company in the tree (1 = root). */
async function companyDepth(q: Queryable, id: number): Promise<number> {
  const row = await q.one<{ depth: number }>(
    `WITH RECURSIVE up AS (SELECT id, parent_id, 1 AS depth FROM companies WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 20)
     SELECT max(depth)::int AS depth FROM up`,
    [id],
  );
  return row?.depth ?? 0;
}

/**
 * Company rules beside the generic mount: the companies the caller administers (not the generic company
 * scope), the type by its lookup, the credit code format, a parent inside the scope (required but
 * for system administrators), at most three levels, no cycle, the district of the parent by default; no delete
 * of the session's company or of one with children, users or projects. Answers the company as the list shows it;
 * the list (SPEC's whole list in `data`) is every company the caller administers, by id.
 */
export const companyHooks: RecordHooks = {
  scopeSql: (ctx, p, alias) => administeredCompanySql(ctx, p, `${alias}.id`),
  createdInScope: (row, ctx) => (row.parent_id === null ? ctx.user.isSystemAdmin : companyInScope(ctx, Number(row.parent_id))),
  async beforeWrite(values, ctx, q, existing) {
    const type = values.get('company_type');
    if (type !== undefined && !hasValue(COMPANY_TYPE, type as number)) throw invalid(messages.companyTypeInvalid);
    const credit = values.get('credit_code');
    if (typeof credit === 'string' && credit !== '' && !/^[0-9A-Z]{18}$/.test(credit)) throw invalid(messages.creditCodeInvalid);
    // The district code is the generic mount's check (a code of the division table, docs/decisions/0525).
    const district = values.get('district_code');
    const parentId = values.get('parent_id') as number | undefined;
    if (!existing) {
      if (parentId === undefined && !ctx.user.isSystemAdmin) throw invalid(messages.companyParentRequired);
      if (parentId !== undefined && !companyInScope(ctx, parentId)) throw noPermission();
      if (parentId !== undefined) {
        const parent = await liveCompany(q, parentId);
        if (!parent) throw invalid(messages.companyParentRequired);
        if ((await companyDepth(q, parentId)) >= 3) throw invalid(messages.companyTooDeep);
        if (!district) values.set('district_code', parent.district_code);
      }
      return;
    }
    const id = Number(existing.id);
    if (parentId !== undefined && parentId !== existing.parent_id) {
      if (!companyInScope(ctx, parentId) || id === ctx.session.companyId) throw noPermission();
      if (!(await liveCompany(q, parentId))) throw invalid(messages.companyParentRequired);
      const cycle = await q.one(
        `WITH RECURSIVE down AS (SELECT id FROM companies WHERE id = $1 UNION SELECT c.id FROM companies c JOIN down ON c.parent_id = down.id)
         SELECT 1 FROM down WHERE id = $2`,
        [id, parentId],
      );
      if (cycle) throw invalid(messages.companyParentCycle);
      if ((await companyDepth(q, parentId)) + (await subtreeHeight(q, id)) > 3) throw invalid(messages.companyTooDeep);
    }
  },
  /**
   * The first company of a system administrator who belongs to none (a database started without demo data,
   * docs/decisions/0411): the administrator becomes its member and works in it from the next request, so the
   * company's departments, roles and users can be set up at once (they answer 请选择所属公司 without a company).
   */
  async afterWrite(row, ctx, q, before) {
    if (before || !ctx.user.isSystemAdmin || row.parent_id !== null || ctx.session.companyId !== null) return;
    if (await q.one('SELECT 1 FROM user_companies WHERE user_id = $1', [ctx.user.id])) return;
    await q.exec('INSERT INTO user_companies (user_id, company_id, full_department_path) VALUES ($1, $2, $3)', [ctx.user.id, row.id, row.name]);
    await q.exec('UPDATE users SET default_company_id = $2 WHERE id = $1 AND default_company_id IS NULL', [ctx.user.id, row.id]);
    await q.exec('UPDATE sessions SET company_id = $2 WHERE token_hash = $1', [ctx.session.tokenHash, row.id]);
  },
  async beforeDelete(row, ctx, q) {
    const id = Number(row.id);
    if (id === ctx.session.companyId) throw invalid(messages.cannotDeleteOwnCompany);
    if (await q.one('SELECT 1 FROM user_companies uc JOIN users u ON u.id = uc.user_id AND u.if_del = 0 WHERE uc.company_id = $1', [id])) {
      throw invalid(messages.companyHasUsers);
    }
    if (await q.one('SELECT 1 FROM projects WHERE company_id = $1 AND if_del = 0', [id])) throw invalid(messages.companyHasProjects);
  },
  answerOf: (row) => toClient(row as unknown as CompanyRow),
  toClient: (_record, row) => toClient(row as unknown as CompanyRow),
};
