import { endpoints } from './endpoints';
import type { ButtonName } from '../endpoint';
import { menuHas } from '../menu/menu-catalogue';
import { concOrderRecord } from '../records/conc-order-record';
import { projectRecord } from '../records/project-record';
import { recordTypes } from '../records/record-types';
import { templateRecord } from '../records/template-record';

const crmProject = { page: 'projectManage', subPage: 'crmProject' };

describe('Excel calls derived by declareRecord (0316)', () => {
  it('projects (list, excel fields, export and inport buttons): export, import template and import', () => {
    expect(projectRecord.endpoints).toMatchObject({ export: 'projectExport', import: 'projectImport' });
    const pick = (name: string) => {
      const e = endpoints[name]!;
      return [e.method, e.path, e.access, e.envelope, e.encoding, e.pathChosen];
    };
    expect(pick('projectExport')).toEqual(['GET', '/api/Project/ExportExcel', { ...crmProject, button: 'export' }, 'file', 'query', true]);
    expect(pick('projectImportTemplate')).toEqual(['GET', '/api/Project/ImportTemplate', { ...crmProject, button: 'inport' }, 'file', 'query', true]);
    expect(pick('projectImport')).toEqual(['POST', '/api/Project/ImportExcel', { ...crmProject, button: 'inport' }, 'data', 'file', true]);
    expect(endpoints.projectExport!.request).toBe(endpoints.projectList.request);
  });

  it('only where the sub-page has the button: orders export only, templates (CRUD) neither', () => {
    expect([concOrderRecord.endpoints.export, concOrderRecord.endpoints.import]).toEqual(['concOrderExport', undefined]);
    expect([templateRecord.endpoints.export, templateRecord.endpoints.import]).toEqual([undefined, undefined]);
  });

  it('gives every registered type with a list and Excel fields the Excel calls its sub-page has buttons for', () => {
    for (const r of Object.values(recordTypes)) {
      const excel = r.api?.calls.list !== undefined && r.fields.some((f) => f.excel === true);
      const has = (button: ButtonName) => excel && menuHas(r.permission.page, r.permission.subPage, button);
      expect([r.name, r.endpoints.export !== undefined, r.endpoints.import !== undefined]).toEqual([r.name, has('export'), has('inport')]);
    }
  });
});
