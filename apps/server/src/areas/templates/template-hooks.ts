import { TEMPLATE_MESSAGES, validateTemplateForm, type TemplateForm } from '@worksite/templates';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { resolveProject } from '../../scopes/scoped-rows';

const textColumns = ['device_type', 'project_name', 'description', 'content_name', 'other_list', 'machinery_list', 'repair_list', 'maintain_list'];

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** The form the client validated, rebuilt from the values sent over the stored row (update). */
function formOf(values: Map<string, unknown>, existing?: Record<string, unknown>): TemplateForm {
  const pick = (c: string) => str(values.has(c) ? values.get(c) : existing?.[c]);
  return {
    id: undefined,
    deviceType: pick('device_type'),
    projectName: pick('project_name'),
    projectId: undefined,
    description: pick('description'),
    contentName: pick('content_name'),
    otherList: pick('other_list'),
    machineryList: pick('machinery_list'),
    repairList: pick('repair_list'),
    maintainList: pick('maintain_list'),
  };
}

/** Template behaviour beside the generic record mount (DESIGN.md §5). */
export function templateHooks(app: FastifyInstance): RecordHooks {
  return {
    async beforeWrite(values, ctx, q, existing) {
      for (const c of textColumns) if (typeof values.get(c) === 'string') values.set(c, (values.get(c) as string).trim());
      // The client's own rules, in SPEC §5 order, with the package's messages (lists included).
      const check = validateTemplateForm(formOf(values, existing));
      if (!check.valid) throw invalid(check.first ?? TEMPLATE_MESSAGES.deviceTypeRequired);
      await resolveProject(app, values, ctx, q, TEMPLATE_MESSAGES.projectNameRequired);
    },
    toClient(record, row) {
      return {
        ...record,
        companyId: row.company_id ?? null,
        companyName: row.company_name ?? '',
        userName: row.user_name ?? '',
        updateTime: row.update_time instanceof Date ? row.update_time.toISOString() : row.update_time ?? null,
      };
    },
  };
}
