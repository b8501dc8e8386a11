import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { mountTemplateByType } from './template-by-type';
import { mountTemplateDelete } from './template-delete';
import { templateHooks } from './template-hooks';

/** List, detail, create and modify on the generic mount with the template rules as hooks; no generic delete: ModifyIfDel serves it with its if_del rule (template-delete.ts). */
export const templateRecordMounts: RecordMountTable = {
  template: (app) => ({ hooks: templateHooks(app), actions: ['list', 'detail', 'create', 'update'] }),
};

/**
 * Maintenance/inspection templates (SPEC §2.8, §7; RoutInspContent): list, detail, create and modify from the
 * record type (scope, strWhere, paging, audit; templateRecordMounts), delete by if_del; by type.
 */
export function mountTemplatesArea(app: FastifyInstance): void {
  mountTemplateDelete(app);
  mountTemplateByType(app);
}
