import { templateRecord } from '@worksite/contract';
import { auditStatusLabel } from '@worksite/lookups';
import { TEMPLATE_MESSAGES } from '@worksite/templates';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { loadScopedRow, resolveProject, targetOfRecord } from '../../scopes/scoped-rows';

/** The device's template must be a live template of the caller's scope with the device's type. */
export async function checkDeviceTemplate(app: FastifyInstance, ctx: EndpointContext, q: Queryable, contentId: number, deviceType: string): Promise<void> {
  const template = await loadScopedRow(q, ctx, targetOfRecord(app, templateRecord), contentId);
  if (String(template.device_type) !== deviceType) throw invalid(messages.templateDeviceTypeMismatch);
}

/** Device rules beside the generic mount: the project in scope (its company owns the device), the template. */
export function deviceHooks(app: FastifyInstance): RecordHooks {
  return {
    async beforeWrite(values, ctx, q, existing) {
      for (const [k, v] of values) if (typeof v === 'string') values.set(k, v.trim());
      if (!existing && !values.has('project_id') && !values.has('project_name')) throw invalid(TEMPLATE_MESSAGES.projectNameRequired);
      const project = await resolveProject(app, values, ctx, q, TEMPLATE_MESSAGES.projectNameRequired);
      if (project) values.set('company_id', project.companyId);
      const contentId = values.has('content_id') ? values.get('content_id') : existing?.content_id;
      const deviceType = String(values.get('device_type') ?? existing?.device_type ?? '');
      if (typeof contentId === 'number') await checkDeviceTemplate(app, ctx, q, contentId, deviceType);
    },
    toClient(record) {
      return { ...record, auditStatusName: auditStatusLabel(record.auditStatus as number) };
    },
  };
}
