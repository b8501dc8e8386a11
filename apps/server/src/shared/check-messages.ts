/** The server's texts of 安全检查 / 质量检查 (issue 22, Deliver 2; docs/decisions/0710–0712). */
export const checkMessages = {
  checkNotFound: '检查记录不存在或已删除',
  checkItemMoveRefused: '检查项不能移到另一条检查记录',
  checkItemHazardResultLocked: '该检查项已转为隐患，不能修改检查结果',
  checkItemNotFailed: '只有检查结果为「不合格」的检查项才能转为隐患',
  checkItemAlreadyHazard: (hazardId: number) => `该检查项已转为隐患（隐患编号${hazardId}），不能重复转为隐患`,
  checkHazardTypeInvalid: '隐患类型不在可选范围内',
  checkHazardLevelInvalid: '隐患级别不在可选范围内',
  checkHazardDeadlineInvalid: '整改期限格式不正确',
  checkToHazardDone: '已转为隐患',
} as const;
