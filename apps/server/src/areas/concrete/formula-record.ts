/** Mix formulas: declared once in the contract (packages/contract/src/records/), mounted by the generic pattern. */
export { concFormulaRecord } from '@worksite/contract';
