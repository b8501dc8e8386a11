import type { CheckResult } from './check-result';
import { validatorMessages } from './messages';
import { checkNewPassword, checkOldPassword, checkRepeatPassword } from './password-checks';

/** Back-office change-password form (SPEC §3 password form). */
export interface BackOfficePasswordForm {
  readonly oldPwd: string;
  readonly userPwd: string;
  readonly userPwdNew: string;
}

/** Large-screen change-password form: the old password is bound to `oldPassword` (decision 0010). */
export interface LargeScreenPasswordForm {
  readonly oldPassword: string;
  readonly userPwd: string;
  readonly userPwdNew: string;
}

/** Field names of the back-office form, in validation order. */
export type BackOfficePasswordField = keyof BackOfficePasswordForm;

/** Field names of the large-screen form, in validation order. */
export type LargeScreenPasswordField = keyof LargeScreenPasswordForm;

/** One failing field and its first message. */
export interface PasswordFieldError<F extends string> {
  readonly field: F;
  readonly message: string;
}

/** Back-office fields in the order they are validated and shown. */
export const BACK_OFFICE_PASSWORD_FIELDS: readonly BackOfficePasswordField[] = ['oldPwd', 'userPwd', 'userPwdNew'];

/** Large-screen fields in the order they are validated and shown. */
export const LARGE_SCREEN_PASSWORD_FIELDS: readonly LargeScreenPasswordField[] = ['oldPassword', 'userPwd', 'userPwdNew'];

/** Validates one back-office field, as on blur. */
export function validateBackOfficePasswordField(form: BackOfficePasswordForm, field: BackOfficePasswordField): CheckResult {
  switch (field) {
    case 'oldPwd':
      return checkOldPassword(form.oldPwd);
    case 'userPwd':
      return checkNewPassword(form.userPwd, form.oldPwd, validatorMessages.newPasswordSameAsOld);
    case 'userPwdNew':
      return checkRepeatPassword(form.userPwdNew, form.userPwd);
  }
}

/** Validates one large-screen field, as on blur. */
export function validateLargeScreenPasswordField(
  form: LargeScreenPasswordForm,
  field: LargeScreenPasswordField,
): CheckResult {
  switch (field) {
    case 'oldPassword':
      return checkOldPassword(form.oldPassword);
    case 'userPwd':
      return checkNewPassword(form.userPwd, form.oldPassword, validatorMessages.largeScreenNewPasswordSameAsOld);
    case 'userPwdNew':
      return checkRepeatPassword(form.userPwdNew, form.userPwd);
  }
}

function collect<F extends string>(fields: readonly F[], check: (field: F) => CheckResult): PasswordFieldError<F>[] {
  const errors: PasswordFieldError<F>[] = [];
  for (const field of fields) {
    const result = check(field);
    if (!result.ok) errors.push({ field, message: result.message });
  }
  return errors;
}

/** Whole back-office form: the first message of each failing field, in field order; empty when valid. */
export function validateBackOfficePasswordForm(form: BackOfficePasswordForm): PasswordFieldError<BackOfficePasswordField>[] {
  return collect(BACK_OFFICE_PASSWORD_FIELDS, (field) => validateBackOfficePasswordField(form, field));
}

/** Whole large-screen form: the first message of each failing field, in field order; empty when valid. */
export function validateLargeScreenPasswordForm(
  form: LargeScreenPasswordForm,
): PasswordFieldError<LargeScreenPasswordField>[] {
  return collect(LARGE_SCREEN_PASSWORD_FIELDS, (field) => validateLargeScreenPasswordField(form, field));
}
