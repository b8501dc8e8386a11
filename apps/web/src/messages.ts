/**
 * Chinese text the web app shows itself. Texts owned by a package (permissions, templates, infrastructure,
 * view-models) are used from there; this file only holds what no package owns (docs/decisions/0090).
 */
export const messages = {
  platformName: '智慧工地平台',
  // Login and register
  loginTitle: '用户登录',
  userNamePlaceholder: '请输入用户名',
  passwordPlaceholder: '请输入密码',
  loginButton: '登录',
  registerLink: '注册账号',
  backToLogin: '返回登录',
  registerTitle: '用户注册',
  registerButton: '注册',
  phonePlaceholder: '请输入手机号码',
  realNamePlaceholder: '请输入真实姓名（选填）',
  registerLabels: { userName: '用户名', password: '密码', phone: '手机号码', realName: '真实姓名' },
  // Back-office layout
  toggleSidebar: '切换侧边栏',
  switchLargeScreen: '切换大屏',
  changePassword: '修改密码',
  personalInfo: '个人信息',
  monitor: '监视',
  exitMonitor: '退出监视',
  logout: '退出登录',
  unreadNotices: '未读消息',
  /** (chosen) The bell's accessible name: the menu title 消息通知 with the unread count it shows (the count apart, as it shows, for speech input). */
  noticeBellLabel: (count: number) => (count > 0 ? `消息通知 ${count} 条未读` : '消息通知'),
  currentCompany: '当前公司',
  currentProject: '当前项目',
  selectProject: '请选择项目',
  monitoring: '监视中',
  // Password dialogs
  passwordLabels: { oldPwd: '原密码', oldPassword: '原密码', userPwd: '新密码', userPwdNew: '确认新密码' },
  passwordPlaceholders: { oldPwd: '请输入原始密码', oldPassword: '请输入原始密码', userPwd: '请输入新密码', userPwdNew: '请再次输入新密码' },
  // Template dialog: example of the JSON question list a content field holds (docs/decisions/0032)
  questionListPlaceholder: '[{"typeName":"日常检查","content":[{"name":"电源是否正常","value":"","childList":[{"name":"正常"},{"name":"异常"}]}]}]',
  selectPlaceholder: (label: string) => `请选择${label}`,
  inputPlaceholder: (label: string) => `请输入${label}`,
  // My account
  accountLabels: { userName: '用户名', realName: '真实姓名', phone: '手机号码', companyName: '所属公司', departmentName: '所属部门', avatar: '头像' },
  save: '保存',
  // Message notices
  noticeColumns: { title: '标题', senderName: '发送人', createTime: '时间', read: '状态' },
  noticeRead: '已读',
  noticeUnread: '未读',
  noticeView: '查看',
  noticeDelete: '删除',
  /** (chosen) label of the broadcast notice bar. */
  broadcast: '广播通知',
  // Generic pages
  notFoundTitle: '404',
  notFoundText: '抱歉，您访问的页面不存在',
  /** (chosen, docs/decisions/0394) the 404 page's tab title. */
  notFoundPageName: '页面不存在',
  backHome: '返回首页',
  underConstruction: '该功能正在建设中，敬请期待。',
  largeScreenUnderConstruction: '该大屏正在建设中，敬请期待。',
  openLargeScreen: '打开大屏',
  backToBackOffice: '返回后台',
  welcome: '欢迎使用智慧工地平台',
  /** (chosen) The workbench of /backHome (docs/decisions/0400). */
  workbenchFigures: '今日数据',
  workbenchTodos: '我的待办',
  workbenchNotices: '最新通知',
  workbenchNothingToDo: '暂无待办事项',
  workbenchViewAll: '查看全部',
  workbenchOpen: (what: string) => `查看全部${what}`,
  loading: '加载中…',
  // Dialog buttons
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  /** (chosen) the handling trail under a record's details (alarms: docs/decisions/0373) and its columns. */
  recordTrail: '处理记录',
  recordTrailColumns: ['时间', '操作人', '操作', '处理措施'] as const,
  // Pager
  pagerTotal: (n: number) => `共 ${n} 条`,
  pagerPageSize: (n: number) => `${n}条/页`,
  pagerJumpTo: '前往',
  pagerPageUnit: '页',
  pagerPrev: '上一页',
  pagerNext: '下一页',
  actions: '操作',
  detailTitle: '模板详情',
  noData: '暂无数据',
  // Generic record page (the DOM the e2e reads: docs/decisions/0325)
  searchConditions: '查询条件',
  search: '查询',
  reset: '重置',
  listOf: (title: string) => `${title}列表`,
  importFile: '导入文件',
  importFailed: '导入失败',
  /** (chosen) the keyword box of the select with search (SPEC §2.10). */
  searchKeyword: '请输入关键字',
  searchIn: (label: string) => `搜索${label}`,
  /** (chosen) upload widget buttons. */
  chooseImage: '选择图片',
  chooseFile: '选择文件',
  removeFile: (name: string) => `移除${name}`,
  longitude: '经度',
  latitude: '纬度',
  /** A coordinate pair edited on the map (docs/decisions/0361). */
  position: '位置',
  positionHint: '点击地图选取位置，或直接输入经纬度',
  positionMarker: '所选位置',
  positionMapLoading: '地图加载中…',
  /** 项目概况 (docs/decisions/0366). */
  projectOverview: {
    total: '项目总数',
    underConstruction: '在建项目',
    contractTotal: '合同总额',
    startedThisYear: '本年开工',
    dueThisYear: '本年计划竣工',
    byStatus: '项目状态分布',
    map: '项目分布',
    list: '项目清单',
    none: '暂无项目',
    papersNone: '暂无记录',
    viewAll: '查看全部',
    columns: ['项目名称', '项目编号', '项目状态', '所属公司', '项目地址', '开工日期', '竣工日期'],
    profile: '项目信息',
    labels: { projectNo: '项目编号', status: '项目状态', company: '所属公司', address: '项目地址', period: '工期', amount: '合同金额' },
    unitProjects: '个',
    unitAmount: '万元',
  },
  /** (chosen, docs/decisions/0330) administration dialogs and pages. */
  grantRoleLabel: (name: string) => `角色：${name}`,
  grantTreeLabel: '菜单权限',
  resetPasswordFor: (userName: string) => `请输入 ${userName} 的新密码`,
  companyTreeLabel: '公司树',
  companyParentLabel: (name: string) => `上级公司：${name}`,
  menuTreeLabel: '菜单树',
  assignUserLabel: (userName: string, company: string) => `用户：${userName}（${company}）`,
  /** (chosen, docs/decisions/0344) whose watched companies the 监视公司 dialog edits. */
  watchUserLabel: (userName: string) => `用户：${userName}`,
  menuParentLabel: (name: string) => `上级菜单：${name}`,
} as const;

/** Titles of the fixed routes of SPEC §2.1 that the permissions package gives none (docs/decisions/0090). */
export const FIXED_ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/login': '登录',
  '/register': '注册',
  '/404': '页面不存在',
  '/deviceManagement/maintenance': '维保模板',
  '/projectManage/crmProject': '项目列表',
  '/ProductionScreen': '混凝土生产',
  '/ProjectScreen/concrete': '混凝土生产大屏',
  '/indexHomes': '首页',
  '/DevelopmentConfig': '开发配置',
  '/largeProjectseen': '项目大屏',
  '/ysyiframe': '视频播放',
  '/ifc': '模型浏览',
};
