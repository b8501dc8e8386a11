/** Production tasks: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { concTaskRecord } from '@worksite/contract';
