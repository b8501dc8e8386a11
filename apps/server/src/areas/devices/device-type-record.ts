/** Device types: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { deviceTypeRecord } from '@worksite/contract';
