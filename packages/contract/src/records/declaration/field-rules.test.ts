import { instantOf, recordRuleFailures, siteDay, valueRuleError, type RuleRecordType } from './cross-field-rules';
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

describe('the ID checksum (GB 11643; docs/decisions/0521)', () => {
  it.each([
    ['44030519900101123X', true],
    ['440305199001011234', false],
    ['440305850312201', true],
    ['440305199002301230', false],
  ])('idCard %s → %s; idCardOrCreditCode takes a credit code too', (value, ok) => {
    expect(FORMAT_CHECKS.idCard(value)).toBe(ok);
    expect(FORMAT_CHECKS.idCardOrCreditCode('91440300MA5G8K2L3P')).toBe(true);
  });
});

describe('rules across values and fields (cross-field-rules.ts, docs/decisions/0520)', () => {
  const amount = { label: '合同金额（万元）', range: { min: 0 } };
  const grade = { label: '强度等级', choices: ['C30', 'C35'] };
  const project = {
    fields: [
      { key: 'startDate', label: '开工日期' },
      { key: 'endDate', label: '竣工日期' },
      { key: 'planTime', label: '计划浇筑时间', window: 'notBeforeToday' },
    ],
    dateOrder: [{ earlier: 'startDate', later: 'endDate' }],
  } as const satisfies RuleRecordType;
  /** 2026-06-15 10:00 site time (02:00 UTC). */
  const now = Date.parse('2026-06-15T02:00:00Z');

  it('range and choices: a number below its minimum, a text off its list (either case taken); empty values pass', () => {
    expect([valueRuleError(amount, -0.5), valueRuleError(amount, 0), valueRuleError(amount, '')]).toEqual(['合同金额（万元）不能小于0', undefined, undefined]);
    expect([valueRuleError(grade, '强度很高'), valueRuleError(grade, 'c35'), valueRuleError(grade, ' ')]).toEqual(['强度等级不在可选范围内', undefined, undefined]);
  });

  it('reads a day at its site midnight, zone-less text in site time, zoned text and Dates as they are', () => {
    expect(instantOf('2026-06-15')).toBe(Date.parse('2026-06-14T16:00:00Z'));
    expect(instantOf('2026-06-15T08:00')).toBe(Date.parse('2026-06-15T00:00:00Z'));
    expect(instantOf('2026-06-15 08:00+08:00')).toBe(Date.parse('2026-06-15T00:00:00Z'));
    expect([instantOf(''), instantOf('x'), siteDay(Date.parse('2026-06-14T16:00:00Z'))]).toEqual([undefined, undefined, '2026-06-15']);
  });

  it('a reversed pair and a plan before the site day both fail, each under its field; a new value only', () => {
    const values = { startDate: '2026-06-10', endDate: '2026-06-01', planTime: '2026-06-14 23:59' };
    expect(recordRuleFailures(project, { values, now })).toEqual([
      { key: 'planTime', message: '计划浇筑时间不能早于今天' },
      { key: 'endDate', message: '竣工日期不能早于开工日期' },
    ]);
    expect(recordRuleFailures(project, { values: { ...values, endDate: '2026-06-10', planTime: '2026-06-15 00:00' }, now })).toEqual([]);
    expect(recordRuleFailures(project, { values, before: { planTime: '2026-06-14T15:59:00.000Z' }, now }).map((f) => f.key)).toEqual(['endDate']);
    expect(recordRuleFailures(project, { values, now, windows: false }).map((f) => f.key)).toEqual(['endDate']);
  });
});
