import type { FastifyInstance } from 'fastify';
import { mountAttendanceCorrection } from './attendance-correction';

/**
 * 考勤管理 (issue 21, Deliver 3; docs/decisions/0670–0674): 考勤记录, 考勤日报 and 考勤月汇总 are read-only declared
 * types over views (generic mount, no hooks); the area's own call is 更正 / 补录 (CorrectAttendance).
 */
export function mountAttendanceArea(app: FastifyInstance): void {
  mountAttendanceCorrection(app);
}
