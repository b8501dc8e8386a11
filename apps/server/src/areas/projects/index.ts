import type { FastifyInstance } from 'fastify';
import { mountProjectCalls } from './project-calls';
import { mountProjectDocumentRecords } from './project-document-records';
import { mountProjectMembers } from './project-members';
import { mountProjectRecords } from './project-record-mount';

/** Projects (SPEC §7 "Projects"): CRUD on the record-type pattern, detail by path id, members, position info; the project records 资质信息, 施工许可证, 竣工验收. */
export function mountProjectsArea(app: FastifyInstance): void {
  mountProjectRecords(app);
  mountProjectCalls(app);
  mountProjectMembers(app);
  mountProjectDocumentRecords(app);
}
