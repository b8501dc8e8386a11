/**
 * Every Chinese text the server answers with, in one place (STYLE.md: messages module per package).
 * Texts SPEC gives are copied to the character; the others are decisions (docs/decisions/0052).
 */
export const messages = {
  // SPEC §8
  sessionExpired: '当前登录状态过期，请重新登录',
  noPermission: '没有权限',
  modified: '修改成功',
  submitted: '提交成功',
  deleted: '删除成功!',
  uploaded: '文件上传成功',
  // session
  loginSuccess: '登录成功',
  loginFailed: '用户名或密码错误',
  loginLocked: '登录失败次数过多，请15分钟后再试',
  loginMissing: '请输入用户名和密码',
  accountDisabled: '账号已停用，请联系管理员',
  accountUnaudited: '账号尚未审核通过，请联系管理员',
  noCompany: '该账号未分配公司，请联系管理员',
  tokenIssued: '获取成功',
  loggedOut: '已退出登录',
  companySwitched: '切换成功',
  companyNotAllowed: '没有该公司的权限',
  // password (SPEC §5; same texts the validators package shows)
  oldPasswordRequired: '请输入原始密码',
  newPasswordRequired: '请输入新密码',
  passwordTooShort: '密码不能少于6位数!',
  passwordSameAsOld: '新旧密码不能一样!',
  passwordSameAsOldLargeScreen: '两次输入密码不能一致!',
  oldPasswordWrong: '原始密码错误',
  passwordTooLong: '密码不能超过64位',
  // register
  registerSuccess: '注册成功，请等待管理员审核',
  userNameTaken: '用户名已存在',
  userNameInvalid: '用户名须为6-20位字母、数字或下划线',
  realNameInvalid: '姓名须为2-16个汉字',
  mobileInvalid: '手机号码格式不正确',
  // generic
  ok: '操作成功',
  badRequest: '请求参数不正确',
  invalidField: (label: string) => `${label}格式不正确`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  invalidJson: '请求内容不是有效的JSON',
  bodyTooLarge: '请求内容过大',
  notFound: '请求的接口不存在',
  recordNotFound: '记录不存在',
  invalidId: '记录编号不正确',
  invalidStrWhere: '查询条件不正确',
  invalidSort: '排序字段不正确',
  invalidPaging: '分页参数不正确',
  serverError: '服务器内部错误，请稍后再试',
  // uploads (SPEC §5)
  uploadTypeInvalid: (types: string) => `文件类型不合法，请上传 ${types} 格式文件`,
  uploadTooLarge: (mb: number) => `上传文件大小不能超过 ${mb} MB`,
  uploadImageOnly: '只能上传图片格式!',
  uploadImageTooLarge: '上传图片大小不能超过 10MB!',
  uploadFileTypeInvalid: '文件格式不正确!',
  uploadFileTooLarge: '上传文件大小不能超过10MB!',
  uploadMissingFile: '请选择要上传的文件',
  uploadFileNotFound: '文件不存在',
  // web
  webMissingTitle: '智慧工地平台',
  webMissingBody: '前端尚未构建。请运行 npm run build -w apps/web 后刷新页面；接口已在 /prod-apiplus 下提供服务。',
} as const;
