import { sentFieldValue, type FieldSpec, type RecordType } from '@worksite/contract';
import type { Queryable } from '../db/database';
import type { SqlParams } from '../db/sql-params';
import { invalid, noPermission } from '../http/api-error';
import { optionalId } from '../http/call-params';
import type { EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { administeredCompanySql, companyInScope } from './company-scope';

/**
 * Hooks shared by the administration records owned by one company (departments, roles, role groups): the
 * companies the caller administers as the scope (companyInScope), the session's company when the payload
 * names none, and a record that stays in its company (docs/decisions/0312).
 */
export function companyOwned(rt: RecordType) {
  const companyField = rt.fields.find((f) => f.column === 'company_id') as FieldSpec | undefined;
  if (!companyField) throw new Error(`record type ${rt.name}: no company_id field`);
  return {
    companyField,
    scopeSql: (ctx: EndpointContext, p: SqlParams, alias: string) => administeredCompanySql(ctx, p, `${alias}.company_id`),
    /** The list's condition over `alias`: the company the call names (default: the session's), inside the caller's scope. */
    listedCompanySql(ctx: EndpointContext, p: SqlParams, alias: string): string {
      const companyId = optionalId(sentFieldValue(ctx.params, companyField), companyField.label) ?? ctx.session.companyId;
      if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
      if (!companyInScope(ctx, companyId)) throw noPermission();
      return `${alias}.company_id = ${p.add(companyId)}`;
    },
    prepareParams(params: Record<string, unknown>, ctx: EndpointContext, existing?: Record<string, unknown>) {
      if (!existing && sentFieldValue(params, companyField) === undefined && ctx.session.companyId !== null) params[companyField.key] = ctx.session.companyId;
      return params;
    },
    /** The record's company: kept on update; on create one the caller administers (402) that exists (400). */
    async companyOf(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable, existing?: Record<string, unknown>): Promise<number> {
      if (existing) {
        values.delete('company_id');
        return Number(existing.company_id);
      }
      const companyId = Number(values.get('company_id'));
      if (!companyInScope(ctx, companyId)) throw noPermission();
      if (!(await q.one('SELECT 1 FROM companies WHERE id = $1 AND if_del = 0', [companyId]))) throw invalid(messages.companyRequired);
      return companyId;
    },
  };
}
