import { entryOf, hasValue, labelOf, type LookupTable } from './lookup-table';
import { lookupMessages } from './messages';

const TABLE: LookupTable<number> = [
  { value: 0, label: '零' },
  { value: 1, label: '一' },
  { value: 999, label: '其他' },
];

describe('labelOf', () => {
  it.each([
    [0, '零'],
    [1, '一'],
    [999, '其他'],
    ['1', '一'],
    [' 999 ', '其他'],
    ['0', '零'],
    [2, '未知'],
    ['abc', '未知'],
    [-1, '未知'],
    [1.5, '未知'],
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['  ', ''],
  ])('%j → %j', (value, expected) => expect(labelOf(TABLE, value)).toBe(expected));

  it('uses a given fallback for unknown codes', () => {
    expect(labelOf(TABLE, 7, '-')).toBe('-');
    expect(labelOf(TABLE, undefined, '-')).toBe('');
  });
});

describe('entryOf / hasValue', () => {
  it('finds the entry by numeric text', () => expect(entryOf(TABLE, '999')).toEqual({ value: 999, label: '其他' }));
  it.each([
    [0, true],
    ['1', true],
    [5, false],
    [undefined, false],
    [null, false],
  ])('hasValue(%j) is %s', (value, expected) => expect(hasValue(TABLE, value)).toBe(expected));
});

describe('lookupMessages', () => {
  it('unknown is 未知, missing is empty', () => expect(lookupMessages).toEqual({ unknown: '未知', missing: '' }));
});
