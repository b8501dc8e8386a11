import { builderLicenceRecord, finishCheckRecord, qualificationRecord, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../http/api-error';
import { mountRecordType, type RecordHooks } from '../../record-types/mount-record-type';
import { datesAndNumbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { projectInScope } from '../../scopes/project-scope';
import { messages } from '../../shared/messages';

/** `yyyy-mm-dd` naming a day of the calendar (not 2026-13-01 or 2026-02-30). */
function isCalendarDate(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
}

/**
 * Hooks of a record that belongs to one project (docs/decisions/0360): the project must lie in the caller's
 * scope, its company and district are copied onto the record; date fields are `yyyy-mm-dd` or empty; numeric columns read as numbers.
 */
export function projectDocumentHooks(rt: RecordType): RecordHooks {
  const dates = rt.fields.filter((f) => f.input?.type === 'date');
  return {
    async beforeWrite(values, ctx, q) {
      checkLookupCodes(rt, values);
      for (const f of dates) {
        const d = values.get(f.column);
        if (d === '') values.set(f.column, null);
        else if (typeof d === 'string' && !isCalendarDate(d)) throw invalid(messages.invalidField(f.label));
      }
      if (values.has('project_id')) {
        const project = await projectInScope(q, ctx, Number(values.get('project_id')));
        values.set('company_id', project.company_id);
        values.set('district_code', project.district_code);
      }
    },
    toClient: datesAndNumbersToClient(rt),
  };
}

/** 资质信息, 施工许可证, 竣工验收 on the generic mount: queryDataByWhere, createData, updateData, deleteData. */
export function mountProjectDocumentRecords(app: FastifyInstance): void {
  for (const rt of [qualificationRecord, builderLicenceRecord, finishCheckRecord]) mountRecordType(app, rt, { hooks: projectDocumentHooks(rt) });
}
