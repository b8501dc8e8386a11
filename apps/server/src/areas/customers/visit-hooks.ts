import { customerVisitRecord } from '@worksite/contract';
import type { RecordHooks } from '../../record-types/mount-record-type';
import type { RecordMount } from '../../record-types/record-mount-context';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { chosenCustomer } from './visit-customer';

/**
 * 客户拜访 (docs/decisions/0420): the customer must be a live one the caller reaches (chosenCustomer) and the visit
 * takes its company; 拜访方式 is a code of VISIT_WAY (real days, emptied dates and `yyyy-mm-dd` are the generic
 * mount's).
 */
export function visitHooks(customers: RecordMount): RecordHooks {
  return {
    async beforeWrite(values, ctx, q) {
      checkLookupCodes(customerVisitRecord, values);
      const customerId = values.get('customer_id');
      if (customerId !== undefined && customerId !== null) {
        values.set('company_id', (await chosenCustomer(customers, q, ctx, Number(customerId))).companyId);
      }
    },
  };
}
