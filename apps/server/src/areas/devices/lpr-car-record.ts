/** Plate-recognition cars: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { lprCarRecord } from '@worksite/contract';
