import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { bankAccountMount } from './bank-account-hooks';
import { mountPayrollCalls } from './payroll-calls';
import { payrollLineHooks } from './payroll-line-hooks';
import { payrollSheetHooks } from './payroll-sheet-hooks';
import { rightsNoticeHooks } from './rights-notice-hooks';

/**
 * 银行账户, 工资发放 (sheets and lines), 维权告示牌 (issue 21, Deliver 8; docs/decisions/0680–0684) on the generic
 * mount, project scope.
 */
export const payrollRecordMounts: RecordMountTable = {
  bankAccount: bankAccountMount,
  payrollSheet: { hooks: payrollSheetHooks },
  payrollLine: { hooks: payrollLineHooks },
  rightsNotice: { hooks: rightsNoticeHooks },
};

/** The payroll area's own calls: 生成/重新计算 and 工人确认 (docs/decisions/0680). */
export function mountPayrollArea(app: FastifyInstance): void {
  mountPayrollCalls(app);
}
