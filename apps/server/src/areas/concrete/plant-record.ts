/** Mixing plants: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { concPlantRecord } from '@worksite/contract';
