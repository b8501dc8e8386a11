import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { trainingAttendeeRecord, trainingPlanRecord, trainingSessionRecord } from '@worksite/contract';
import { checkWorkerInProject, takeProject, written } from '../../scopes/project-row';

/** 培训计划 (docs/decisions/0642): the project in scope, its company copied; hours as numbers. */
export const trainingPlanHooks: RecordHooks = {
  async beforeWrite(values, ctx, q) {
    if (values.has('project_id')) await takeProject(values, ctx, q, Number(values.get('project_id')));
  },
  toClient: numbersToClient(trainingPlanRecord),
};

/**
 * 培训记录 (docs/decisions/0643): the project in scope; the plan, when named, one of that project; its attendees
 * counted in the list (参训人数), given the session's level again when it changes, deleted with it.
 */
export const trainingSessionHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    const projectId = values.has('project_id') ? await takeProject(values, ctx, q, Number(values.get('project_id'))) : Number(existing?.project_id);
    const planId = written(values, existing, 'plan_id');
    if (planId !== null && planId !== undefined && planId !== '' && (values.has('plan_id') || values.has('project_id'))) {
      const plan = await q.one('SELECT 1 FROM training_plans WHERE id = $1 AND project_id = $2 AND if_del = 0', [Number(planId), projectId]);
      if (!plan) throw invalid(messages.trainingPlanNotInProject);
    }
  },
  async afterWrite(row, _ctx, q, before) {
    if (before !== undefined && before.training_level !== row.training_level) {
      await q.exec('UPDATE training_attendees SET training_level = $1 WHERE session_id = $2', [row.training_level ?? '', row.id]);
    }
  },
  async beforeDelete(row, _ctx, q) {
    await q.exec('UPDATE training_attendees SET if_del = 1 WHERE session_id = $1 AND if_del = 0', [row.id]);
  },
  listColumns: (a) => `(SELECT count(*)::int FROM training_attendees x WHERE x.session_id = ${a}.id AND x.if_del = 0) AS attendee_count`,
  toClient: numbersToClient(trainingSessionRecord),
};

/**
 * 培训人员 (docs/decisions/0643, 0644): the row takes its session's project (in the caller's scope) and level; the
 * worker must be one of that project's roster. A worker's 三级教育 is then a query by worker_id.
 */
export const trainingAttendeeHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    let projectId = Number(existing?.project_id);
    if (values.has('session_id')) {
      const session = await q.one<{ project_id: number; training_level: string }>(
        'SELECT project_id, training_level FROM training_sessions WHERE id = $1 AND if_del = 0', [Number(values.get('session_id'))]);
      if (!session) throw invalid(messages.trainingSessionNotFound);
      projectId = await takeProject(values, ctx, q, session.project_id);
      values.set('training_level', session.training_level);
    }
    if (values.has('worker_id') || values.has('session_id')) await checkWorkerInProject(q, written(values, existing, 'worker_id'), projectId, '参训人员');
  },
  toClient: numbersToClient(trainingAttendeeRecord),
};
