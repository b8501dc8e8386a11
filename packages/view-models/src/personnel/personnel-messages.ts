/** Texts of the 人员花名册 actions (docs/decisions/0634). */
export const personnelMessages = {
  revealIdCardAction: '查看证件号',
  /** The whole number, shown to a holder of the 查看证件号 button (the server audits the reveal). */
  revealedIdCard: (name: string, idCard: string) => `${name}的身份证号：${idCard}`,
} as const;
