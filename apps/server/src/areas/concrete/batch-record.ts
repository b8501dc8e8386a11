/** Batch records: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { concBatchRecord } from '@worksite/contract';
