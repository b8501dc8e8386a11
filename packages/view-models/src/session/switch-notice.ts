/**
 * Where a company switch leaves its message for the page the switch reloads: 已切换到 / 已进入监视模式 /
 * 已退出监视模式, shown once by MonitorViewModel.announce() (docs/decisions/0393, 0625).
 */
export const SWITCH_NOTICE_KEY = 'monitorNotice';
