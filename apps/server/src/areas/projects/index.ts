import type { FastifyInstance } from 'fastify';
import { mountProjectCalls } from './project-calls';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { projectDocumentMounts } from './project-document-records';
import { mountProjectMembers } from './project-members';
import { mountProjectRecords, projectRecordMount } from './project-record-mount';

/** Projects and the project records 资质信息, 施工许可证, 竣工验收 on the generic mount, with their hooks. */
export const projectRecordMounts: RecordMountTable = { ...projectRecordMount, ...projectDocumentMounts };

/** Projects (SPEC §7 "Projects"): CRUD on the record-type pattern, detail by path id, members, position info; the project records 资质信息, 施工许可证, 竣工验收. */
export function mountProjectsArea(app: FastifyInstance): void {
  mountProjectRecords(app);
  mountProjectCalls(app);
  mountProjectMembers(app);
}
