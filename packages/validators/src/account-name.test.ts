import { isQq, isRealName, isUsername, isWechatAccount } from './account-name';

describe('isRealName (SPEC §5: 2–16 Chinese characters)', () => {
  it.each(['张三', '欧阳修', '诸葛孔明', '买买提·艾力', '张'.repeat(16), '王㛃'])('accepts %s', (value) =>
    expect(isRealName(value)).toBe(true),
  );
  it.each([
    ['one character', '张'],
    ['17 characters', '张'.repeat(17)],
    ['latin letters', 'Zhang San'],
    ['mixed', '张san'],
    ['digit', '张三1'],
    ['leading dot', '·艾力'],
    ['trailing dot', '艾力·'],
    ['double dot', '买买提··艾力'],
    ['space', '张 三'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isRealName(value)).toBe(false));
});

describe('isUsername (SPEC §5: 6–20 letters, digits or underscore)', () => {
  it.each(['admin1', 'user_name_01', 'ABCDEF', '123456', '_'.repeat(6), 'a'.repeat(20)])('accepts %s', (value) =>
    expect(isUsername(value)).toBe(true),
  );
  it.each([
    ['5 characters', 'admin'],
    ['21 characters', 'a'.repeat(21)],
    ['hyphen', 'user-name'],
    ['Chinese', '用户名称一二'],
    ['space', 'user name'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isUsername(value)).toBe(false));
});

describe('isWechatAccount (6–20, starts with a letter, letters/digits/_/-)', () => {
  it.each(['wxid_12', 'abcdef', 'Zhang-San_2024', 'a' + '1'.repeat(19)])('accepts %s', (value) =>
    expect(isWechatAccount(value)).toBe(true),
  );
  it.each([
    ['5 characters', 'abcde'],
    ['21 characters', 'a'.repeat(21)],
    ['starts with digit', '1abcdef'],
    ['starts with underscore', '_abcdef'],
    ['dot', 'abc.def'],
    ['Chinese', 'abc微信号'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isWechatAccount(value)).toBe(false));
});

describe('isQq (SPEC §5: 5–11 digits, first nonzero)', () => {
  it.each(['10000', '123456789', '12345678901'])('accepts %s', (value) => expect(isQq(value)).toBe(true));
  it.each([
    ['4 digits', '1234'],
    ['12 digits', '123456789012'],
    ['leading zero', '012345'],
    ['letter', '12345a'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isQq(value)).toBe(false));
});
