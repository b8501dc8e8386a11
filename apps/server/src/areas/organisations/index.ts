import type { FastifyInstance } from 'fastify';
import { mountOrgCalls } from './org-calls';
export { organisationRecordMounts } from './org-record-mount';

/** Organisations (SPEC §7 "Organisations"): CRUD on the record-type pattern, company tree, suppliers, contacts. */
export function mountOrganisationsArea(app: FastifyInstance): void {
  mountOrgCalls(app);
}
