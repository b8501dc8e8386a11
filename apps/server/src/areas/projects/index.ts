import type { FastifyInstance } from 'fastify';
import { mountProjectCalls } from './project-calls';
import { mountProjectMembers } from './project-members';
import { mountProjectRecords } from './project-record-mount';

/** Projects (SPEC §7 "Projects"): CRUD on the record-type pattern, detail by path id, members, position info. */
export function mountProjectsArea(app: FastifyInstance): void {
  mountProjectRecords(app);
  mountProjectCalls(app);
  mountProjectMembers(app);
}
