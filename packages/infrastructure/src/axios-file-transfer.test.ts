import { fileNameOf } from './axios-file-transfer';

describe('fileNameOf (Content-Disposition of the Excel calls)', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E9%A1%B9%E7%9B%AE.xlsx", '项目.xlsx'],
    ['attachment; filename="plain.xlsx"', 'plain.xlsx'],
    ['attachment; filename=bare.xlsx', 'bare.xlsx'],
    ["attachment; filename=\"x.xlsx\"; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx", '用户.xlsx'],
    ["attachment; filename*=UTF-8''%E9%A1%B9%ZZ", 'fallback.xlsx'],
    ['attachment', 'fallback.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header, 'fallback.xlsx')).toBe(name);
  });

  it('no header: the fallback', () => {
    expect(fileNameOf(undefined, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
