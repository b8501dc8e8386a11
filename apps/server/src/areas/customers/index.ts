import { customerRecord } from '@worksite/contract';
import { requireRecordMount } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { customerHooks } from './customer-hooks';
import { visitHooks } from './visit-hooks';

/**
 * 客户管理 (docs/decisions/0420): 客户列表 and 客户拜访 on the generic mount, company scope. A visit's customer is
 * checked through the customer list's own mount (its scope), and a customer with visits is not deleted.
 */
export const customerRecordMounts: RecordMountTable = {
  customer: { hooks: customerHooks },
  customerVisit: (app) => ({ hooks: visitHooks(requireRecordMount(app, customerRecord.name)) }),
};
