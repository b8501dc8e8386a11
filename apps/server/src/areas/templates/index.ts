import { templateRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import { mountTemplateByType } from './template-by-type';
import { mountTemplateDelete } from './template-delete';
import { templateHooks } from './template-hooks';

/**
 * Maintenance/inspection templates (SPEC §2.8, §7; RoutInspContent): list, detail, create and modify from the
 * record type (scope, strWhere, paging, audit), with the template rules as hooks; delete by if_del; by type.
 */
export function mountTemplatesArea(app: FastifyInstance): void {
  // No generic delete: ModifyIfDel serves it with its if_del rule (template-delete.ts).
  mountRecordType(app, templateRecord, { hooks: templateHooks(app), actions: ['list', 'detail', 'create', 'update'] });
  mountTemplateDelete(app);
  mountTemplateByType(app);
}
