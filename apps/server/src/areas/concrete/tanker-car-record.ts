/** Tanker cars: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { tankerCarRecord } from '@worksite/contract';
