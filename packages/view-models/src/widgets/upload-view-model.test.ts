import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import type { PickedFile } from '../ports/data-url-reader';
import { createTestRig } from '../testing/test-container';
import { UploadViewModel } from './upload-view-model';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, content: unknown = 'x'): PickedFile => ({ name, size, content });

function setup() {
  const rig = createTestRig();
  let n = 0;
  rig.gateway.on(endpoints.uploadImage, () => `/prod-api/api/Upload/file/${++n}.png`);
  return { ...rig, vm: rig.container.get(UploadViewModel) };
}

describe('UploadViewModel: single image (SPEC §5, §8)', () => {
  test('uploads with upload_type and file name: 文件上传成功 and the address', async () => {
    const { vm, gateway, notifier } = setup();
    vm.configure({ mode: 'single', uploadType: 'userinfo' });
    expect(vm.accept).toBe('.png,.jpg,.jpeg');
    const picked = file('头像.PNG', 2000, { blob: true });
    await vm.choose([picked]);
    expect(gateway.paramsOf(endpoints.uploadImage)).toEqual([{ upload_type: 'userinfo', file_name: '头像.PNG', file: { blob: true } }]);
    expect(vm.url).toBe('/prod-api/api/Upload/file/1.png');
    expect(notifier.messages('success')).toEqual(['文件上传成功']);
    await vm.choose([file('b.jpg')]);
    expect(vm.files).toHaveLength(1);
    expect(vm.canAdd).toBe(true);
  });

  test.each([
    ['a.gif', 100, '文件类型不合法，请上传 png/jpg/jpeg 格式文件'],
    ['a.png', MB + 1, '上传文件大小不能超过 1 MB'],
  ])('%s of %d bytes → %s', async (name, size, message) => {
    const { vm, gateway, notifier } = setup();
    vm.configure({ mode: 'single' });
    await vm.choose([file(name, size)]);
    expect(notifier.messages('error')).toEqual([message]);
    expect(gateway.calls).toEqual([]);
  });

  test('a refused upload says 文件上传失败 {detail}', async () => {
    const { vm, gateway, notifier } = setup();
    gateway.fail(endpoints.uploadImage, '文件类型不合法');
    vm.configure({ mode: 'single' });
    await vm.choose([file('a.png')]);
    expect(notifier.messages('error')).toEqual(['文件上传失败 文件类型不合法']);
    expect(vm.files).toEqual([]);
  });

  test('base64 mode uploads nothing and keeps a data URL', async () => {
    const { vm, gateway } = setup();
    vm.configure({ mode: 'single', transport: 'base64' });
    await vm.choose([file('a.png', 10, 'hello')]);
    expect(gateway.calls).toEqual([]);
    expect(vm.url).toMatch(/^data:/);
  });
});

describe('UploadViewModel: lists (SPEC §4, §5)', () => {
  test('the count limit (default 3) warns and adds nothing', async () => {
    const { vm, notifier } = setup();
    vm.configure({ mode: 'list', kind: 'image' });
    await vm.choose([file('a.png'), file('b.png')]);
    await vm.choose([file('c.png'), file('d.png')]);
    expect(notifier.messages('warning')).toEqual(['当前限制选择 3个文件，本次选择了 2 个文件，共选择了 4 个文件']);
    expect(vm.files).toHaveLength(2);
  });

  test('adding is disabled once the count reaches the limit', async () => {
    const { vm } = setup();
    vm.configure({ mode: 'list', kind: 'image', limit: 2 });
    expect(vm.canAdd).toBe(true);
    await vm.choose([file('a.png'), file('b.png')]);
    expect(vm.canAdd).toBe(false);
    vm.remove(0);
    expect(vm.canAdd).toBe(true);
  });

  test.each([
    ['image', 'a.pdf', 10, '只能上传图片格式!'],
    ['image', 'a.bmp', 10 * MB, '上传图片大小不能超过 10MB!'],
    ['file', 'a.exe', 10, '文件格式不正确!'],
    ['file', 'a.docx', 10 * MB, '上传文件大小不能超过10MB!'],
  ] as const)('%s mode: %s of %d bytes → %s', async (kind, name, size, message) => {
    const { vm, notifier } = setup();
    vm.configure({ mode: 'list', kind });
    await vm.choose([file(name, size)]);
    expect(notifier.messages('error')).toEqual([message]);
  });

  test('file mode base64 returns data URLs for each file', async () => {
    const { vm, gateway } = setup();
    vm.configure({ mode: 'list', kind: 'file', transport: 'base64' });
    await vm.choose([file('a.pdf'), file('b.txt')]);
    expect(vm.files.map((f) => f.name)).toEqual(['a.pdf', 'b.txt']);
    expect(gateway.calls).toEqual([]);
  });
});
