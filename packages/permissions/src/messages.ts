/**
 * Every Chinese text this package hands to the UI, exactly as SPEC writes it (or as
 * docs/decisions/0023 and 0024 chose where SPEC only gives an English gloss).
 */
export const messages = {
  /** Platform title appended to every page title (SPEC §2.3, "smart worksite"). */
  platformTitle: '智慧工地',
  /** Title of the fallback home entry (SPEC §2.2). */
  home: '首页',
  /** Menu entry always included whatever the menu function type (SPEC §2.2). */
  myAccount: '我的账户',
  /** Menu entry always included whatever the menu function type (SPEC §2.2). */
  messageNotices: '消息通知',
  /** Shown when a signed-in user opens the login page (SPEC §2.3, §8). */
  alreadySignedIn: '您已经登录',
  /** isShowStr value meaning "shown". */
  shown: '是',
  /** isShowStr value meaning "hidden". */
  hidden: '否',
  /** typeStr value marking a menu node. */
  menuType: '菜单',
  /** typeStr value marking a button node. */
  buttonType: '按钮',
  /** Mode links by user type (SPEC §2.4, wording in docs/decisions/0024). */
  enterpriseBackOffice: '企业管理后台',
  enterpriseLargeScreen: '企业大屏',
  projectBackOffice: '项目管理后台',
  projectLargeScreen: '项目大屏',
  supervisoryBackOffice: '监管后台',
  supervisoryLargeScreen: '监管大屏',
  /** Back-office fixed routes of SPEC §2.1 without a menu entry of their own (breadcrumb, tab title; 0364). */
  productionScreen: '混凝土生产',
  concreteScreen: '混凝土生产大屏',
  crmProject: '项目列表',
  maintenanceTemplates: '维保模板',
  /** Large-screen tab names (SPEC §2.6 glosses, docs/decisions/0023). */
  screenProjectOverview: '项目概况',
  screenProjectProfile: '项目简介',
  screenProjectManagement: '项目管理',
  screenPersonnel: '人员管理',
  screenVideo: '视频监控',
  screenSpecialEquipment: '特种设备',
  screenEnvironment: '环境监测',
  screenEquipment: '设备管理',
  screenTunnel: '隧道管理',
  screenProgress: '项目进度',
  screenRealName: '实名制',
  screenQualitySafety: '质量安全',
  screenMuckTransport: '渣土运输监管',
  screenPlatformWarning: '平台预警',
} as const;
