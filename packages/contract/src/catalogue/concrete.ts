import type { Endpoint } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { concConsumptionParams, concProductPageParams, concUserListParams } from '../records/declaration/concrete-call-params';
import { resourceEndpoints } from '../define-endpoints';

const LIST = { envelope: 'list' } as const;

/**
 * Concrete production (SPEC §7 "Concrete") beside its record types (orders, tasks, formulas and their
 * materials, tanker cars, plants and batch records: the registry's, catalogue/declared-records.ts): the driver
 * list and the product accounts, which are not record types.
 */
export const concreteEndpoints: Record<string, Endpoint> = {
  ...resourceEndpoints('/api/Employee', 'employee', PAGE.concrete, SUBPAGE.concTask, [['GET', 'WhereUserList', { ...LIST, access: 'session', params: concUserListParams }]]),
  ...resourceEndpoints('/api/ConcProduct', 'concProduct', PAGE.concrete, SUBPAGE.concTask, [
    ['GET', 'AccountProductPage', { ...LIST, params: concProductPageParams }],
    ['GET', 'AccountProductConsump', { params: concConsumptionParams }],
  ]),
};
