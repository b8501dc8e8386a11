import type { RecordHooks } from '../../record-types/mount-record-type';
import { siteTodaySql } from '../../shared/site-time';

/** The worker's row of `worker_gate_documents` (docs/decisions/0654). */
const documents = (a: string, column: string) => `(SELECT g.${column} FROM worker_gate_documents g WHERE g.worker_id = ${a}.id)`;

/** 合同 (CONTRACT_FLAG): 1 已签 — a signed contract covers the site's day — else 0 未签. */
export const contractFlagSql = (a: string): string => `(CASE WHEN ${documents(a, 'has_signed_contract')} THEN 1 ELSE 0 END)`;

/**
 * 证书 (CERTIFICATE_STATE) of a worker: 3 已过期 / 4 缺证 (no valid required certificate: expired, else missing or
 * not yet valid), 0 无需持证 (his 工种 needs none), 2 即将到期 (the earliest required one ends within 30 days),
 * else 1 正常.
 */
export const certificateStateSql = (a: string): string =>
  `(SELECT CASE WHEN g.certificate_problem LIKE '%已过期%' THEN 3 WHEN g.certificate_problem IS NOT NULL THEN 4
                WHEN g.certificate_valid_until IS NULL THEN 0 WHEN g.certificate_valid_until <= ${siteTodaySql} + 30 THEN 2 ELSE 1 END
      FROM worker_gate_documents g WHERE g.worker_id = ${a}.id)`;

/** The roster's 合同 and 证书 flags: listed (and in the detail and export) and filterable (0654). */
export const rosterFlagHooks: Pick<RecordHooks, 'listColumns' | 'filterExpressions'> = {
  listColumns: (a) => `${contractFlagSql(a)} AS contract_flag, ${certificateStateSql(a)} AS certificate_state`,
  filterExpressions: (a) => ({ contract_flag: contractFlagSql(a), certificate_state: certificateStateSql(a) }),
};
