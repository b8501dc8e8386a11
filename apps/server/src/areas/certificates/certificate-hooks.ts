import { workerCertificateRecord } from '@worksite/contract';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { messages } from '../../shared/messages';
import { siteTodaySql } from '../../shared/site-time';
import { takeProject } from '../../scopes/project-row';

/** 有效状态 of a certificate over `a` (CERTIFICATE_VALIDITY): 3 已过期, 2 30天内到期, 1 有效 — by the site's day. */
export const certificateValiditySql = (a: string): string =>
  `(CASE WHEN ${a}.valid_to < ${siteTodaySql} THEN 3 WHEN ${a}.valid_to <= ${siteTodaySql} + 30 THEN 2 ELSE 1 END)`;

/**
 * The live worker (by `worker_id`) a row names: his project must lie in the caller's scope (404 / 402), whose
 * company and district the row takes (docs/decisions/0651, 0652). Answers the project id.
 */
export async function takeWorkersProject(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable): Promise<number> {
  const worker = await q.one<{ project_id: number }>('SELECT project_id FROM workers WHERE id = $1 AND if_del = 0', [Number(values.get('worker_id'))]);
  if (!worker) throw invalid(messages.certificateWorkerNotFound);
  return takeProject(values, ctx, q, worker.project_id);
}

/**
 * 证书管理 (docs/decisions/0651): the row takes its worker's project (in the caller's scope); 有效状态 computed from
 * 有效期至 by the site's day, listed and filterable.
 */
export const workerCertificateHooks: RecordHooks = {
  async beforeWrite(values, ctx, q) {
    checkLookupCodes(workerCertificateRecord, values);
    if (values.has('worker_id')) await takeWorkersProject(values, ctx, q);
  },
  listColumns: (a) => `${certificateValiditySql(a)} AS validity`,
  filterExpressions: (a) => ({ validity: certificateValiditySql(a) }),
};
