/** Concrete orders: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { concOrderRecord } from '@worksite/contract';
