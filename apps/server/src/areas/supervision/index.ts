import { monitoredCompanyRecord, supervisionRecordRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import { monitoredCompanyHooks } from './monitored-company-hooks';
import { supervisionRecordHooks } from './supervision-record-hooks';

/**
 * 监管管理 (docs/decisions/0432, 0433): 监视企业 — the caller's own watched companies, through the view
 * monitored_companies — and 监管记录 with its moves 整改完成 and 复查, both on the generic mount.
 */
export function mountSupervisionArea(app: FastifyInstance): void {
  mountRecordType(app, monitoredCompanyRecord, { hooks: monitoredCompanyHooks });
  mountRecordType(app, supervisionRecordRecord, { hooks: supervisionRecordHooks });
}
