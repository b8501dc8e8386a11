/**
 * Chinese texts of the large screens. SPEC's own strings are kept to the character; the rest are chosen
 * (docs/decisions/0170) and follow the wording of SPEC §2.6's tab names.
 */
export const screenMessages = {
  /** SPEC §8: full screen unsupported. */
  fullScreenUnsupported: '您的浏览器版本过低，不支持全屏浏览',
  /** Weekday names, Sunday first (Date#getDay order). */
  weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as readonly string[],
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  refresh: '刷新',
  backOffice: '返回后台',
  platformName: '智慧工地平台',
  changePassword: '修改密码',
  logOut: '退出登录',
  project: '项目',
  allProjects: '全部项目',
  noData: '暂无数据',
  other: '其他',
  loading: '加载中…',
  loadFailed: '数据加载失败',
  live: '实时',
  liveConnected: '实时推送已连接',
  liveDisconnected: '实时推送已断开，正在重连',
  notices: '未读消息',
  alarm: '告警',
  noAlarms: '暂无告警',
  device: '设备',
  /** Device history chart (issue 5). */
  history: '历史曲线',
  openHistory: '点击查看历史曲线',
  close: '关闭',
  noHistory: '该时段暂无数据',
} as const;
