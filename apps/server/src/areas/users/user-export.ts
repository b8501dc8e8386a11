import { endpoints, userRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountEndpoint } from '../../http/mount-endpoint';
import { ExcelTarget } from '../../record-types/excel/excel-target';
import { streamExport } from '../../record-types/excel/export-stream';
import { RecordMount } from '../../record-types/record-mount-context';
import { userListScopeSql } from './user-list';

/**
 * ExportUser (用户管理's 导出): the users the list shows the caller (its scope, plus registrations awaiting audit
 * for auditors), streamed like every export (docs/decisions/0317) through the user declaration — its columns,
 * lookup labels and masks; never the password. The list itself stays hand-mounted (0312): only its scope is
 * shared, as a `scopeSql` hook of a mount that serves no other call (docs/decisions/0346).
 */
export function mountUserExport(app: FastifyInstance): void {
  const mount = new RecordMount(app, userRecord, { actions: [], hooks: { scopeSql: userListScopeSql } });
  const target = new ExcelTarget(mount);
  mountEndpoint(app, endpoints.userExport, (ctx) => streamExport(target, ctx), { skipDecode: true });
}
