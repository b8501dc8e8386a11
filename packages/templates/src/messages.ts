/**
 * Every Chinese text of the templates package, as SPEC §2.8, §2.9, §5 and §8 write it.
 * Texts SPEC does not give are chosen in docs/decisions/0032–0034 and marked "(chosen)".
 */
export const TEMPLATE_MESSAGES = {
  // Validation, SPEC §5, in check order
  deviceTypeRequired: '请选择设备类型',
  projectNameRequired: '请选择项目名称',
  descriptionRequired: '请输入模板描述',
  contentNameRequired: '请输入模板名称',
  /** (chosen) */
  descriptionTooLong: '模板描述不能超过200个字符',
  /** (chosen) */
  contentNameTooLong: '模板名称不能超过50个字符',
  /** (chosen) suffix after a section name: 巡检内容格式不正确 */
  contentMalformedSuffix: '格式不正确',

  // Outcomes, SPEC §8
  addSuccess: '提交成功',
  updateSuccess: '修改成功',
  deleteSuccess: '删除成功!',
  addFailed: '新增模板失败',
  updateFailed: '修改模板失败',
  deleteConfirm: '此操作将永久删除该设备, 是否继续?',
  deleteConfirmTitle: '提示',
  confirmButton: '确定',
  cancelButton: '取消',
  deleteCancelled: '已取消删除',

  // List page and dialog, SPEC §2.8
  newTemplateButton: '新建模板',
  createDialogTitle: '新建模板',
  editDialogTitle: '编辑模板',
  createSubmit: '新增',
  updateSubmit: '修改',
  viewAction: '查看',
  deleteAction: '删除',
  editAction: '编辑',

  // Record viewer, SPEC §2.9
  emptySection: '暂未设置模板',
} as const;

/** Field labels of the add/edit form and list columns (chosen where SPEC gives English only). */
export const TEMPLATE_LABELS = {
  deviceType: '设备类型',
  projectName: '项目名称',
  description: '模板描述',
  contentName: '模板名称',
  /** List column "template table name" (chosen). */
  contentNameColumn: '模板表名称',
  inspectionContent: '巡检内容',
  operationContent: '操作内容',
  repairContent: '维修内容',
  maintenanceContent: '保养内容',
  inspectionTemplate: '巡检模板',
  operationTemplate: '操作模板',
  repairTemplate: '维修模板',
  maintenanceTemplate: '保养模板',
  /** List column of the template's project (issue 11, chosen). */
  projectColumn: '项目',
} as const;

/** The checklist editor of the add/edit dialog (issue 11, chosen; docs/decisions/0392). */
export const CHECKLIST_LABELS = {
  addGroup: '添加分组',
  groupName: '分组名称',
  removeGroup: '删除分组',
  question: '检查项',
  addQuestion: '添加检查项',
  removeQuestion: '删除检查项',
  option: '选项',
  addOption: '添加选项',
  removeOption: '删除选项',
  preview: '预览',
  emptyList: '暂无检查项，点击“添加分组”开始编辑',
  /** Shown with the raw text of a list the editor cannot read (巡检内容格式不正确 …). */
  fixText: '请修正下方文本，或清空后重新编辑',
  clearList: '清空',
} as const;

/** Device-type names of SPEC §2.8–§2.9 (chosen Chinese for the English of §2.9). */
export const DEVICE_TYPE_NAMES = {
  distributionCabinet: '配电箱',
  crane: '起重机',
  mechanicalEquipment: '机械设备',
  excavator: '挖掘机',
  mixingStation: '搅拌站',
  walkingEquipment: '行走设备',
  wireRope: '钢丝绳',
  gantryCrane: '龙门吊',
} as const;

/** Column titles of the record-viewer tables (chosen). */
export const VIEWER_COLUMN_TITLES = {
  category: '检查类别',
  index: '序号',
  item: '检查项目',
  result: '检查结果',
  left: '左侧',
  right: '右侧',
} as const;
