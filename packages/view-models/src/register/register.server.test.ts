import 'reflect-metadata';
import { PageReloader, infrastructureModule } from '@worksite/infrastructure';
import { useTestServer } from '@worksite/server/testing';
import { SessionViewModel } from '../session/session-view-model';
import { createInfrastructureRig } from '../testing/test-container';
import { RegisterViewModel, type RegisterField } from './register-view-model';

const server = useTestServer();

function rig() {
  const r = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
    c.bind(PageReloader).toConstantValue({ reload: () => undefined });
  });
  return { ...r, vm: r.container.get(RegisterViewModel), session: r.container.get(SessionViewModel) };
}

function fill(vm: RegisterViewModel, values: Record<RegisterField, string>): void {
  for (const [f, v] of Object.entries(values)) vm.setValue(f as RegisterField, v);
}

describe('register on the real server (SPEC §2.1, §7 PCEmployeeRegister; docs/decisions/0055)', () => {
  test('a new account registers, goes to /login and waits for an audit before it may sign in', async () => {
    const { vm, notifier, navigator, session } = rig();
    fill(vm, { userName: 'vm_register_1', password: 'Demo@2026', phone: '13912345678', realName: '测试用户' });
    expect(await vm.submit()).toBe(true);
    expect(notifier.messages('success')).toEqual(['注册成功，请等待管理员审核']);
    expect(navigator.last).toEqual({ kind: 'go', address: '/login' });
    const row = await server.db.one<{ user_auth_type: number; real_name: string }>(
      'SELECT user_auth_type, real_name FROM users WHERE user_name = $1',
      ['vm_register_1'],
    );
    expect(row).toEqual({ user_auth_type: 0, real_name: '测试用户' });
    expect(await session.login({ userName: 'vm_register_1', password: 'Demo@2026' })).toBe(false);
    expect(session.error).toBe('账号尚未审核通过，请联系管理员');
  });

  test('a taken user name: the server answers 用户名已存在 and the form stays', async () => {
    const { vm, notifier, navigator } = rig();
    fill(vm, { userName: 'Enterprise_Demo', password: 'Demo@2026', phone: '13912345679', realName: '' });
    expect(await vm.submit()).toBe(false);
    expect(notifier.messages('error')).toEqual(['用户名已存在']);
    expect(navigator.navigations).toEqual([]);
  });

  test('local checks stop the call: nothing is registered', async () => {
    const { vm } = rig();
    fill(vm, { userName: 'vm_b', password: '123', phone: '12345', realName: 'x' });
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({
      userName: '用户名须为6-20位字母、数字或下划线',
      password: '密码不能少于6位数!',
      phone: '手机号码格式不正确',
      realName: '姓名须为2-16个汉字',
    });
    expect(await server.db.one('SELECT 1 FROM users WHERE user_name = $1', ['vm_b'])).toBeUndefined();
  });
});
