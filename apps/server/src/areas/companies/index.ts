import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { mountCompanyCalls } from './company-calls';
import { departmentHooks } from './department-calls';

/** Departments on the generic mount, their list included (department-calls.ts). */
export const companyRecordMounts: RecordMountTable = {
  department: { hooks: departmentHooks },
};

/** Companies (three-level tree) and departments: the administration calls of docs/decisions/0110. */
export function mountCompaniesArea(app: FastifyInstance): void {
  mountCompanyCalls(app);
}
