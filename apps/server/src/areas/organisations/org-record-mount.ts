import { organisationRecord } from '@worksite/contract';
import { COMPANY_TYPE, hasValue } from '@worksite/lookups';
import { isLandline, isMobile } from '@worksite/validators';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { SqlParams } from '../../db/sql-params';
import { orgScopeSql } from '../../scopes/org-scope';

/** Phone of a contact: mobile or landline. */
export const isPhone = (v: string): boolean => isMobile(v) || isLandline(v);

/** Company type by the lookup, parent inside the scope, credit code and phone formats; district from the company. */
export const orgHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    if (values.has('org_type') && !hasValue(COMPANY_TYPE, values.get('org_type') as number)) throw invalid(messages.orgTypeInvalid);
    const credit = values.get('credit_code');
    if (typeof credit === 'string' && credit !== '' && !/^[0-9A-Z]{18}$/.test(credit)) throw invalid(messages.creditCodeInvalid);
    const phone = values.get('contact_phone');
    if (typeof phone === 'string' && phone !== '' && !isPhone(phone)) throw invalid(messages.contactPhoneInvalid);
    const parent = values.get('parent_id');
    if (typeof parent === 'number') {
      const p = new SqlParams();
      const idp = p.add(parent);
      const ok = await q.one(`SELECT 1 FROM organisations t WHERE t.id = ${idp} AND t.if_del = 0 AND ${orgScopeSql(ctx, p)}`, p.values);
      if (!ok || (existing && Number(existing.id) === parent)) throw invalid(messages.orgParentInvalid);
    }
    if (!existing && !values.get('district_code')) {
      const c = await q.one<{ district_code: string }>('SELECT district_code FROM companies WHERE id = $1', [values.get('company_id')]);
      values.set('district_code', c?.district_code ?? '');
    }
  },
  toClient(record, row) {
    return { ...record, companyId: row.company_id, projectId: row.project_id ?? null, isSupplier: row.is_supply };
  },
};

/** GetOrgList, GetOrgInfo, CreateOrg, UpdateOrg, DeleteOrg on the generic pattern, with the hooks above. */
export const organisationRecordMounts: RecordMountTable = { [organisationRecord.name]: { hooks: orgHooks } };
