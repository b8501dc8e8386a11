import type { Endpoint } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { concBatchRecord } from '../records/conc-batch-record';
import { concFormulaMaterialRecord } from '../records/conc-formula-material-record';
import { concFormulaRecord } from '../records/conc-formula-record';
import { concOrderRecord } from '../records/conc-order-record';
import { concPlantRecord } from '../records/conc-plant-record';
import { concTaskRecord } from '../records/conc-task-record';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { concConsumptionParams, concProductPageParams, concUserListParams } from '../records/declaration/concrete-call-params';
import { tankerCarRecord } from '../records/tanker-car-record';
import { resourceEndpoints } from './define-endpoints';

const LIST = { envelope: 'list' } as const;

/**
 * Concrete production (SPEC §7 "Concrete"). Orders, tasks, formulas and their materials, tanker cars, plants
 * and batch records derive from their declarations in records/ (SPEC gives the action names but not their
 * methods: reads are GET, writes POST; names SPEC gives only as a verb are chosen and marked there). The
 * driver list and the product accounts are not record types.
 */
export const concreteEndpoints: Record<string, Endpoint> = {
  ...catalogueEntries(concOrderRecord),
  ...catalogueEntries(concTaskRecord),
  ...catalogueEntries(concFormulaRecord),
  ...catalogueEntries(concFormulaMaterialRecord),
  ...catalogueEntries(tankerCarRecord),
  ...resourceEndpoints('/api/Employee', 'employee', PAGE.concrete, SUBPAGE.concTask, [['GET', 'WhereUserList', { ...LIST, access: 'session', params: concUserListParams }]]),
  ...resourceEndpoints('/api/ConcProduct', 'concProduct', PAGE.concrete, SUBPAGE.concTask, [
    ['GET', 'AccountProductPage', { ...LIST, params: concProductPageParams }],
    ['GET', 'AccountProductConsump', { params: concConsumptionParams }],
  ]),
  ...catalogueEntries(concPlantRecord),
  ...catalogueEntries(concBatchRecord),
};
