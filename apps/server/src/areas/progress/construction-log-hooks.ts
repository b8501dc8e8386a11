import type { RecordHooks } from '../../record-types/mount-record-type';
import { rowProject, withSessionProject } from '../../scopes/project-row';

/** 在场人数 of a log over alias `a`: workers of its project with an attendance row on its day (docs/decisions/0720). */
const workersOnSiteSql = (a: string) =>
  `(SELECT count(DISTINCT r.worker_id)::int FROM attendance_records r WHERE r.project_id = ${a}.project_id AND r.work_date = ${a}.log_date)`;

/**
 * 施工日志 (docs/decisions/0720): the log takes its project (in the caller's scope; the session's project when none is
 * named); one per project and day is the declared business key (日期已存在, 409); 在场人数 computed from attendance.
 */
export const constructionLogHooks: RecordHooks = {
  prepareParams: (params, ctx, existing) => withSessionProject({ ...params }, ctx, existing),
  listColumns: (a) => `${workersOnSiteSql(a)} AS workers_on_site`,
  async beforeWrite(values, ctx, q, existing) {
    await rowProject(values, ctx, q, existing);
  },
};
