import { customerRecord, customerVisitRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType, requireRecordMount } from '../../record-types/mount-record-type';
import { customerHooks } from './customer-hooks';
import { visitHooks } from './visit-hooks';

/**
 * 客户管理 (docs/decisions/0420): 客户列表 and 客户拜访 on the generic mount, company scope. A visit's customer is
 * checked through the customer list's own mount (its scope), and a customer with visits is not deleted.
 */
export function mountCustomersArea(app: FastifyInstance): void {
  mountRecordType(app, customerRecord, { hooks: customerHooks });
  mountRecordType(app, customerVisitRecord, { hooks: visitHooks(requireRecordMount(app, customerRecord.name)) });
}
