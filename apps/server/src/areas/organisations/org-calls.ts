import { endpoints, organisationRecord, recordMessages } from '@worksite/contract';
import { COMPANY_TYPE, hasValue } from '@worksite/lookups';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { strWhereSql } from '../../record-types/record-query';
import { maskedRecord } from '../../record-types/record-masks';
import { rowToRecord } from '../../record-types/record-values';
import { callParams } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { projectOrgs } from '../projects/project-members';
import { projectInScope } from '../../scopes/project-scope';
import { companyForest, scopedCompanies } from './company-tree';
import { isPhone, orgHooks } from './org-record-mount';
import { orgInScope, orgScopeSql } from '../../scopes/org-scope';

/** A listed organisation: its contact phone masked as every list masks it (SPEC §5, docs/decisions/0552). */
const toClient = (row: Record<string, unknown>) => maskedRecord(organisationRecord, orgHooks.toClient!(rowToRecord(organisationRecord, row), row));

/** A page of organisations under `extra` conditions, scoped unless `unscoped` (system admin variants). */
async function orgPage(ctx: EndpointContext, extra: (p: SqlParams) => string[], unscoped = false) {
  const { pageIndex, pageSize, offset } = paging(ctx.params);
  const p = new SqlParams();
  const where = ['t.if_del = 0', unscoped ? 'true' : orgScopeSql(ctx, p), ...extra(p)].join(' AND ');
  const n = p.values.length;
  const rows = await ctx.db.many(`SELECT t.* FROM organisations t WHERE ${where} ORDER BY t.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`, p.values);
  const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM organisations t WHERE ${where}`, p.values.slice(0, n));
  return pageAnswer(rows.map(toClient), pageIndex, pageSize, count?.n ?? 0);
}

/** Filter of the by-type lists (each declares the same parameters): `orgType` (a company-type code), optional name keyword. */
function byType(ctx: EndpointContext, endpoint: Pick<typeof endpoints.orgListByType, 'params'>) {
  const sent = callParams(endpoint, ctx.params);
  const type = sent.orgType;
  if (type !== undefined && !hasValue(COMPANY_TYPE, type)) throw invalid(messages.orgTypeInvalid);
  const name = sent.orgName;
  return (p: SqlParams) => [
    ...(type === undefined ? [] : [`t.org_type = ${p.add(type)}`]),
    ...(name ? [`strpos(t.org_name, ${p.add(name)}) > 0`] : []),
  ];
}

/** The company tree, organisation lists by type, suppliers, contacts and a project's organisations. */
export function mountOrgCalls(app: FastifyInstance): void {
  const tree = async (ctx: EndpointContext) => {
    paging(ctx.params, 1000, 500);
    return companyForest(await scopedCompanies(ctx.db, ctx.scope));
  };
  mountEndpoint(app, endpoints.companyOrgList, tree, { skipDecode: true });
  mountEndpoint(app, endpoints.adminCompanyOrgList, async (ctx) => tree({ ...ctx, scope: { kind: 'all' } }), { skipDecode: true });

  mountEndpoint(app, endpoints.orgListByType, (ctx) => orgPage(ctx, byType(ctx, endpoints.orgListByType)), { skipDecode: true });
  mountEndpoint(app, endpoints.adminOrgListByType, (ctx) => orgPage(ctx, byType(ctx, endpoints.adminOrgListByType), true), { skipDecode: true });

  mountEndpoint(
    app,
    endpoints.orgUpdateContactor,
    async (ctx) => {
      const { id, contactor, contactPhone: phone } = callParams(endpoints.orgUpdateContactor, ctx.params);
      if (phone && !isPhone(phone)) throw invalid(messages.contactPhoneInvalid);
      return ctx.db.tx(async (q) => {
        const before = await orgInScope(q, ctx, id, true);
        const after = await q.one(
          'UPDATE organisations SET contactor = $2, contact_phone = $3, update_time = now() WHERE id = $1 RETURNING *',
          [id, contactor, phone],
        );
        await ctx.audit({ action: 'update-contactor', table: 'organisations', recordId: id, before, after }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );

  // Supply: mark an organisation of the scope as a supplier (id), or create a supplier organisation (orgName, orgType).
  mountEndpoint(
    app,
    endpoints.supplierAdd,
    async (ctx) => {
      const sent = callParams(endpoints.supplierAdd, ctx.params);
      const id = sent.id;
      if (id !== undefined) {
        return ctx.db.tx(async (q) => {
          const before = await orgInScope(q, ctx, id, true);
          await q.exec('UPDATE organisations SET is_supply = 1, update_time = now() WHERE id = $1', [id]);
          await ctx.audit({ action: 'supply', table: 'organisations', recordId: id, before: { is_supply: before.is_supply }, after: { is_supply: 1 } }, q);
          return answer({ id }, messages.submitted);
        });
      }
      const name = sent.orgName;
      if (!name) throw invalid(recordMessages.orgNameRequired);
      const type = sent.orgType ?? 3;
      if (!hasValue(COMPANY_TYPE, type)) throw invalid(messages.orgTypeInvalid);
      const { contactor, contactPhone: phone } = sent;
      if (phone && !isPhone(phone)) throw invalid(messages.contactPhoneInvalid);
      if (ctx.session.companyId === null) throw invalid(messages.companyRequired);
      return ctx.db.tx(async (q) => {
        const row = await q.one<{ id: number }>(
          `INSERT INTO organisations (company_id, org_name, org_type, contactor, contact_phone, is_supply, district_code)
           SELECT $1, $2, $3, $4, $5, 1, district_code FROM companies WHERE id = $1 RETURNING *`,
          [ctx.session.companyId, name, type, contactor, phone],
        );
        await orgInScope(q, ctx, row!.id);
        await ctx.audit({ action: 'create', table: 'organisations', recordId: row!.id, after: row }, q);
        return answer({ id: row!.id }, messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.supplierDelete,
    async (ctx) => {
      const { id } = callParams(endpoints.supplierDelete, ctx.params);
      return ctx.db.tx(async (q) => {
        const before = await orgInScope(q, ctx, id, true);
        await q.exec('UPDATE organisations SET is_supply = 0, update_time = now() WHERE id = $1', [id]);
        await ctx.audit({ action: 'delete-supply', table: 'organisations', recordId: id, before: { is_supply: before.is_supply }, after: { is_supply: 0 } }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );

  // GetSupplys also reads the generic list's strWhere (the organisation declaration's filterable fields).
  mountEndpoint(
    app,
    endpoints.supplierList,
    (ctx) => {
      if (ctx.params.strWhere !== undefined && typeof ctx.params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
      const strWhere = typeof ctx.params.strWhere === 'string' ? ctx.params.strWhere : '';
      return orgPage(ctx, (p) => ['t.is_supply = 1', ...byType(ctx, endpoints.supplierList)(p), ...strWhereSql(organisationRecord, strWhere, p, 't')]);
    },
    { skipDecode: true },
  );

  // Organisations of an engineering project (the engineering id is the project id).
  mountEndpoint(
    app,
    endpoints.engineeringOrgList,
    async (ctx) => {
      const id = callParams(endpoints.engineeringOrgList, ctx.params).engineeringID;
      await projectInScope(ctx.db, ctx, id);
      return projectOrgs(ctx, id);
    },
    { skipDecode: true },
  );
}
