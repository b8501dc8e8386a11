import type { RecordMountTable } from '../../record-types/record-mount-table';
import { companyHooks } from './company-calls';
import { departmentHooks } from './department-calls';

/**
 * Companies (three-level tree) and departments, the administration calls of docs/decisions/0110: on the generic
 * mount, their lists included (company-calls.ts, department-calls.ts).
 */
export const companyRecordMounts: RecordMountTable = {
  company: { hooks: companyHooks },
  department: { hooks: departmentHooks },
};
