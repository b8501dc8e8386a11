import { FORMAT_CHECKS } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { rowProject, withSessionProject, written } from '../../scopes/project-row';
import { messages } from '../../shared/messages';
import { taskDelayedSql } from '../../shared/plan-task-delay';

const delayedText = (a: string) => `CASE WHEN ${taskDelayedSql(a)} THEN '是' ELSE '否' END`;

/** The parent's WBS code: the code without its last segment ('' for a top-level task). */
const parentCodeSql = (a: string) => `regexp_replace(${a}.wbs_code, '\\.?[0-9]+$', '')`;

/** WBS codes in numeric order (1.2 before 1.10). */
export const wbsOrderSql = (a: string) => `string_to_array(${a}.wbs_code, '.')::int[]`;

/** The predecessors as sent: WBS codes separated by commas (，, 、 or spaces accepted), normalised to `1.1,1.2`. */
export function predecessorCodes(text: unknown): string[] {
  const raw = String(text ?? '').trim();
  if (raw === '') return [];
  const codes = raw.split(/[,，、\s]+/).filter((c) => c !== '');
  if (codes.some((c) => !FORMAT_CHECKS.wbsCode(c))) throw invalid(messages.planPredecessorsInvalid);
  return [...new Set(codes)];
}

/**
 * 进度计划 (docs/decisions/0721, 0722): the task takes its project (in the caller's scope; the session's project
 * when none is named); predecessors are WBS codes of live tasks of the same project, never the task itself;
 * 上级任务 and 延期 are computed on read; the list is in WBS order.
 */
export const planTaskHooks: RecordHooks = {
  prepareParams: (params, ctx, existing) => withSessionProject({ ...params }, ctx, existing),
  listColumns: (a) =>
    `${delayedText(a)} AS delayed,
     coalesce((SELECT p.task_name FROM plan_tasks p WHERE p.project_id = ${a}.project_id AND p.if_del = 0
                  AND p.wbs_code = ${parentCodeSql(a)} LIMIT 1), '') AS parent_name`,
  filterExpressions: (a) => ({ delayed: delayedText(a) }),
  listOrder: (a) => `ORDER BY ${a}.project_id, ${wbsOrderSql(a)}, ${a}.id`,
  async beforeWrite(values, ctx, q, existing) {
    const projectId = await rowProject(values, ctx, q, existing);
    if (!values.has('predecessors') && !values.has('wbs_code') && !values.has('project_id')) return;
    const codes = predecessorCodes(written(values, existing, 'predecessors'));
    if (values.has('predecessors')) values.set('predecessors', codes.join(','));
    if (codes.includes(String(written(values, existing, 'wbs_code')))) throw invalid(messages.planPredecessorSelf);
    if (codes.length === 0) return;
    const found = await q.many<{ wbs_code: string }>(
      'SELECT wbs_code FROM plan_tasks WHERE project_id = $1 AND if_del = 0 AND wbs_code = ANY($2::text[])', [projectId, codes]);
    const missing = codes.filter((c) => !found.some((f) => f.wbs_code === c));
    if (missing.length > 0) throw invalid(messages.planPredecessorMissing(missing.join('、')));
  },
};
