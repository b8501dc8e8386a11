import { type StrWhereCondition, type StrWhereFieldKind, STR_WHERE_INVALID, formatStrWhere, parseStrWhere } from './str-where';

const fields: Record<string, StrWhereFieldKind> = {
  company_id: 'number',
  if_del: 'number',
  device_type: 'string',
  content_name: 'string',
  project_name: 'string',
  create_time: 'date',
  is_online: 'boolean',
};

describe('parseStrWhere accepts the whitelisted grammar', () => {
  it.each<[string, StrWhereCondition[]]>([
    ['', []],
    ['   ', []],
    ['company_id = 5 and if_del = 0', [{ field: 'company_id', op: '=', value: 5 }, { field: 'if_del', op: '=', value: 0 }]],
    ['company_id=5 AND if_del=0', [{ field: 'company_id', op: '=', value: 5 }, { field: 'if_del', op: '=', value: 0 }]],
    ["device_type = '搅拌站'", [{ field: 'device_type', op: '=', value: '搅拌站' }]],
    ["content_name like '%日检%'", [{ field: 'content_name', op: 'like', value: '%日检%' }]],
    ["content_name LIKE 'O''Brien'", [{ field: 'content_name', op: 'like', value: "O'Brien" }]],
    ["project_name <> ''", [{ field: 'project_name', op: '<>', value: '' }]],
    ['company_id != -3', [{ field: 'company_id', op: '!=', value: -3 }]],
    ['company_id >= 1.5', [{ field: 'company_id', op: '>=', value: 1.5 }]],
    ["create_time >= '2024-01-01' and create_time < '2024-02-01 00:00:00'", [
      { field: 'create_time', op: '>=', value: '2024-01-01' },
      { field: 'create_time', op: '<', value: '2024-02-01 00:00:00' },
    ]],
    ['company_id in (1, 2,3)', [{ field: 'company_id', op: 'in', values: [1, 2, 3] }]],
    ["device_type IN ('塔吊', '搅拌站')", [{ field: 'device_type', op: 'in', values: ['塔吊', '搅拌站'] }]],
    ['is_online = 1 and is_online != false', [{ field: 'is_online', op: '=', value: true }, { field: 'is_online', op: '!=', value: false }]],
    ["device_type = 'a; drop table x --'", [{ field: 'device_type', op: '=', value: 'a; drop table x --' }]],
  ])('%p', (text, conditions) => {
    expect(parseStrWhere(text, fields)).toEqual({ ok: true, conditions });
  });
});

describe('parseStrWhere refuses anything else', () => {
  it.each([
    '1=1; drop table x',
    'company_id = 1 or 1=1',
    "device_type = 'a' --",
    'if_del = 0 union select * from users',
    'pg_sleep(5)',
    'company_id = pg_sleep(5)',
    'company_id = 1; select 1',
    'company_id = 1 /* x */',
    'company_id = 1 # x',
    '(company_id = 1)',
    'company_id = 1 and (if_del = 0 or if_del = 1)',
    'not company_id = 1',
    'password = 1',
    "device_type = 'unterminated",
    "device_type = 'a\\' or 1=1 --'",
    "company_id = '5'",
    'device_type = 5',
    "create_time >= 'yesterday'",
    "create_time like '2024%'",
    "device_type > 'a'",
    'company_id = 1 and',
    'and company_id = 1',
    'company_id = 1 company_id = 2',
    'company_id == 1',
    'company_id = ',
    'company_id',
    'company_id = 0x1F',
    'company_id = 1e5',
    'company_id in ()',
    'company_id in (1, 2',
    'company_id in 1, 2',
    'company_id in (select id from company)',
    'company_id = 1 || 1',
    'company_id = 1 && 1',
    'company_id = `1`',
    'company_id = "1"',
    'constructor = 1',
    '__proto__ = 1',
    'is_online = 2',
    'company_id = 1 -- and if_del = 0',
    `${'company_id = 1 and '.repeat(25)}if_del = 0`,
    `device_type = '${'a'.repeat(2100)}'`,
  ])('%p', (text) => {
    expect(parseStrWhere(text, fields)).toEqual(expect.objectContaining({ ok: false, message: STR_WHERE_INVALID }));
  });
});

describe('formatStrWhere', () => {
  it('writes the typical client filter', () => {
    expect(
      formatStrWhere([
        { field: 'company_id', op: '=', value: 5 },
        { field: 'if_del', op: '=', value: 0 },
      ]),
    ).toBe('company_id = 5 and if_del = 0');
  });

  it.each<StrWhereCondition[][]>([
    [[{ field: 'content_name', op: 'like', value: "%O'Brien; --%" }]],
    [[{ field: 'device_type', op: 'in', values: ['塔吊', "a'b"] }, { field: 'is_online', op: '=', value: true }]],
    [[{ field: 'create_time', op: '<=', value: '2024-02-01' }, { field: 'company_id', op: '<>', value: -1.25 }]],
  ])('round-trips %p through parseStrWhere', (conditions) => {
    expect(parseStrWhere(formatStrWhere(conditions), fields)).toEqual({ ok: true, conditions });
  });
});
