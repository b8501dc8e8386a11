import * as t from 'io-ts';
import { field, organisationRecord, projectRecord, userRecord } from '@worksite/contract';
import { displayText, fieldOptions, fieldValue, formatDate, isChoiceField, listedFields, searchCondition, searchableFields } from './record-fields';

describe('record fields as the generic pages show them', () => {
  const status = field.switch('status', '状态');
  const phone = field.phone('contactPhone', '联系电话');
  const orgType = field.lookup('orgType', '组织类型', 'companyType');
  const parent = field.remote('parentId', '上级部门', 'department');
  const project = field.remote('projectId', '所属项目', 'project', { labelKey: 'projectName' });
  const created = field.createTime();
  const secret = field.password('password', '密码');

  it('reads a value under its key, else under an accepted name (hand-served rows)', () => {
    const name = { ...field.text('name', '部门名称'), aliases: ['departmentName'] };
    expect(fieldValue({ departmentName: '工程部' }, name)).toBe('工程部');
    expect(fieldValue({ name: '安全部', departmentName: '工程部' }, name)).toBe('安全部');
  });

  it('shows lookups by label, switches as 是/否, masked phones, remote names, readable dates, never a password', () => {
    expect(displayText({ orgType: 7 }, orgType)).toBe('监理单位');
    expect(displayText({ orgType: '6' }, orgType)).toBe('劳务分包');
    expect(displayText({ status: 1 }, status)).toBe('是');
    expect(displayText({ status: 0 }, status)).toBe('否');
    expect(displayText({ contactPhone: '13812345678' }, phone)).toBe('1381***5678');
    expect(displayText({ parentId: 3 }, parent, (id) => (id === '3' ? '工程部' : undefined))).toBe('工程部');
    expect(displayText({ parentId: 4 }, parent, () => undefined)).toBe('4');
    expect(displayText({ projectId: 9, projectName: '南山科技园综合楼项目' }, project)).toBe('南山科技园综合楼项目');
    expect(displayText({ password: 'x' }, secret)).toBe('');
    expect(displayText({ orgType: null }, orgType)).toBe('');
    expect(formatDate('2026-06-15')).toBe('2026-06-15');
    expect(displayText({ createTime: '2026-06-15 10:00:00' }, created)).toBe('2026-06-15 10:00');
    // The server's instants in site time (Asia/Shanghai), whatever the test machine's zone; across midnight.
    expect(displayText({ createTime: '2026-06-15T16:05:00.000Z' }, created)).toBe('2026-06-16 00:05');
    expect(displayText({ createTime: '2026-06-15T02:00:00.000Z' }, created)).toBe('2026-06-15 10:00');
  });

  it('offers lookup and switch choices in table order', () => {
    expect(fieldOptions(status)).toEqual([{ value: '1', label: '是' }, { value: '0', label: '否' }]);
    expect(fieldOptions(orgType)[0]).toEqual({ value: '1', label: expect.any(String) });
    expect(fieldOptions(phone)).toEqual([]);
    expect([isChoiceField(orgType), isChoiceField(parent), isChoiceField(created), isChoiceField(phone)]).toEqual([true, true, true, false]);
  });

  it('search fields are the filterable ones a user can type or pick; columns the listed ones without secrets', () => {
    expect(searchableFields(organisationRecord).map((f) => f.key)).toEqual(['orgName', 'orgType', 'creditCode', 'districtCode']);
    expect(listedFields(userRecord).map((f) => f.key)).not.toContain('password');
    expect(listedFields(projectRecord).map((f) => f.label)).toEqual(['项目名称', '项目编号', '项目状态', '项目地址', '开工日期', '项目经理']);
  });

  it('search conditions: like for text, = for codes and dates, nothing for a non-number code', () => {
    expect(searchCondition(field.text('orgName', '组织名称'), '南山')).toEqual({ field: 'org_name', op: 'like', value: '%南山%' });
    expect(searchCondition(orgType, '7')).toEqual({ field: 'org_type', op: '=', value: 7 });
    expect(searchCondition(orgType, 'x')).toBeUndefined();
    expect(searchCondition(field.date('startDate', '开工日期'), '2026-01-01')).toEqual({ field: 'start_date', op: '=', value: '2026-01-01' });
    expect(searchCondition(field.lookup('metric', '监测指标', 'telemetryMetric', { kind: 'string', codec: t.string }), 'pm10')).toEqual({ field: 'metric', op: '=', value: 'pm10' });
  });
});
