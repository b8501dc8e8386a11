/** Every Chinese text this package shows, exactly as SPEC §6 and §8 write it. */
export const messages = {
  /** Title of the session-expired confirm dialog. */
  sessionExpiredTitle: '离线提示',
  /** Body of the session-expired confirm dialog. */
  sessionExpired: '当前登录状态过期，请重新登录',
  /** Confirm button of the session-expired dialog. */
  relogin: '重新登录',
  /** Cancel button of the session-expired dialog. */
  cancel: '取消',
  /** Code 402 toast default and the OrgDataAuthorityType 0 rejection. */
  noPermission: '没有权限',
  /** HTTP error toast default. */
  httpErrorDefault: 'Error',
  /** Rejection of answers whose code is not 0, 1, 200, 401 or 402 when the server gives no message. */
  failed: '失败',
} as const;
