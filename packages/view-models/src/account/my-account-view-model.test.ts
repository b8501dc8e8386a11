import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { MyAccountViewModel } from './my-account-view-model';

function setup() {
  const rig = createTestRig();
  let profile: Record<string, unknown> = { UserID: 7, UserName: 'enterprise_demo', RealName: '张建国', Mobile: '13800000002', CompanyName: '华建', DepartmentName: '工程部' };
  rig.gateway.on(endpoints.userInfo, () => profile as never);
  rig.gateway.on(endpoints.modifyMyInfo, (p) => {
    profile = { ...profile, RealName: String(p.realName), Mobile: String(p.phone), ...(p.avatar === undefined ? {} : { Avatar: String(p.avatar) }) };
    return undefined;
  });
  rig.gateway.on(endpoints.uploadImage, (p) => `/uploads/${String(p.upload_type)}-${String(p.file_name)}`);
  return { ...rig, vm: rig.container.get(MyAccountViewModel) };
}

describe('MyAccountViewModel (GetUserInfo / ModifyMyInfo)', () => {
  test('loads the profile whichever casing the server uses', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.profile).toEqual({ userName: 'enterprise_demo', realName: '张建国', phone: '13800000002', companyName: '华建', departmentName: '工程部', avatar: '' });
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

  test('clearing a required field names it: 请输入姓名, 请输入手机号码; nothing is sent', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.setValue('realName', '  ');
    vm.blur('realName');
    expect(vm.errors.realName).toBe('请输入姓名');
    vm.setValue('phone', '');
    expect(await vm.save()).toBe(false);
    expect(vm.errors).toEqual({ realName: '请输入姓名', phone: '请输入手机号码' });
    expect(gateway.paramsOf(endpoints.modifyMyInfo)).toEqual([]);
  });

  test('avatar: a single image (SPEC §5 rules) uploaded as userinfo, saved with 保存, read back', async () => {
    const { vm, gateway, notifier } = setup();
    await vm.load();
    expect(vm.avatarUpload.accept).toBe('.png,.jpg,.jpeg');
    await vm.avatarUpload.choose([{ name: 'me.gif', size: 10, content: 'x' }]);
    expect(notifier.messages('error')).toEqual(['文件类型不合法，请上传 png/jpg/jpeg 格式文件']);
    await vm.avatarUpload.choose([{ name: 'big.png', size: 2 * 1024 * 1024, content: 'x' }]);
    expect(notifier.messages('error')[1]).toBe('上传文件大小不能超过 1 MB');
    expect(vm.dirty).toBe(false);
    await vm.avatarUpload.choose([{ name: 'me.png', size: 2048, content: 'x' }]);
    expect(vm.avatar).toBe('/uploads/userinfo-me.png');
    expect(vm.dirty).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(gateway.paramsOf(endpoints.modifyMyInfo)).toEqual([{ realName: '张建国', phone: '13800000002', avatar: '/uploads/userinfo-me.png' }]);
    expect(vm.profile.avatar).toBe('/uploads/userinfo-me.png');
    expect(vm.dirty).toBe(false);
  });
});
