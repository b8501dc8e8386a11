import { shiftScheduleRecord, teamRecord } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { messages } from '../../shared/messages';
import { checkWorkerInProject, takeProject, written } from './project-row';

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

/**
 * 排班表 (docs/decisions/0641): the row takes its team's project (which must lie in the caller's scope); the shift
 * must be a live one of that project's company.
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
      const shift = await q.one('SELECT 1 FROM work_shifts WHERE id = $1 AND company_id = $2 AND if_del = 0', [Number(written(values, existing, 'shift_id')), companyId]);
      if (!shift) throw invalid(messages.shiftNotFound);
    }
  },
};
