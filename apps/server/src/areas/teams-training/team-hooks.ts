import { shiftScheduleRecord, teamRecord } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { messages } from '../../shared/messages';
import { checkWorkerInProject, takeProject, written } from '../../scopes/project-row';

/** 班组管理 (docs/decisions/0640): the project in scope, its company copied; the leader a worker of that project. */
export const teamHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    checkLookupCodes(teamRecord, values);
    const projectId = values.has('project_id') ? await takeProject(values, ctx, q, Number(values.get('project_id'))) : Number(existing?.project_id);
    if (values.has('leader_worker_id') || values.has('project_id')) {
      await checkWorkerInProject(q, written(values, existing, 'leader_worker_id'), projectId, '班组长');
    }
  },
};

/** 班次设置 (docs/decisions/0645): 跨夜 (是 / 否) when the end is not after the start — the shift ends the next day. */
export const workShiftHooks: RecordHooks = {
  listColumns: (a) => `CASE WHEN ${a}.end_time <= ${a}.start_time THEN '是' ELSE '否' END AS overnight`,
};

/**
 * 排班表 (docs/decisions/0641): the row takes its team's project (which must lie in the caller's scope); the shift
 * must be a live one of that project's company or a company above it.
 */
export const shiftScheduleHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    checkLookupCodes(shiftScheduleRecord, values);
    let companyId = Number(existing?.company_id);
    if (values.has('team_id')) {
      const team = await q.one<{ project_id: number }>('SELECT project_id FROM teams WHERE id = $1 AND if_del = 0', [Number(values.get('team_id'))]);
      if (!team) throw invalid(messages.teamNotFound);
      await takeProject(values, ctx, q, team.project_id);
      companyId = Number(values.get('company_id'));
    }
    if (values.has('shift_id') || values.has('team_id')) {
      // A shift of the project's company or of a company above it (a group's shifts serve its companies' projects).
      const shift = await q.one(
        `WITH RECURSIVE up AS (SELECT id, parent_id FROM companies WHERE id = $2
                               UNION SELECT c.id, c.parent_id FROM companies c JOIN up ON c.id = up.parent_id)
         SELECT 1 FROM work_shifts WHERE id = $1 AND if_del = 0 AND company_id IN (SELECT id FROM up)`,
        [Number(written(values, existing, 'shift_id')), companyId]);
      if (!shift) throw invalid(messages.shiftNotFound);
    }
  },
};
