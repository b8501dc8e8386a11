/** Formula materials: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { concFormulaMaterialRecord } from '@worksite/contract';
