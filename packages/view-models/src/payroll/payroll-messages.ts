/** Texts of the 工资发放 actions (docs/decisions/0680, 0683). */
export const payrollMessages = {
  linesAction: '工资明细',
  recomputeAction: '重新计算',
  linesTitle: (team: string, month: string) => `${team} ${month.slice(0, 7)} 工资明细`,
  exportBankFile: '导出银行代发文件',
  confirmAction: '工人确认',
  confirmed: '确认成功',
  recomputed: (count: number) => `计算完成：${count}人`,
  total: (count: number, net: string) => `共${count}人，实发合计${net}元`,
} as const;
