import * as t from 'io-ts';
import { WID } from '../constants';
import { NumberFromStringOrNumber, NumberLiteral, StringFromStringOrNumber, maybe } from './lenient';

/** Login form (form-encoded). Field names chosen to match the alternate variant (docs/decisions/0040). */
export const LoginForm = t.type({ userName: t.string, password: t.string });
/** Login form. */
export type LoginForm = t.TypeOf<typeof LoginForm>;

/** Alternate login variant (SPEC §7): grant type, login type, credentials, phone check, chosen company. */
export const AltLoginForm = t.intersection([
  t.type({ grant_type: t.string, userName: t.string, password: t.string }),
  t.partial({
    loginType: maybe(StringFromStringOrNumber),
    confirmPhone: maybe(StringFromStringOrNumber),
    confirmCode: maybe(StringFromStringOrNumber),
    companyId: maybe(NumberFromStringOrNumber),
    companyName: maybe(t.string),
  }),
]);
/** Alternate login variant. */
export type AltLoginForm = t.TypeOf<typeof AltLoginForm>;

/** Back-office password change (PCModifyPwd): old and new password. */
export const ModifyPwdParams = t.type({ oldPwd: t.string, userPwd: t.string });
/** Back-office password change. */
export type ModifyPwdParams = t.TypeOf<typeof ModifyPwdParams>;

/** Large-screen password change: the same plus wid 11 and fromplat minapp. */
export const MinappModifyPwdParams = t.type({
  oldPwd: t.string,
  userPwd: t.string,
  wid: NumberLiteral(WID),
  fromplat: t.literal('minapp'),
});
/** Large-screen password change. */
export type MinappModifyPwdParams = t.TypeOf<typeof MinappModifyPwdParams>;

/** Company switch (UpdateUserRedis): the chosen company and its global project id. */
export const CompanySwitchParams = t.type({
  GlobalProjectID: maybe(StringFromStringOrNumber),
  company_id: NumberFromStringOrNumber,
  company_name: t.string,
});
/** Company switch parameters. */
export type CompanySwitchParams = t.TypeOf<typeof CompanySwitchParams>;

/** Registration form (PCEmployeeRegister; fields chosen in docs/decisions/0040). */
export const RegisterForm = t.intersection([
  t.type({ userName: t.string, password: t.string, phone: StringFromStringOrNumber }),
  t.partial({ realName: maybe(t.string), confirmCode: maybe(StringFromStringOrNumber), companyName: maybe(t.string) }),
]);
/** Registration form. */
export type RegisterForm = t.TypeOf<typeof RegisterForm>;

/** SMS verification code request (SendMessage). */
export const SendMessageParams = t.UnknownRecord;
/** Platform message request: title, content, noticeType, userIds and/or companyId (server validates). */
export type SendMessageParams = t.TypeOf<typeof SendMessageParams>;
