import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { MyAccountViewModel } from './my-account-view-model';

function setup() {
  const rig = createTestRig();
  let profile = { UserID: 7, UserName: 'enterprise_demo', RealName: '张建国', Mobile: '13800000002', CompanyName: '华建', DepartmentName: '工程部' };
  rig.gateway.on(endpoints.userInfo, () => profile as never);
  rig.gateway.on(endpoints.modifyMyInfo, (p) => {
    profile = { ...profile, RealName: String(p.realName), Mobile: String(p.phone) };
    return undefined;
  });
  return { ...rig, vm: rig.container.get(MyAccountViewModel) };
}

describe('MyAccountViewModel (GetUserInfo / ModifyMyInfo)', () => {
  test('loads the profile whichever casing the server uses', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.profile).toEqual({ userName: 'enterprise_demo', realName: '张建国', phone: '13800000002', companyName: '华建', departmentName: '工程部' });
    expect(vm.dirty).toBe(false);
  });

  test('saves edits: 修改成功 and the fresh profile', async () => {
    const { vm, gateway, notifier } = setup();
    await vm.load();
    vm.setValue('realName', '李四');
    vm.setValue('phone', '13912345678');
    expect(vm.dirty).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(gateway.paramsOf(endpoints.modifyMyInfo)).toEqual([{ realName: '李四', phone: '13912345678' }]);
    expect(notifier.messages('success')).toEqual(['修改成功']);
    expect(vm.profile.realName).toBe('李四');
  });

  test('format checks block the save', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.setValue('phone', '12345');
    vm.blur('phone');
    expect(vm.errors.phone).toBe('请输入正确的手机号码');
    expect(await vm.save()).toBe(false);
    expect(gateway.paramsOf(endpoints.modifyMyInfo)).toEqual([]);
  });
});
