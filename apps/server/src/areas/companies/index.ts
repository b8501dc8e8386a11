import type { FastifyInstance } from 'fastify';
import { mountCompanyCalls } from './company-calls';
import { mountDepartmentCalls } from './department-calls';

/** Companies (three-level tree) and departments: the administration calls of docs/decisions/0110. */
export function mountCompaniesArea(app: FastifyInstance): void {
  mountCompanyCalls(app);
  mountDepartmentCalls(app);
}
