import {
  BYTES_PER_MB,
  LIST_FILE_TYPES,
  LIST_IMAGE_TYPES,
  SINGLE_IMAGE_MAX_MB,
  SINGLE_IMAGE_TYPES,
  checkUpload,
  listFileRule,
  listImageRule,
  sendsToServer,
  singleImageRule,
} from './upload-rule';

const MB = BYTES_PER_MB;
const ok = { ok: true };
const fail = (message: string) => ({ ok: false, message });

describe('SPEC §5 type lists and limits', () => {
  it('single image defaults: png, jpg, jpeg, 1 MB', () => {
    expect(SINGLE_IMAGE_TYPES).toEqual(['png', 'jpg', 'jpeg']);
    expect(SINGLE_IMAGE_MAX_MB).toBe(1);
  });
  it('list image mode: jpg, jpeg, png, bmp, gif, ico', () => {
    expect(LIST_IMAGE_TYPES).toEqual(['jpg', 'jpeg', 'png', 'bmp', 'gif', 'ico']);
  });
  it('list file mode: documents plus the image types', () => {
    expect(LIST_FILE_TYPES).toEqual(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pdf', 'txt', 'jpg', 'jpeg', 'png', 'bmp', 'gif', 'ico']);
  });
});

describe('single image rule (default)', () => {
  const rule = singleImageRule();
  it.each([
    ['photo.png', 1000, ok],
    ['photo.JPG', MB, ok],
    ['photo.jpeg', MB - 1, ok],
    ['photo.png', MB + 1, fail('上传文件大小不能超过 1 MB')],
    ['photo.gif', 1000, fail('文件类型不合法，请上传 png/jpg/jpeg 格式文件')],
    ['photo', 1000, fail('文件类型不合法，请上传 png/jpg/jpeg 格式文件')],
    ['photo.gif', 5 * MB, fail('文件类型不合法，请上传 png/jpg/jpeg 格式文件')],
  ])('%s, %d bytes → %j', (name, size, expected) => expect(checkUpload(rule, name, size)).toEqual(expected));
});

describe('single image rule (configured)', () => {
  const rule = singleImageRule({ types: ['PNG', '.webp'], maxMb: 5 });
  it.each([
    ['a.webp', 5 * MB, ok],
    ['a.png', 5 * MB + 1, fail('上传文件大小不能超过 5 MB')],
    ['a.jpg', 10, fail('文件类型不合法，请上传 png/webp 格式文件')],
  ])('%s, %d bytes → %j', (name, size, expected) => expect(checkUpload(rule, name, size)).toEqual(expected));
});

describe('list image rule', () => {
  const rule = listImageRule();
  it.each([
    ['a.jpg', 1, ok],
    ['a.bmp', 10 * MB - 1, ok],
    ['a.ICO', 100, ok],
    ['a.gif', 10 * MB, fail('上传图片大小不能超过 10MB!')],
    ['a.pdf', 100, fail('只能上传图片格式!')],
    ['a.webp', 100, fail('只能上传图片格式!')],
  ])('%s, %d bytes → %j', (name, size, expected) => expect(checkUpload(rule, name, size)).toEqual(expected));
});

describe('list file rule', () => {
  const rule = listFileRule();
  it.each<[string, number, object]>([
    ...['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pdf', 'txt', 'jpg', 'jpeg', 'png', 'bmp', 'gif', 'ico'].map(
      (ext): [string, number, object] => [`file.${ext}`, 1024, ok],
    ),
    ['合同.PDF', 10 * MB - 1, ok],
    ['a.pdf', 10 * MB, fail('上传文件大小不能超过10MB!')],
    ['a.exe', 100, fail('文件格式不正确!')],
    ['a.pptx', 100, fail('文件格式不正确!')],
    ['a.zip', 100, fail('文件格式不正确!')],
  ])('%s, %d bytes → %j', (name, size, expected) => expect(checkUpload(rule, name, size)).toEqual(expected));
});

describe('base64 modes upload nothing', () => {
  it.each([
    ['single image, server', singleImageRule(), true],
    ['single image, base64', singleImageRule({ transport: 'base64' }), false],
    ['list image, server', listImageRule(), true],
    ['list image, base64', listImageRule('base64'), false],
    ['list file, base64', listFileRule('base64'), false],
  ])('%s → sends to server: %s', (_why, rule, expected) => expect(sendsToServer(rule)).toBe(expected));

  it('still checks type and size in base64 mode', () => {
    expect(checkUpload(listImageRule('base64'), 'a.pdf', 1)).toEqual(fail('只能上传图片格式!'));
  });
});
