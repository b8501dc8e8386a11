import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { RegisterViewModel, type RegisterField } from './register-view-model';

function setup() {
  const rig = createTestRig();
  return { ...rig, vm: rig.container.get(RegisterViewModel) };
}

function fill(vm: RegisterViewModel, values: Partial<Record<RegisterField, string>>): void {
  for (const [f, v] of Object.entries(values)) vm.setValue(f as RegisterField, v);
}

describe('RegisterViewModel checks (docs/decisions/0055, 0191)', () => {
  test('empty required fields show their placeholder; the real name is optional', async () => {
    const { vm, gateway } = setup();
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({ userName: '请输入用户名', password: '请输入密码', phone: '请输入手机号码', realName: undefined });
    expect(gateway.paramsOf(endpoints.register)).toEqual([]);
  });

  test.each([
    ['userName', 'ab', '用户名须为6-20位字母、数字或下划线'],
    ['userName', 'has space1', '用户名须为6-20位字母、数字或下划线'],
    ['userName', 'good_name1', undefined],
    ['password', '123', '密码不能少于6位数!'],
    ['password', '123456', undefined],
    ['phone', '12345', '手机号码格式不正确'],
    ['phone', '12912345678', '手机号码格式不正确'],
    ['phone', '13912345678', undefined],
    ['realName', 'x', '姓名须为2-16个汉字'],
    ['realName', '测试用户', undefined],
    ['realName', '', undefined],
  ] as const)('%s %j → %s on blur', (field, value, message) => {
    const { vm } = setup();
    vm.setValue(field, value);
    vm.blur(field);
    expect(vm.errors[field]).toBe(message);
  });

  test('a valid form registers with trimmed values (no empty real name), then 注册成功… and /login', async () => {
    const { vm, gateway, notifier, navigator } = setup();
    gateway.on(endpoints.register, () => undefined as never);
    fill(vm, { userName: ' new_user1 ', password: 'Demo@2026', phone: ' 13912345678 ', realName: ' ' });
    expect(await vm.submit()).toBe(true);
    expect(gateway.paramsOf(endpoints.register)).toEqual([{ userName: 'new_user1', password: 'Demo@2026', phone: '13912345678' }]);
    expect(notifier.messages('success')).toEqual(['注册成功，请等待管理员审核']);
    expect(navigator.last).toEqual({ kind: 'go', address: '/login' });
    expect(vm.submitting).toBe(false);
  });

  test('a refusal shows the server message and stays', async () => {
    const { vm, gateway, notifier, navigator } = setup();
    gateway.fail(endpoints.register, '用户名已存在');
    fill(vm, { userName: 'enterprise_demo', password: 'Demo@2026', phone: '13912345678' });
    expect(await vm.submit()).toBe(false);
    expect(notifier.messages('error')).toEqual(['用户名已存在']);
    expect(navigator.navigations).toEqual([]);
  });
});
