import { decodeWith } from '../decode-with';
import { endpoints } from '../catalogue/endpoints';
import { menuHas } from '../menu/menu-catalogue';
import { parseStrWhere } from '../str-where/str-where';
import { organisationRecord } from './organisation-record';
import { projectRecord } from './project-record';
import { recordTypes, sortableColumns, strWhereFields } from './record-types';
import { templateRecord } from './template-record';

describe.each(Object.values(recordTypes))('record type $name', (recordType) => {
  it('names a page/sub-page of the menu catalogue', () => {
    expect(menuHas(recordType.permission.page, recordType.permission.subPage)).toBe(true);
  });

  it('names catalogued endpoints guarded by its own page', () => {
    for (const name of Object.values(recordType.endpoints)) {
      const endpoint = endpoints[name as string];
      expect(endpoint).toBeDefined();
      if (typeof endpoint?.access === 'object') expect(endpoint.access.page).toBe(recordType.permission.page);
    }
  });

  it('has unique keys and columns, and a sortable default sort', () => {
    const keys = recordType.fields.map((f) => f.key);
    const columns = recordType.fields.map((f) => f.column);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(columns).size).toBe(columns.length);
    expect(sortableColumns(recordType)).toContain(recordType.defaultSort);
  });
});

describe('templateRecord', () => {
  it('checks required fields in SPEC §5 order with SPEC messages', () => {
    expect(templateRecord.fields.filter((f) => f.required).map((f) => [f.key, f.required])).toEqual([
      ['deviceType', '请选择设备类型'],
      ['projectName', '请选择项目名称'],
      ['description', '请输入模板描述'],
      ['contentName', '请输入模板名称'],
    ]);
  });

  it('writes to the save payload keys of SPEC §3', () => {
    const writable = templateRecord.fields.filter((f) => !f.readOnly).map((f) => f.writeKey);
    expect(writable).toEqual(['device_type', 'project_name', 'description', 'content_name', 'project_id', 'other_list', 'machinery_list', 'repair_list', 'maintain_list']);
  });

  it('whitelists the typical client filter and its filterable fields, nothing else', () => {
    const allowed = strWhereFields(templateRecord);
    expect(allowed).toEqual({ device_type: 'string', project_name: 'string', content_name: 'string', company_id: 'number', if_del: 'number' });
    expect(parseStrWhere("company_id = 5 and if_del = 0 and device_type = '搅拌站'", allowed).ok).toBe(true);
    expect(parseStrWhere('description = 1', allowed).ok).toBe(false);
    expect(sortableColumns(templateRecord)).toEqual(['id', 'content_name', 'create_time']);
  });

  it('field codecs decode a template row', () => {
    const row: Record<string, unknown> = { id: '1', deviceType: '搅拌站', projectName: 'p', description: 'd', contentName: 'c', projectId: 2 };
    for (const field of templateRecord.fields) {
      if (row[field.key] !== undefined) expect(decodeWith(field.codec, row[field.key]).ok).toBe(true);
    }
  });
});

describe('projectRecord and organisationRecord', () => {
  it('scope by company plus district', () => {
    expect(strWhereFields(projectRecord)).toMatchObject({ company_id: 'number', district_code: 'string', project_status: 'number' });
    expect(organisationRecord.fields.find((f) => f.key === 'orgType')?.lookup).toBe('companyType');
    expect(projectRecord.fields.find((f) => f.key === 'projectStatus')?.lookup).toBe('projectStatus');
  });
});
