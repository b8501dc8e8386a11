import type { RecordMountTable } from '../../record-types/record-mount-table';
import { monitoredCompanyHooks } from './monitored-company-hooks';
import { supervisionRecordHooks } from './supervision-record-hooks';

/**
 * 监管管理 (docs/decisions/0432, 0433): 监视企业 — the caller's own watched companies, through the view
 * monitored_companies — and 监管记录 with its moves 整改完成 and 复查, both on the generic mount.
 */
export const supervisionRecordMounts: RecordMountTable = {
  monitoredCompany: { hooks: monitoredCompanyHooks },
  supervisionRecord: { hooks: supervisionRecordHooks },
};
