/** Texts of the 人员花名册 actions (docs/decisions/0634). */
export const personnelMessages = {
  revealIdCardAction: '查看证件号',
  /** 合同台账's row action and its sheet (docs/decisions/0655). */
  printContractAction: '打印合同',
  printContractTitle: (no: string) => (no === '' ? '劳务合同' : `劳务合同 ${no}`),
  printButton: '打印',
  /** The whole number, shown to a holder of the 查看证件号 button (the server audits the reveal). */
  revealedIdCard: (name: string, idCard: string) => `${name}的身份证号：${idCard}`,
} as const;
