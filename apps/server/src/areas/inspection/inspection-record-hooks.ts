import { inspectionDeviceRecord } from '@worksite/contract';
import { parseQuestionList, serialiseQuestionList } from '@worksite/templates';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { loadScopedRow, targetOfRecord } from '../../scopes/scoped-rows';
import type { RecordKind } from './inspection-record-kinds';

/** Offset of times sent without one: the platform's local time, China Standard Time (docs/decisions/0102). */
export const LOCAL_OFFSET = '+08:00';

/** A time the client sent (ISO, or `yyyy-mm-dd[ HH:MM[:SS]]` read as China time), or a 400. */
export function parseTime(v: unknown): Date {
  const s = typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(s);
  const d = m ? new Date(`${m[1]}T${m[2] ?? '00:00:00'}${m[3] ?? LOCAL_OFFSET}`) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw invalid(messages.timeInvalid);
  return d;
}

/** The stored answered list as the viewer reads it: JSON text of the question list ('' when empty). */
export function recListText(v: unknown): string {
  if (v === null || v === undefined) return '';
  const parsed = parseQuestionList(v, 'inspection');
  return parsed.ok ? serialiseQuestionList(parsed.questions) : '';
}

/**
 * Record rules: the device must be a live device of the caller's scope (402 otherwise); company, project,
 * device type and template come from it, never from the client; the answered list must parse (the section's
 * format message) and is stored normalised; record_time defaults to now.
 */
export function recordHooks(app: FastifyInstance, kind: RecordKind): RecordHooks {
  const devices = targetOfRecord(app, inspectionDeviceRecord);
  return {
    async beforeWrite(values, ctx, q) {
      const device = await loadScopedRow(q, ctx, devices, values.get('device_id') as number);
      values.set('company_id', device.company_id);
      values.set('project_id', device.project_id);
      values.set('device_type', device.device_type);
      values.set('content_id', device.content_id);
      const parsed = parseQuestionList(values.get('rec_list'), kind.section);
      if (!parsed.ok) throw invalid(parsed.message);
      if (parsed.questions.length === 0) throw invalid(messages.recordListRequired);
      values.set('rec_list', JSON.stringify(parsed.questions));
      if (values.has('record_time')) values.set('record_time', parseTime(values.get('record_time')));
    },
    toClient(record, row) {
      return { ...record, recList: recListText(row.rec_list) };
    },
  };
}
