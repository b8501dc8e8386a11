import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { loginData } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { SessionViewModel } from '../session/session-view-model';
import { PasswordChangeViewModel, type PasswordField, type PasswordFormVariant } from './password-change-view-model';
import { sessionViews } from '../session/testing/session-views';

async function setup(variant: PasswordFormVariant) {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData());
  rig.gateway.on(endpoints.logout, () => undefined);
  const session = rig.container.get(SessionViewModel);
  await session.login({ userName: 'a', password: 'b' });
  rig.navigator.navigations.length = 0;
  const vm = rig.container.get(PasswordChangeViewModel);
  vm.openForm(variant);
  return { ...rig, session, ...sessionViews(rig.container), vm };
}

function fill(vm: PasswordChangeViewModel, oldValue: string, userPwd: string, repeat: string) {
  vm.setValue(vm.oldField, oldValue);
  vm.setValue('userPwd', userPwd);
  vm.setValue('userPwdNew', repeat);
}

describe('PasswordChangeViewModel: on-blur messages (SPEC §5)', () => {
  test.each<[PasswordFormVariant, string, string, string, PasswordField | 'old', string | undefined]>([
    ['backOffice', '', '', '', 'old', '请输入原始密码'],
    ['backOffice', 'old123', '', '', 'userPwd', '请输入新密码'],
    ['backOffice', 'old123', '12345', '', 'userPwd', '密码不能少于6位数!'],
    ['backOffice', 'old123', 'old123', '', 'userPwd', '新旧密码不能一样!'],
    ['backOffice', 'old123', 'new123', '', 'userPwdNew', '请再次输入新密码'],
    ['backOffice', 'old123', 'new123', 'new124', 'userPwdNew', '新密码不一致!'],
    ['backOffice', 'old123', 'new123', 'new123', 'userPwdNew', undefined],
    ['largeScreen', '', '', '', 'old', '请输入原始密码'],
    ['largeScreen', 'old123', 'old123', '', 'userPwd', '两次输入密码不能一致!'],
    ['largeScreen', 'old123', 'new123', 'x', 'userPwdNew', '新密码不一致!'],
  ])('%s old=%j new=%j repeat=%j: blur %s → %s', async (variant, o, n, r, field, message) => {
    const { vm } = await setup(variant);
    fill(vm, o, n, r);
    const f = field === 'old' ? vm.oldField : field;
    vm.blur(f);
    expect(vm.errors[f]).toBe(message);
  });

  test('the large screen binds the old password to oldPassword', async () => {
    const { vm } = await setup('largeScreen');
    expect(vm.fields).toEqual(['oldPassword', 'userPwd', 'userPwdNew']);
  });
});

describe('PasswordChangeViewModel: submit (SPEC §4, §8)', () => {
  test('an invalid form sends nothing and shows each field message', async () => {
    const { vm, gateway } = await setup('backOffice');
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({ oldPwd: '请输入原始密码', userPwd: '请输入新密码', userPwdNew: '请再次输入新密码' });
    expect(gateway.calls.filter((c) => c.name === 'modifyPwd')).toEqual([]);
  });

  test('back office success: 修改成功, logout, /login with a redirect back', async () => {
    const { vm, gateway, notifier, session, navigator, currentUser } = await setup('backOffice');
    gateway.on(endpoints.modifyPwd, () => undefined);
    fill(vm, 'Demo@2026', 'New@2026', 'New@2026');
    expect(await vm.submit('/MyAccount/index')).toBe(true);
    expect(gateway.paramsOf(endpoints.modifyPwd)).toEqual([{ oldPwd: 'Demo@2026', userPwd: 'New@2026' }]);
    expect(notifier.messages('success')).toEqual(['修改成功']);
    expect(currentUser.isSignedIn).toBe(false);
    expect(navigator.last).toEqual({ kind: 'go', address: '/login?redirect=%2FMyAccount%2Findex' });
    expect(vm.open).toBe(false);
  });

  test('large screen sends wid 11 and fromplat minapp', async () => {
    const { vm, gateway } = await setup('largeScreen');
    gateway.on(endpoints.modifyPwdMinapp, () => undefined);
    fill(vm, 'Demo@2026', 'New@2026', 'New@2026');
    await vm.submit();
    expect(gateway.paramsOf(endpoints.modifyPwdMinapp)).toEqual([{ oldPwd: 'Demo@2026', userPwd: 'New@2026', wid: 11, fromplat: 'minapp' }]);
  });

  test('back office: status not 1 → the detail as an error toast, still signed in', async () => {
    const { vm, gateway, notifier, session, currentUser } = await setup('backOffice');
    gateway.fail(endpoints.modifyPwd, '原密码错误');
    fill(vm, 'wrong1', 'New@2026', 'New@2026');
    expect(await vm.submit()).toBe(false);
    expect(vm.submitError).toBe('原密码错误');
    expect(notifier.messages('error')).toEqual(['原密码错误']);
    expect(currentUser.isSignedIn).toBe(true);
    expect(vm.open).toBe(true);
  });

  test('large screen: status not 1 → an alert titled 提示', async () => {
    const { vm, gateway, dialog, notifier } = await setup('largeScreen');
    gateway.fail(endpoints.modifyPwdMinapp, '原密码错误');
    fill(vm, 'wrong1', 'New@2026', 'New@2026');
    await vm.submit();
    expect(dialog.requests).toEqual([{ title: '提示', message: '原密码错误', confirmText: '确定', tone: 'error' }]);
    expect(notifier.toasts).toEqual([]);
  });
});
