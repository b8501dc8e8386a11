import {
  BACK_OFFICE_PASSWORD_FIELDS,
  LARGE_SCREEN_PASSWORD_FIELDS,
  validateBackOfficePasswordField,
  validateBackOfficePasswordForm,
  validateLargeScreenPasswordField,
  validateLargeScreenPasswordForm,
  type BackOfficePasswordForm,
  type LargeScreenPasswordForm,
} from './password-forms';

const back = (oldPwd: string, userPwd: string, userPwdNew: string): BackOfficePasswordForm => ({ oldPwd, userPwd, userPwdNew });
const large = (oldPassword: string, userPwd: string, userPwdNew: string): LargeScreenPasswordForm => ({
  oldPassword,
  userPwd,
  userPwdNew,
});

describe('field order', () => {
  it('back office: oldPwd, userPwd, userPwdNew (SPEC §3 password form)', () => {
    expect(BACK_OFFICE_PASSWORD_FIELDS).toEqual(['oldPwd', 'userPwd', 'userPwdNew']);
  });
  it('large screen: oldPassword, userPwd, userPwdNew', () => {
    expect(LARGE_SCREEN_PASSWORD_FIELDS).toEqual(['oldPassword', 'userPwd', 'userPwdNew']);
  });
});

describe('validateBackOfficePasswordForm', () => {
  it.each([
    [
      'all empty',
      back('', '', ''),
      [
        { field: 'oldPwd', message: '请输入原始密码' },
        { field: 'userPwd', message: '请输入新密码' },
        { field: 'userPwdNew', message: '请再次输入新密码' },
      ],
    ],
    ['short new password', back('old123', '12345', '12345'), [{ field: 'userPwd', message: '密码不能少于6位数!' }]],
    ['new equals old', back('old123', 'old123', 'old123'), [{ field: 'userPwd', message: '新旧密码不能一样!' }]],
    ['repeat differs', back('old123', 'new456', 'new789'), [{ field: 'userPwdNew', message: '新密码不一致!' }]],
    [
      'old missing and repeat differs',
      back('', 'new456', 'new45'),
      [
        { field: 'oldPwd', message: '请输入原始密码' },
        { field: 'userPwdNew', message: '新密码不一致!' },
      ],
    ],
    ['valid', back('old123', 'new456', 'new456'), []],
  ])('%s', (_why, form, expected) => expect(validateBackOfficePasswordForm(form)).toEqual(expected));
});

describe('validateLargeScreenPasswordForm', () => {
  it.each([
    [
      'all empty',
      large('', '', ''),
      [
        { field: 'oldPassword', message: '请输入原始密码' },
        { field: 'userPwd', message: '请输入新密码' },
        { field: 'userPwdNew', message: '请再次输入新密码' },
      ],
    ],
    ['short new password', large('old123', '12345', '12345'), [{ field: 'userPwd', message: '密码不能少于6位数!' }]],
    ['new equals old', large('old123', 'old123', 'old123'), [{ field: 'userPwd', message: '两次输入密码不能一致!' }]],
    ['repeat differs', large('old123', 'new456', 'new789'), [{ field: 'userPwdNew', message: '新密码不一致!' }]],
    ['valid', large('old123', 'new456', 'new456'), []],
  ])('%s', (_why, form, expected) => expect(validateLargeScreenPasswordForm(form)).toEqual(expected));
});

describe('per-field validation on blur', () => {
  it.each([
    ['oldPwd', back('', 'new456', 'new456'), { ok: false, message: '请输入原始密码' }],
    ['userPwd', back('old123', 'old123', ''), { ok: false, message: '新旧密码不能一样!' }],
    ['userPwdNew', back('old123', 'new456', 'x'), { ok: false, message: '新密码不一致!' }],
    ['userPwdNew', back('', 'new456', 'new456'), { ok: true }],
  ] as const)('back office %s', (field, form, expected) =>
    expect(validateBackOfficePasswordField(form, field)).toEqual(expected),
  );

  it.each([
    ['oldPassword', large('', 'new456', 'new456'), { ok: false, message: '请输入原始密码' }],
    ['userPwd', large('old123', 'old123', ''), { ok: false, message: '两次输入密码不能一致!' }],
    ['userPwdNew', large('old123', 'new456', ''), { ok: false, message: '请再次输入新密码' }],
    ['userPwd', large('old123', 'new456', ''), { ok: true }],
  ] as const)('large screen %s', (field, form, expected) =>
    expect(validateLargeScreenPasswordField(form, field)).toEqual(expected),
  );
});
