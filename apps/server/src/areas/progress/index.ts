import type { RecordMountTable } from '../../record-types/record-mount-table';
import { constructionLogHooks } from './construction-log-hooks';
import { planTaskHooks } from './plan-task-hooks';

/**
 * 施工管理 and 进度计划 (issue 22, Deliver 3; docs/decisions/0720–0722) on the generic mount, project scope: each row
 * takes its project's company and district; a log's 在场人数 and a task's 上级任务 / 延期 are computed on read.
 */
export const progressRecordMounts: RecordMountTable = {
  constructionLog: { hooks: constructionLogHooks },
  planTask: { hooks: planTaskHooks },
};
