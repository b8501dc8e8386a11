/** @packageDocumentation Format validators, password strength and forms, ID-card masking, upload rules (SPEC §5). */
export type { CheckResult } from './check-result';
export { passed, failed } from './check-result';
export { validatorMessages, passwordStrengthLabels, uploadTypeMessage, uploadSizeMessage, uploadCountMessage } from './messages';
export { isMobile, isLandline } from './phone-number';
export { isIpv4, isEmail, isUrl } from './network-address';
export { isRealName, isUsername, isWechatAccount, isQq } from './account-name';
export { isPositiveInteger, isLetters, isLettersAndDigits } from './character-class';
export { isCreditCode } from './credit-code';
export { MAX_SCORE, isScore } from './score';
export { isLeapYear, isCalendarDate, isDate, isTime } from './date-time';
export type { SiteClockParts } from './site-time';
export { SITE_TIME_ZONE, siteClockParts, siteDateText, siteTimeText, instantOf, formatSiteDateTime, formatSiteDate } from './site-time';
export { isIdCard, idCardCheckChar, isValidIdCardChecksum, maskIdCard } from './id-card';
export { PLATE_PROVINCES, PLATE_SPECIAL_SUFFIXES, isCarPlate, isNewEnergyPlate } from './car-plate';
export { IMAGE_EXTENSIONS, fileExtension, isImageFileName } from './file-extension';
export type { PasswordStrength, PasswordStrengthLabel } from './password-strength';
export {
  MIN_PASSWORD_LENGTH,
  passwordLength,
  passwordStrength,
  passwordStrengthLabel,
  isStrongPassword,
} from './password-strength';
export { checkOldPassword, checkNewPassword, checkRepeatPassword } from './password-checks';
export type {
  BackOfficePasswordForm,
  LargeScreenPasswordForm,
  BackOfficePasswordField,
  LargeScreenPasswordField,
  PasswordFieldError,
} from './password-forms';
export {
  BACK_OFFICE_PASSWORD_FIELDS,
  LARGE_SCREEN_PASSWORD_FIELDS,
  validateBackOfficePasswordField,
  validateLargeScreenPasswordField,
  validateBackOfficePasswordForm,
  validateLargeScreenPasswordForm,
} from './password-forms';
export type { UploadTransport, UploadRule, SingleImageOptions } from './upload-rule';
export {
  BYTES_PER_MB,
  SINGLE_IMAGE_TYPES,
  SINGLE_IMAGE_MAX_MB,
  LIST_IMAGE_TYPES,
  LIST_FILE_TYPES,
  LIST_MAX_MB,
  singleImageRule,
  listImageRule,
  listFileRule,
  checkUpload,
  sendsToServer,
} from './upload-rule';
export { DEFAULT_UPLOAD_LIMIT, checkUploadCount, canAddMore } from './upload-count';
