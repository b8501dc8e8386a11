import { checkNewPassword, checkOldPassword, checkRepeatPassword } from './password-checks';

const fail = (message: string) => ({ ok: false, message });
const ok = { ok: true };

describe('checkOldPassword', () => {
  it.each([
    ['', fail('请输入原始密码')],
    [undefined, fail('请输入原始密码')],
    ['old123', ok],
    ['1', ok],
  ])('%j → %j', (value, expected) => expect(checkOldPassword(value)).toEqual(expected));
});

describe('checkNewPassword', () => {
  it.each([
    ['', 'old123', fail('请输入新密码')],
    [undefined, 'old123', fail('请输入新密码')],
    ['12345', 'old123', fail('密码不能少于6位数!')],
    ['old123', 'old123', fail('新旧密码不能一样!')],
    ['new456', 'old123', ok],
    ['new456', '', ok],
    ['123456', undefined, ok],
  ])('new %j, old %j → %j', (value, old, expected) => expect(checkNewPassword(value, old)).toEqual(expected));

  it('uses the message the form passes for equal passwords', () => {
    expect(checkNewPassword('same12', 'same12', '两次输入密码不能一致!')).toEqual(fail('两次输入密码不能一致!'));
  });

  it('reports the length before the equality', () => {
    expect(checkNewPassword('abc', 'abc')).toEqual(fail('密码不能少于6位数!'));
  });
});

describe('checkRepeatPassword (must equal the new password, decision 0010)', () => {
  it.each([
    ['', 'new456', fail('请再次输入新密码')],
    [undefined, 'new456', fail('请再次输入新密码')],
    ['new457', 'new456', fail('新密码不一致!')],
    ['new456', '', fail('新密码不一致!')],
    ['new456', 'new456', ok],
  ])('repeat %j, new %j → %j', (repeat, value, expected) => expect(checkRepeatPassword(repeat, value)).toEqual(expected));
});
