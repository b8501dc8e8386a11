import type { RecordMountTable } from '../../record-types/record-mount-table';
import { shiftScheduleHooks, teamHooks, workShiftHooks } from './team-hooks';
import { trainingAttendeeHooks, trainingPlanHooks, trainingSessionHooks } from './training-hooks';

/**
 * 班组管理, 排班表, 培训计划, 培训记录 (issue 21, Deliver 4 and 7; docs/decisions/0640–0644) on the generic mount,
 * project scope (班次设置: company scope, its 跨夜 computed): each row takes its project's company; workers are named by `worker_id`, teams by id.
 */
export const teamTrainingRecordMounts: RecordMountTable = {
  workShift: { hooks: workShiftHooks },
  team: { hooks: teamHooks },
  shiftSchedule: { hooks: shiftScheduleHooks },
  trainingPlan: { hooks: trainingPlanHooks },
  trainingSession: { hooks: trainingSessionHooks },
  trainingAttendee: { hooks: trainingAttendeeHooks },
};
