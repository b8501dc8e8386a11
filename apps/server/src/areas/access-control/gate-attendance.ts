import type { Queryable } from '../../db/database';

/** An allowed passage of a known worker, as the attendance day reads it. */
export interface AttendancePassage {
  readonly workerId: number;
  readonly companyId: number;
  readonly projectId: number;
  /** Site day (Asia/Shanghai) of the passage. */
  readonly workDate: string;
  readonly at: Date;
  /** 1 进, 2 出 (the device's). */
  readonly direction: number;
}

/**
 * The attendance days of allowed passages (docs/decisions/0664; interface with ATTEND: only worker_id, project_id,
 * company_id, work_date, in_time, out_time are written). Per worker and site day: in_time = the first 进, out_time
 * = the last 出 not before it; retried or out-of-order events never move in_time later nor out_time earlier.
 * An 出 on a day the worker has no row closes the previous day's open row (an overnight shift), else it records
 * nothing (no entry seen). Three statements for the whole batch, each locking its rows in id order (two gates of a
 * project pushing at once wait for each other instead of deadlocking).
 */
export async function upsertAttendance(q: Queryable, passages: readonly AttendancePassage[]): Promise<void> {
  if (passages.length === 0) return;
  const col = <T>(f: (p: AttendancePassage) => T) => passages.map(f);
  const params = [col((p) => p.workerId), col((p) => p.companyId), col((p) => p.projectId), col((p) => p.workDate), col((p) => p.at), col((p) => p.direction)];
  const agg = `WITH ev AS (SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::date[], $5::timestamptz[], $6::smallint[])
                             AS e(worker_id, company_id, project_id, work_date, at, direction)),
                agg AS (SELECT worker_id, min(company_id) AS company_id, min(project_id) AS project_id, work_date,
                               min(at) FILTER (WHERE direction = 1) AS first_in, max(at) FILTER (WHERE direction = 2) AS last_out
                          FROM ev GROUP BY worker_id, work_date)`;
  await q.exec(
    `${agg}
     INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time, out_time)
     SELECT worker_id, company_id, project_id, work_date, first_in, CASE WHEN last_out >= first_in THEN last_out END
       FROM agg WHERE first_in IS NOT NULL ORDER BY worker_id, work_date
     ON CONFLICT (worker_id, work_date) DO UPDATE
        SET in_time = LEAST(attendance_records.in_time, EXCLUDED.in_time),
            out_time = GREATEST(attendance_records.out_time, EXCLUDED.out_time)`,
    params,
  );
  await q.exec(
    `${agg}
     , hit AS (SELECT a.id, o.last_out FROM attendance_records a JOIN agg o ON a.worker_id = o.worker_id AND a.work_date = o.work_date
                 WHERE o.first_in IS NULL AND o.last_out IS NOT NULL AND a.in_time <= o.last_out ORDER BY a.id FOR UPDATE OF a)
     UPDATE attendance_records a SET out_time = GREATEST(a.out_time, hit.last_out) FROM hit WHERE a.id = hit.id`,
    params,
  );
  await q.exec(
    `${agg}
     , hit AS (SELECT a.id, o.last_out FROM attendance_records a JOIN agg o ON a.worker_id = o.worker_id AND a.work_date = o.work_date - 1
                 WHERE o.first_in IS NULL AND o.last_out IS NOT NULL AND a.out_time IS NULL AND a.in_time <= o.last_out
                   AND NOT EXISTS (SELECT 1 FROM attendance_records t WHERE t.worker_id = o.worker_id AND t.work_date = o.work_date)
                 ORDER BY a.id FOR UPDATE OF a)
     UPDATE attendance_records a SET out_time = hit.last_out FROM hit WHERE a.id = hit.id AND a.out_time IS NULL`,
    params,
  );
}
