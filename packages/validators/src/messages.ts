/**
 * Every Chinese text this package shows, exactly as SPEC §5 writes it (full-width punctuation kept).
 * Messages with placeholders are functions so callers cannot get the spacing wrong.
 */
export const validatorMessages = {
  /** Back-office and large-screen password forms: old password missing. */
  oldPasswordRequired: '请输入原始密码',
  /** New password missing. */
  newPasswordRequired: '请输入新密码',
  /** New password shorter than MIN_PASSWORD_LENGTH. */
  newPasswordTooShort: '密码不能少于6位数!',
  /** Back office: new password equals the old one. */
  newPasswordSameAsOld: '新旧密码不能一样!',
  /** Large screen: new password equals the old one (docs/decisions/0010-repeat-password.md). */
  largeScreenNewPasswordSameAsOld: '两次输入密码不能一致!',
  /** Repeat of the new password missing. */
  repeatPasswordRequired: '请再次输入新密码',
  /** Repeat differs from the new password. */
  repeatPasswordMismatch: '新密码不一致!',
  /** Upload list, image mode: wrong type. */
  listImageType: '只能上传图片格式!',
  /** Upload list, image mode: too large. */
  listImageSize: '上传图片大小不能超过 10MB!',
  /** Upload list, file mode: wrong type. */
  listFileType: '文件格式不正确!',
  /** Upload list, file mode: too large. */
  listFileSize: '上传文件大小不能超过10MB!',
} as const;

/** Labels of password strength (docs/decisions/0012-format-validators.md). */
export const passwordStrengthLabels = {
  low: '低',
  medium: '中',
  high: '高',
} as const;

/** Single image upload, wrong type: `文件类型不合法，请上传 png/jpg/jpeg 格式文件` (types joined by `/`). */
export function uploadTypeMessage(types: readonly string[]): string {
  return `文件类型不合法，请上传 ${types.join('/')} 格式文件`;
}

/** Single image upload, too large: `上传文件大小不能超过 1 MB`. */
export function uploadSizeMessage(maxMb: number): string {
  return `上传文件大小不能超过 ${maxMb} MB`;
}

/** Upload count exceeded: no space between the limit and 个, spaces around the two counts (SPEC §5). */
export function uploadCountMessage(limit: number, selected: number, total: number): string {
  return `当前限制选择 ${limit}个文件，本次选择了 ${selected} 个文件，共选择了 ${total} 个文件`;
}
