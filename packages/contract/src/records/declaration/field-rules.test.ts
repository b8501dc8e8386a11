import { FORMAT_CHECKS, SPEC_MASK, failedRule, maskValue } from './field-rules';

describe('maskValue', () => {
  it.each([
    ['440305199001011234', '4403**********1234'],
    ['13812345678', '1381***5678'],
    ['12345678', '********'],
  ])('masks %s as %s (SPEC §5: first 4 and last 4 kept)', (value, masked) => {
    expect(maskValue(SPEC_MASK, value)).toBe(masked);
  });

  it('leaves unmasked fields, empty and non-text values alone', () => {
    expect(maskValue(undefined, '13812345678')).toBe('13812345678');
    expect(maskValue(SPEC_MASK, '')).toBe('');
    expect(maskValue(SPEC_MASK, null)).toBeNull();
  });
});

describe('failedRule', () => {
  const rules = [{ check: 'phone', message: '联系电话格式不正确' }] as const;

  it.each([
    ['13812345678', undefined],
    ['0755-12345678', undefined],
    ['12812345678', '联系电话格式不正确'],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, message) => {
    expect(failedRule(rules, value)).toBe(message);
  });

  it('names validators of @worksite/validators', () => {
    expect(FORMAT_CHECKS.idCard('44030519900101123X')).toBe(true);
    expect(FORMAT_CHECKS.carPlate('粤B12345')).toBe(true);
    expect(FORMAT_CHECKS.time('25:00')).toBe(false);
  });
});
