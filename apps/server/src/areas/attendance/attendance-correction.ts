import { attendanceRecord, recordCalls, workerRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { answer } from '../../http/answer';
import { conflict, invalid } from '../../http/api-error';
import { callParams } from '../../http/call-params';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { requireRecordMount } from '../../record-types/record-mounts';
import { messages } from '../../shared/messages';
import { SITE_TIME_ZONE } from '../../shared/site-time';
import { correctionDay, correctionInstant } from './attendance-times';

const correctCall = recordCalls(attendanceRecord).find((c) => c.key === 'correct')!;
const P = attendanceRecord.api!.more!.correct!.params!;

interface Sent {
  id?: number;
  workerId?: number;
  workDate: string;
  inTime: string;
  outTime: string;
  reason: string;
}

/** The attendance day as stored (times as ISO text), locked. */
interface Day {
  id: number;
  worker_id: number;
  work_date: string;
  in_time: string;
  out_time: string | null;
  corrected_at: string | null;
}

const DAY_COLUMNS = `id, worker_id, to_char(work_date, 'YYYY-MM-DD') AS work_date, in_time, out_time, corrected_at`;

/**
 * 考勤更正 / 补录 (CorrectAttendance, the sub-page's edit button; docs/decisions/0672). With `id`: new in and/or out
 * times of a day in the caller's scope (404 / 402 as a detail); the gate's times are kept in original_* the first
 * time. With `workerId` and `workDate` instead: a missing day of a worker in scope and on the roster that day is
 * created (补录; in time required, 409 when the day exists). A reason is required; the times are checked (the in
 * time on the day, the out time after it and within 24 hours, none in the future); who, when and why are written
 * on the row and the change is an audit entry (before / after) in the same transaction.
 */
export function mountAttendanceCorrection(app: FastifyInstance): void {
  const endpoint = catalogueEndpoint(attendanceRecord, correctCall.name);
  mountEndpoint(app, endpoint, async (ctx) => {
    const sent = callParams(endpoint, ctx.params) as unknown as Sent;
    const inTime = correctionInstant(sent.inTime, P.inTime!.label);
    const outTime = correctionInstant(sent.outTime, P.outTime!.label);
    const workDate = correctionDay(sent.workDate, P.workDate!.label);
    return ctx.db.tx(async (q) => {
      const before = sent.id !== undefined ? await dayInScope(app, q, ctx, sent.id) : await missingDay(app, q, ctx, sent.workerId, workDate);
      if (before !== undefined && inTime === undefined && outTime === undefined) throw invalid(messages.attendanceNoTimes);
      if (before === undefined && inTime === undefined) throw invalid(messages.attendanceInRequired);
      const day = before?.work_date ?? workDate!;
      const newIn = inTime ?? before!.in_time;
      const newOut = outTime ?? before?.out_time ?? null;
      await checkTimes(q, day, newIn, newOut);
      const row = before
        ? await q.one<{ id: number }>(
            `UPDATE attendance_records SET in_time = $2, out_time = $3,
                    original_in_time = CASE WHEN corrected_at IS NULL THEN in_time ELSE original_in_time END,
                    original_out_time = CASE WHEN corrected_at IS NULL THEN out_time ELSE original_out_time END,
                    corrected_by = $4, corrected_at = now(), correction_reason = $5
              WHERE id = $1 RETURNING id`,
            [before.id, newIn, newOut, ctx.user.id, sent.reason])
        : await q.one<{ id: number }>(
            `INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time, out_time, corrected_by, corrected_at, correction_reason)
             SELECT w.id, w.company_id, w.project_id, $2::date, $3, $4, $5, now(), $6 FROM workers w WHERE w.id = $1 RETURNING id`,
            [sent.workerId, day, newIn, newOut, ctx.user.id, sent.reason]);
      const id = Number(row!.id);
      const times = (i: string | null, o: string | null) => ({ inTime: i === null ? null : new Date(i).toISOString(), outTime: o === null ? null : new Date(o).toISOString() });
      await ctx.audit({
        action: before ? 'attendance-correct' : 'attendance-add', table: 'attendance_records', recordId: id,
        before: before ? { workDate: day, ...times(before.in_time, before.out_time) } : undefined,
        after: { workDate: day, workerId: before?.worker_id ?? sent.workerId, ...times(newIn, newOut), reason: sent.reason },
      }, q);
      return answer({ id });
    });
  }, { skipDecode: true });
}

/** The day `id` in the caller's scope (404 / 402), locked. */
async function dayInScope(app: FastifyInstance, q: Queryable, ctx: EndpointContext, id: number): Promise<Day> {
  await requireRecordMount(app, attendanceRecord.name).loadInScope(q, ctx, id, false, false, 'update');
  return (await q.one<Day>(`SELECT ${DAY_COLUMNS} FROM attendance_records WHERE id = $1 FOR UPDATE`, [id]))!;
}

/** Nothing for a 补录: the worker in the caller's scope and on the roster that day, no day of theirs yet (409). */
async function missingDay(app: FastifyInstance, q: Queryable, ctx: EndpointContext, workerId: number | undefined, workDate: string | undefined): Promise<undefined> {
  if (workerId === undefined || workDate === undefined) throw invalid(messages.attendanceDayNotNamed);
  const worker = await requireRecordMount(app, workerRecord.name).loadInScope(q, ctx, workerId, true, false, 'update');
  const onRoster = await q.one('SELECT 1 FROM workers WHERE id = $1 AND entry_date <= $2::date AND (exit_date IS NULL OR exit_date >= $2::date)', [worker.id, workDate]);
  if (!onRoster) throw invalid(messages.attendanceWorkerOffRoster);
  if (await q.one('SELECT 1 FROM attendance_records WHERE worker_id = $1 AND work_date = $2::date', [workerId, workDate])) throw conflict(messages.attendanceDayExists);
  return undefined;
}

/** The times of a day: the in time on the day, none in the future, the out time after the in time and within 24 hours. */
async function checkTimes(q: Queryable, day: string, inTime: string, outTime: string | null): Promise<void> {
  const c = (await q.one<{ on_day: boolean; past: boolean; after: boolean | null; within: boolean | null }>(
    `SELECT ($2::timestamptz AT TIME ZONE '${SITE_TIME_ZONE}')::date = $1::date AS on_day,
            greatest($2::timestamptz, coalesce($3::timestamptz, $2::timestamptz)) <= now() AS past,
            $3::timestamptz >= $2::timestamptz AS after, $3::timestamptz < $2::timestamptz + interval '24 hours' AS within`,
    [day, inTime, outTime]))!;
  if (!c.on_day) throw invalid(messages.attendanceInOnDay);
  if (!c.past) throw invalid(messages.attendanceInFuture);
  if (c.after === false) throw invalid(messages.attendanceOutAfterIn);
  if (c.within === false) throw invalid(messages.attendanceOutWithinDay);
}
