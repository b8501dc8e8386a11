import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLookupName, lookupTable } from '@worksite/lookups';
import { decodeWith } from '../decode-with';
import type { PermissionRequirement } from '../endpoint';
import { endpointAreas, endpoints } from './endpoints';
import { menuHas } from '../menu/menu-catalogue';
import { parseStrWhere } from '../str-where/str-where';
import { SPEC_MASK } from '../records/declaration/field-rules';
import { recordCalls } from '../records/declaration/declare-record';
import { fieldLookup } from '../records/declaration/fields';
import type { FieldSpec, RecordType } from '../records/declaration/record-declaration';
import { callSpec, catalogueEntries } from '../records/derive/record-catalogue';
import { organisationRecord } from '../records/organisation-record';
import { projectRecord } from '../records/project-record';
import { recordTypes, sortableColumns, strWhereFields } from '../records/record-types';
import { templateRecord } from '../records/template-record';

const declared = Object.values(recordTypes);
/** Remote sources that are not one declared type: a device of any kind (the devices of each kind are). */
const FUTURE_SOURCES = ['device'];
/** Types the large screens read that have no back-office calls yet (the personnel, safety and AI issues add them). */
const SCREEN_ONLY = ['aiEvent', 'testSample', 'vehiclePassage', 'wagePayment'];

/** A field holding a phone or ID number: by its rules, its identity kind or its name. */
const isSensitive = (f: FieldSpec) =>
  f.input?.type === 'identity' ||
  (f.rules ?? []).some((r) => r.check === 'mobile' || r.check === 'phone' || r.check === 'idCard' || r.check === 'idCardOrCreditCode') ||
  /phone|mobile|idcard|idnumber/i.test(f.key);

describe('the declared record types', () => {
  it('are every declaration of records/, one file each, with unique names (registry.ts)', async () => {
    // The dictionary options are read by the dictionary area by hand (not a page of their own, no registry line).
    const records = join(__dirname, '../records');
    const files = readdirSync(records).filter((f) => f.endsWith('-record.ts') && f !== 'dictionary-option-record.ts');
    const modules = (await Promise.all(files.map((f) => import(join(records, f))))) as Record<string, RecordType>[];
    const exported = modules.flatMap((m) => Object.values(m));
    expect(exported.filter((r) => recordTypes[r.name] !== r).map((r) => r.name)).toEqual([]);
    expect(declared).toHaveLength(files.length);
  });

  it('give every catalogue name to one call only', () => {
    const names = declared.flatMap((r) => recordCalls(r).map((c) => c.name));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

/**
 * Calls a type declares under another menu page: the transport list is SPEC's /api/PCConcTaskUp call, but its
 * screen is 车辆管理 › 运输记录 (docs/decisions/0350).
 */
const OTHER_PAGE_CALLS: Readonly<Record<string, string>> = { 'concTask.transport': 'carmanage' };

describe.each(declared)('record type $name', (recordType: RecordType) => {
  it('names a page/sub-page of the menu catalogue', () => {
    expect(menuHas(recordType.permission.page, recordType.permission.subPage)).toBe(true);
  });

  it('has every call in the catalogue, equal to the entry derived from the declaration', () => {
    const derived = catalogueEntries(recordType);
    expect(Object.keys(derived).length === 0).toBe(SCREEN_ONLY.includes(recordType.name));
    for (const [name, entry] of Object.entries(derived)) expect(endpoints[name]).toEqual(entry);
    for (const name of Object.values(recordType.endpoints)) expect(Object.keys(derived)).toContain(name);
  });

  it('guards its calls by its own page with buttons the menu has', () => {
    for (const { key } of recordCalls(recordType)) {
      const access = callSpec(recordType, key).access;
      if (typeof access !== 'object') continue;
      expect(access.page).toBe(OTHER_PAGE_CALLS[`${recordType.name}.${key}`] ?? recordType.permission.page);
      expect(menuHas(access.page, access.subPage, access.button)).toBe(true);
    }
  });

  it('has unique keys and columns, and a sortable default sort', () => {
    const keys = recordType.fields.map((f) => f.key);
    const columns = recordType.fields.map((f) => f.column);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(columns.filter((c, i) => columns.indexOf(c) !== i)).toEqual([]);
    expect(sortableColumns(recordType)).toContain(recordType.defaultSort);
  });

  it('names only lookup tables of @worksite/lookups, matching the field input', () => {
    for (const f of recordType.fields) {
      if (f.input?.type === 'lookup') expect(isLookupName(f.input.table)).toBe(true);
    }
  });

  it('points remote choices at declared record types', () => {
    const names = new Set(declared.map((r) => r.name));
    for (const f of recordType.fields) {
      if (f.input?.type === 'remote' || (f.input?.type === 'identity' && f.input.links)) {
        const source = f.input.type === 'remote' ? f.input.source : f.input.links;
        expect([source, names.has(source ?? '') || FUTURE_SOURCES.includes(source ?? '')]).toEqual([source, true]);
      }
    }
  });

  it('masks phone and ID numbers as SPEC §5 does (first 4, last 4)', () => {
    for (const f of recordType.fields.filter(isSensitive)) expect([f.key, f.mask]).toEqual([f.key, SPEC_MASK]);
  });

  it('declares workflows over lookup fields, with transitions between its codes made by catalogued calls with their button', () => {
    for (const workflow of recordType.workflows ?? []) {
      const stateField = recordType.fields.find((f) => f.key === workflow.field);
      expect(stateField && fieldLookup(stateField)).toBe(workflow.lookup);
      const codes = lookupTable(workflow.lookup).map((e) => e.value);
      expect(codes).toContain(workflow.initial);
      for (const move of workflow.transitions) {
        for (const code of [...move.from, move.to]) expect(codes).toContain(code);
        const access = callSpec(recordType, move.call).access as PermissionRequirement;
        expect(access.button).toBe(move.button);
        // A move's actor names declared fields only: the company field, and the fields its refusal quotes.
        if (move.actor !== undefined) {
          const keys = [...(move.actor.companyField ? [move.actor.companyField] : []), ...[...move.actor.refused.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)];
          expect(keys.filter((k) => !recordType.fields.some((f) => f.key === k))).toEqual([]);
          expect(move.actor.refused).not.toBe('');
        }
      }
    }
  });

  it('keeps computed fields read-only', () => {
    for (const f of recordType.fields.filter((x) => x.computed)) expect(f.readOnly).toBe(true);
  });
});

describe('the catalogue areas', () => {
  it('take the declared types\' entries from their declarations, not from copies beside them', () => {
    const declaredNames = new Set(declared.flatMap((r) => Object.keys(catalogueEntries(r))));
    const catalogued = Object.values(endpointAreas).flatMap((area) => Object.keys(area));
    expect([...declaredNames].filter((n) => !catalogued.includes(n))).toEqual([]);
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
    expect(allowed).toEqual({ id: 'number', device_type: 'string', project_name: 'string', content_name: 'string', company_id: 'number', if_del: 'number' });
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
    expect(organisationRecord.fields.find((f) => f.key === 'orgType')?.input).toEqual({ type: 'lookup', table: 'companyType' });
    expect(projectRecord.fields.find((f) => f.key === 'projectStatus')?.input).toEqual({ type: 'lookup', table: 'projectStatus' });
  });
});
