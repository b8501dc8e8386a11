import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import { serverTemplateRecord } from './server-template-record';
import { mountTemplateByType } from './template-by-type';
import { mountTemplateDelete } from './template-delete';
import { templateHooks } from './template-hooks';

/**
 * Maintenance/inspection templates (SPEC §2.8, §7; RoutInspContent): list, detail, create and modify from the
 * record type (scope, strWhere, paging, audit), with the template rules as hooks; delete by if_del; by type.
 */
export function mountTemplatesArea(app: FastifyInstance): void {
  mountRecordType(app, serverTemplateRecord, { hooks: templateHooks(app) });
  mountTemplateDelete(app);
  mountTemplateByType(app);
}
