import { type CheckResult, failed, passed } from './check-result';
import { validatorMessages } from './messages';
import { MIN_PASSWORD_LENGTH, passwordLength } from './password-strength';

/** Old password: required. */
export function checkOldPassword(oldPassword: string | undefined): CheckResult {
  return oldPassword ? passed() : failed(validatorMessages.oldPasswordRequired);
}

/**
 * New password: required, at least MIN_PASSWORD_LENGTH characters, different from the old one.
 * `sameAsOldMessage` differs per form (back office 新旧密码不能一样!, large screen 两次输入密码不能一致!).
 * The old-password comparison is skipped while the old password is still empty.
 */
export function checkNewPassword(
  newPassword: string | undefined,
  oldPassword: string | undefined,
  sameAsOldMessage: string = validatorMessages.newPasswordSameAsOld,
): CheckResult {
  if (!newPassword) return failed(validatorMessages.newPasswordRequired);
  if (passwordLength(newPassword) < MIN_PASSWORD_LENGTH) return failed(validatorMessages.newPasswordTooShort);
  if (oldPassword && newPassword === oldPassword) return failed(sameAsOldMessage);
  return passed();
}

/** Repeat of the new password: required and equal to it (decision 0010). */
export function checkRepeatPassword(repeat: string | undefined, newPassword: string | undefined): CheckResult {
  if (!repeat) return failed(validatorMessages.repeatPasswordRequired);
  return repeat === newPassword ? passed() : failed(validatorMessages.repeatPasswordMismatch);
}
