import { DEFAULT_UPLOAD_LIMIT, canAddMore, checkUploadCount } from './upload-count';

describe('DEFAULT_UPLOAD_LIMIT (SPEC §9)', () => {
  it('is 3', () => expect(DEFAULT_UPLOAD_LIMIT).toBe(3));
});

describe('checkUploadCount', () => {
  it.each([
    [0, 3, undefined, { ok: true }],
    [2, 1, undefined, { ok: true }],
    [0, 4, undefined, { ok: false, message: '当前限制选择 3个文件，本次选择了 4 个文件，共选择了 4 个文件' }],
    [2, 2, undefined, { ok: false, message: '当前限制选择 3个文件，本次选择了 2 个文件，共选择了 4 个文件' }],
    [4, 2, 5, { ok: false, message: '当前限制选择 5个文件，本次选择了 2 个文件，共选择了 6 个文件' }],
    [1, 0, 1, { ok: true }],
  ])('existing %d + selected %d, limit %s → %j', (existing, selected, limit, expected) =>
    expect(checkUploadCount(existing, selected, limit)).toEqual(expected),
  );
});

describe('canAddMore (adding disabled once the count reaches the limit)', () => {
  it.each([
    [0, undefined, true],
    [2, undefined, true],
    [3, undefined, false],
    [4, undefined, false],
    [0, 1, true],
    [1, 1, false],
    [9, 10, true],
  ])('count %d, limit %s → %s', (count, limit, expected) => expect(canAddMore(count, limit)).toBe(expected));
});
