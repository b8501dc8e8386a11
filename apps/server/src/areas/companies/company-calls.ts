import { COMPANY_TYPE, hasValue } from '@worksite/lookups';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { answer } from '../../http/answer';
import { invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { boundedText, optionalId, pick, requiredId, text } from '../../http/call-params';
import { administeredCompanies, companyInScope, liveCompany } from '../../scopes/company-scope';
import { companyEndpoints as ep } from './company-endpoints';

interface CompanyRow {
  id: number;
  parent_id: number | null;
  name: string;
  company_type: number;
  credit_code: string;
  district_code: string;
  global_project_id: number | null;
}

const toClient = (r: CompanyRow) => ({
  id: r.id,
  companyName: r.name,
  parentId: r.parent_id,
  companyType: r.company_type,
  creditCode: r.credit_code,
  districtCode: r.district_code,
  GlobalProjectID: r.global_project_id === null ? '' : String(r.global_project_id),
});

/** Optional company fields of a create/update, validated. */
function companyFields(ctx: EndpointContext, creating: boolean) {
  const name = pick(ctx.params, 'companyName', 'companyname', 'name');
  const type = optionalId(pick(ctx.params, 'companyType', 'company_type'), '公司类型');
  if (type !== undefined && !hasValue(COMPANY_TYPE, type)) throw invalid(messages.companyTypeInvalid);
  const credit = pick(ctx.params, 'creditCode', 'credit_code');
  const creditCode = credit === undefined ? undefined : text(credit);
  if (creditCode && !/^[0-9A-Z]{18}$/.test(creditCode)) throw invalid(messages.creditCodeInvalid);
  const district = pick(ctx.params, 'districtCode', 'district_code');
  const districtCode = district === undefined ? undefined : text(district);
  if (districtCode && !/^\d{2,12}$/.test(districtCode)) throw invalid(messages.districtCodeInvalid);
  const globalProjectId = optionalId(pick(ctx.params, 'GlobalProjectID', 'globalProjectId'), 'GlobalProjectID');
  return {
    name: name === undefined && !creating ? undefined : boundedText(name, '公司名称', 100, messages.companyNameRequired),
    type,
    creditCode,
    districtCode,
    globalProjectId,
  };
}

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

async function companyInScopeOr402(q: Queryable, ctx: EndpointContext, id: number): Promise<CompanyRow> {
  const row = await q.one<CompanyRow>(
    'SELECT id, parent_id, name, company_type, credit_code, district_code, global_project_id FROM companies WHERE id = $1 AND if_del = 0 FOR UPDATE',
    [id],
  );
  if (!row) throw notFound();
  if (!companyInScope(ctx, id)) throw noPermission();
  return row;
}

/** Companies of the three-level tree: list (the caller's administered companies), create, update, delete. */
export function mountCompanyCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    ep.companyList,
    async (ctx) => {
      const ids = administeredCompanies(ctx);
      const rows = await ctx.db.many<CompanyRow>(
        `SELECT id, parent_id, name, company_type, credit_code, district_code, global_project_id FROM companies
          WHERE if_del = 0 AND ($1::int[] IS NULL OR id = ANY($1::int[])) ORDER BY id`,
        [ids ?? null],
      );
      return rows.map(toClient);
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.companyCreate,
    async (ctx) => {
      const f = companyFields(ctx, true);
      const parentId = optionalId(pick(ctx.params, 'parentId', 'parent_id', 'pId'), '上级公司');
      if (parentId === undefined && !ctx.user.isSystemAdmin) throw invalid(messages.companyParentRequired);
      if (parentId !== undefined && !companyInScope(ctx, parentId)) throw noPermission();
      return ctx.db.tx(async (q) => {
        let district = f.districtCode;
        if (parentId !== undefined) {
          const parent = await liveCompany(q, parentId);
          if (!parent) throw invalid(messages.companyParentRequired);
          if ((await companyDepth(q, parentId)) >= 3) throw invalid(messages.companyTooDeep);
          district ||= parent.district_code;
        }
        const row = await q.one<CompanyRow>(
          `INSERT INTO companies (parent_id, name, company_type, credit_code, district_code, global_project_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, parent_id, name, company_type, credit_code, district_code, global_project_id`,
          [parentId ?? null, f.name, f.type ?? 9, f.creditCode ?? '', district ?? '', f.globalProjectId ?? null],
        );
        await ctx.audit({ action: 'create', table: 'companies', recordId: row!.id, after: row }, q);
        return answer(toClient(row!), messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.companyUpdate,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'companyId', 'company_id'), '公司编号');
      const f = companyFields(ctx, false);
      const parentId = optionalId(pick(ctx.params, 'parentId', 'parent_id', 'pId'), '上级公司');
      return ctx.db.tx(async (q) => {
        const before = await companyInScopeOr402(q, ctx, id);
        if (parentId !== undefined && parentId !== before.parent_id) {
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
        const after = await q.one<CompanyRow>(
          `UPDATE companies SET name = coalesce($2, name), company_type = coalesce($3, company_type), credit_code = coalesce($4, credit_code),
                  district_code = coalesce($5, district_code), global_project_id = coalesce($6, global_project_id),
                  parent_id = coalesce($7, parent_id)
            WHERE id = $1 RETURNING id, parent_id, name, company_type, credit_code, district_code, global_project_id`,
          [id, f.name ?? null, f.type ?? null, f.creditCode ?? null, f.districtCode ?? null, f.globalProjectId ?? null, parentId ?? null],
        );
        await ctx.audit({ action: 'update', table: 'companies', recordId: id, before, after }, q);
        return answer(toClient(after!), messages.modified);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.companyDelete,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'companyId', 'company_id'), '公司编号');
      return ctx.db.tx(async (q) => {
        const before = await companyInScopeOr402(q, ctx, id);
        if (id === ctx.session.companyId) throw invalid(messages.cannotDeleteOwnCompany);
        if (await q.one('SELECT 1 FROM companies WHERE parent_id = $1 AND if_del = 0', [id])) throw invalid(messages.companyHasChildren);
        if (await q.one('SELECT 1 FROM user_companies uc JOIN users u ON u.id = uc.user_id AND u.if_del = 0 WHERE uc.company_id = $1', [id])) {
          throw invalid(messages.companyHasUsers);
        }
        if (await q.one('SELECT 1 FROM projects WHERE company_id = $1 AND if_del = 0', [id])) throw invalid(messages.companyHasProjects);
        await q.exec('UPDATE companies SET if_del = 1 WHERE id = $1', [id]);
        await ctx.audit({ action: 'delete', table: 'companies', recordId: id, before }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );
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
