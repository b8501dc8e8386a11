import { customerRecord } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { messages } from '../../shared/messages';

/**
 * 客户列表 (docs/decisions/0420): the type is a code of CUSTOMER_TYPE; the name (trimmed) is unique among the
 * live customers of the record's company (the visit form chooses a customer by its name); a customer with live
 * visits is not deleted.
 */
export const customerHooks: RecordHooks = {
  async beforeWrite(values, _ctx, q, existing) {
    checkLookupCodes(customerRecord, values);
    const name = values.get('customer_name');
    if (typeof name !== 'string') return;
    values.set('customer_name', name.trim());
    const companyId = existing ? existing.company_id : values.get('company_id');
    const taken = await q.one(
      'SELECT 1 FROM customers WHERE company_id = $1 AND customer_name = $2 AND if_del = 0 AND id <> $3',
      [companyId, name.trim(), existing ? Number(existing.id) : 0],
    );
    if (taken) throw invalid(messages.customerNameTaken);
  },
};
