import * as t from 'io-ts';

/** The change-password form: old password, new password, repeat (SPEC §3). */
export const PasswordForm = t.type({ oldPwd: t.string, userPwd: t.string, userPwdNew: t.string });
/** The change-password form. */
export type PasswordForm = t.TypeOf<typeof PasswordForm>;
