/**
 * Every Chinese text the view-models hand to the UI that no domain package owns. Texts SPEC writes are
 * kept to the character; the few it does not give are marked "(chosen)" (docs/decisions/0080).
 */
export const vmMessages = {
  /** Title of the template list's 查看 dialog (the §2.9 viewer). */
  templateDetailTitle: '模板详情',
  /** Title of the supervision dialog (SPEC §4). */
  monitorDialogTitle: '监视公司',
  /** Password change succeeded (SPEC §4, §8). */
  passwordChanged: '修改成功',
  /** Title of the alert that shows a refused password change on the large screen (SPEC §8). */
  alertTitle: '提示',
  /** Button of that alert and of the confirm dialogs (SPEC §8). */
  confirmButton: '确定',
  cancelButton: '取消',
  /** (chosen, docs/decisions/0591) a 新增 / 编辑 form with unsaved input asks before it is closed or the page is left. */
  unsavedLeave: '有未保存的内容，确定离开吗？',
  /** Generic rejection text (SPEC §8 "rejected as 失败"), used when the server gave no message. */
  failed: '失败',
  /** (chosen) The back-office workbench (docs/decisions/0400): to-do labels, today's figures. */
  workbenchTodo: { openAlarms: '未处理报警', registrations: '待审核注册', overdueOrders: '超期未完成订单', expiringCertificates: '资质证书即将到期' },
  workbenchFigure: { todayAlarms: '今日报警', onlineDevices: '在线设备', todayAttendance: '今日出勤人数', todayPassages: '今日车辆进出' },
  /** My account saved (chosen: the update message of SPEC §8). */
  accountSaved: '修改成功',
  /** My account: a cleared required field (the server's messages, docs/decisions/0402). */
  realNameRequired: '请输入姓名',
  phoneRequired: '请输入手机号码',
  /** Upload outcomes (SPEC §8). */
  uploadSucceeded: '文件上传成功',
  /** Notice deleted (SPEC §8 delete message). */
  deleted: '删除成功!',
  /** Delete cancelled (SPEC §8). */
  deleteCancelled: '已取消删除',
  /** (chosen) confirmation before deleting a notice. */
  noticeDeleteConfirm: '此操作将永久删除该消息, 是否继续?',
  /** (chosen, docs/decisions/0626) 发送人 of a notice the platform sent (alarms, expiring papers): no publisher. */
  systemSender: '系统',
  /** (chosen) user menu labels (SPEC §2.4 gives English glosses). */
  changePassword: '修改密码',
  personalInformation: '个人信息',
  monitorEntry: '监视公司',
  exitMonitor: '退出监视',
  /** (chosen, docs/decisions/0393) monitor mode said aloud: after entering, after leaving, on the locked company drop-down. */
  monitorEntered: (name: string) => `已进入监视模式，正在监视：${name}`,
  monitorExited: (name: string) => `已退出监视模式，已返回：${name}`,
  companyLockedWhileMonitoring: '监视中不能切换公司，请先退出监视',
  /** (chosen, docs/decisions/0625) a header company switch said aloud on the page it reloads. */
  companySwitched: (name: string) => `已切换到：${name}`,
  logOut: '退出登录',
  switchToLargeScreen: '切换大屏',
  /** (chosen) my-account checks; SPEC §5 gives the format rules without messages. */
  realNameInvalid: '请输入2-16个汉字的真实姓名',
  mobileInvalid: '请输入正确的手机号码',
  /** Register form (docs/decisions/0055, 0191): an empty field shows its placeholder (SPEC §2.10 convention). */
  registerUserNameRequired: '请输入用户名',
  registerPasswordRequired: '请输入密码',
  registerPhoneRequired: '请输入手机号码',
  /** The server's own texts for the same checks (docs/decisions/0055). */
  registerUserNameInvalid: '用户名须为6-20位字母、数字或下划线',
  registerRealNameInvalid: '姓名须为2-16个汉字',
  registerMobileInvalid: '手机号码格式不正确',
  registerSucceeded: '注册成功，请等待管理员审核',
  /** (chosen) a refusal without a message of its own. */
  registerFailed: '注册失败',
  /** Generic record pages (docs/decisions/0320): toolbar and row buttons, dialogs, outcomes. */
  recordAdd: '新增',
  recordUpdate: '修改',
  recordCancel: '取消',
  recordView: '查看',
  recordEdit: '编辑',
  recordDelete: '删除',
  recordSearch: '查询',
  recordReset: '重置',
  recordExport: '导出',
  recordImport: '导入',
  recordImportTemplate: '下载导入模板',
  recordOperations: '操作',
  /** Delete confirmation (SPEC §8, to the character). */
  recordDeleteConfirmTitle: '提示',
  recordDeleteConfirm: '此操作将永久删除该设备, 是否继续?',
  /** Save outcomes (SPEC §8: 提交成功 on add, 修改成功 on update). */
  recordCreated: '提交成功',
  recordUpdated: '修改成功',
  /** Import outcomes (the Excel wire: 导入成功; the row errors' dialog is titled 导入失败). */
  recordImported: '导入成功',
  recordImportFailed: '导入失败',
  /** (chosen, docs/decisions/0620) a workflow move done, named by its label: 审核通过成功, 确认成功, 开始生产成功. */
  recordTransitionDone: (label: string) => `${label}成功`,
  /** (chosen, docs/decisions/0620) a move without a dialog of its own asks first (titled 提示 like SPEC's delete confirm). */
  recordTransitionConfirm: (label: string, title: string) => `确定对该${title}执行「${label}」吗?`,
  /** (chosen) a switch field's value as text. */
  switchOn: '是',
  switchOff: '否',
  /** Administration (docs/decisions/0330): the grant dialog and its buttons, the user row actions and their outcomes. */
  grantDialogTitle: '分配权限',
  grantAction: '分配权限',
  saveButton: '保存',
  /** The server's own success text of UpdateRoleMenus. */
  grantSaved: '保存成功',
  resetPasswordAction: '重置密码',
  /** (chosen, docs/decisions/0334) a user's roles and department in its company; the dialog's labels. */
  assignAction: '分配角色',
  assignRolesLabel: '角色',
  assignDepartmentLabel: '部门',
  /** (chosen, docs/decisions/0344) the companies a user watches in monitor mode (SPEC §6 监视公司); the server's success text. */
  watchAction: '监视公司',
  watchSaved: '修改成功',
  enableAction: '启用',
  disableAction: '禁用',
  /** (chosen) the reset-password dialog and its check (the length rule and text are SPEC §5's). */
  resetPasswordTitle: '重置密码',
  newPasswordLabel: '新密码',
  newPasswordRequired: '请输入新密码',
  passwordTooShort: '密码不能少于6位数!',
  /** (chosen) confirmations of the user row actions, titled 提示 like SPEC's delete confirm. */
  enableConfirm: (name: string) => `确定启用用户 ${name} 吗?`,
  disableConfirm: (name: string) => `确定禁用用户 ${name} 吗? 禁用后该用户将被强制退出登录`,
  actionCancelled: '已取消',
  /** (chosen) company tree: the 组织机构 toolbar action and dialog title, add a company under a node. */
  companyTreeAction: '公司管理',
  /** (chosen, docs/decisions/0333) the 角色管理 toolbar action and dialog title of the menu tree. */
  menuTreeAction: '菜单管理',
  addChildAction: '新增下级',
} as const;

/** Title of a record form: `新增{title}` / `编辑{title}`. */
export function recordFormTitle(mode: 'create' | 'update', title: string): string {
  return mode === 'create' ? `新增${title}` : `编辑${title}`;
}

/** Title of a record detail dialog: `{title}详情`. */
export function recordDetailTitle(title: string): string {
  return `${title}详情`;
}

/** Placeholder of a search or form input (SPEC §2.10: shown as the message of a required search field). */
export function recordPlaceholder(label: string, choose: boolean): string {
  return choose ? `请选择${label}` : `请输入${label}`;
}

/** Upload failure: `文件上传失败 {detail}` (SPEC §8). */
export function uploadFailedMessage(detail: string | undefined): string {
  return detail ? `文件上传失败 ${detail}` : '文件上传失败';
}
