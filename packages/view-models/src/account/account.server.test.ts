import 'reflect-metadata';
import { useTestServer } from '@worksite/server/testing';
import { NoticesViewModel } from '../notices/notices-view-model';
import { PasswordChangeViewModel } from '../password/password-change-view-model';
import { serverRig } from '../session/testing/server-rig';
import { UploadViewModel } from '../widgets/upload-view-model';
import { MyAccountViewModel } from './my-account-view-model';

const server = useTestServer();

async function signIn(userName: string, password = 'Demo@2026') {
  return serverRig(server.baseUrl, userName, password);
}

describe('password change on the real server (SPEC §4, §5, §8)', () => {
  test('back office: wrong old password → its detail; success → 修改成功, logged out, /login?redirect=…, new password works', async () => {
    const { container, notifier, session, navigator, dialog, currentUser } = await signIn('readonly_demo');
    const vm = container.get(PasswordChangeViewModel);
    vm.openForm('backOffice');
    vm.setValue('oldPwd', 'Wrong@2026');
    vm.setValue('userPwd', 'New@20260');
    vm.setValue('userPwdNew', 'New@20260');
    expect(await vm.submit('/MyAccount/index')).toBe(false);
    expect(vm.submitError).toBe('原始密码错误');
    expect(notifier.messages('error')).toEqual(['原始密码错误']);
    expect(currentUser.isSignedIn).toBe(true);

    vm.setValue('oldPwd', 'Demo@2026');
    expect(await vm.submit('/MyAccount/index')).toBe(true);
    expect(notifier.messages('success')).toEqual(['修改成功']);
    expect(currentUser.isSignedIn).toBe(false);
    expect(navigator.last).toEqual({ kind: 'go', address: '/login?redirect=%2FMyAccount%2Findex' });
    expect(dialog.requests).toEqual([]);

    expect((await signIn('readonly_demo', 'Demo@2026')).ok).toBe(false);
    expect((await signIn('readonly_demo', 'New@20260')).ok).toBe(true);
  });

  test('large screen: the refusal shows in an alert titled 提示; success logs out', async () => {
    const { container, dialog, session, currentUser } = await signIn('government_demo');
    const vm = container.get(PasswordChangeViewModel);
    vm.openForm('largeScreen');
    vm.setValue('oldPassword', 'Wrong@2026');
    vm.setValue('userPwd', 'New@20260');
    vm.setValue('userPwdNew', 'New@20260');
    expect(await vm.submit()).toBe(false);
    expect(dialog.requests.map((r) => [r.title, r.message])).toEqual([['提示', '原始密码错误']]);
    vm.setValue('oldPassword', 'Demo@2026');
    expect(await vm.submit()).toBe(true);
    expect(currentUser.isSignedIn).toBe(false);
    expect(dialog.requests).toHaveLength(1);
  });
});

describe('my account, notices and upload on the real server', () => {
  test('my account loads and saves', async () => {
    const { container, notifier } = await signIn('project_demo');
    const vm = container.get(MyAccountViewModel);
    await vm.load();
    expect(vm.profile.userName).toBe('project_demo');
    expect(vm.profile.realName).not.toBe('');
    vm.setValue('phone', '13912345678');
    expect(await vm.save()).toBe(true);
    expect(notifier.messages('success')).toEqual(['修改成功']);
    expect(vm.profile.phone).toBe('13912345678');
  });

  test('the unread badge, opening a notice marks it read', async () => {
    const { container } = await signIn('enterprise_demo');
    const vm = container.get(NoticesViewModel);
    await vm.loadUnread();
    const before = vm.badgeCount;
    await vm.loadPage();
    expect([vm.total, before]).toEqual([6, 4]);
    const unread = vm.unread[0]!;
    await vm.openInfo(unread.id);
    expect(vm.current?.id).toBe(unread.id);
    expect(vm.badgeCount).toBe(before - 1);
  });

  test('a single image uploads: 文件上传成功 and a file address', async () => {
    const { container, notifier } = await signIn('project_demo');
    const vm = container.get(UploadViewModel);
    vm.configure({ mode: 'single', uploadType: 'userinfo' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await vm.choose([{ name: 'avatar.png', size: png.length, content: new Blob([png], { type: 'image/png' }) }]);
    expect(notifier.messages('error')).toEqual([]);
    expect(notifier.messages('success')).toEqual(['文件上传成功']);
    expect(vm.url).toMatch(/^\/prod-api\/api\/Upload\/file\/[0-9a-f]{32}\.png$/);
  });
});
