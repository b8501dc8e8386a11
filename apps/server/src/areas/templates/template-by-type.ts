import { endpoints, templateRecord } from '@worksite/contract';
import { TEMPLATE_MESSAGES } from '@worksite/templates';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { rowToRecord } from '../../record-types/record-values';
import { templateHooks } from './template-hooks';
import { targetOfRecord } from '../../scopes/scoped-rows';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * GetContentDetailByType (docs/decisions/0100): the template to fill a record with, for a device type
 * (`device_type` or `deviceType`, required) and optionally a project (`project_id`): the newest live template
 * of the caller's scope with that type, the project's own first. `data` is null when there is none.
 */
export function mountTemplateByType(app: FastifyInstance): void {
  const target = targetOfRecord(app, templateRecord);
  const hooks = templateHooks(app);
  mountEndpoint(app, endpoints.templateByType, async (ctx) => {
    const deviceType = text(ctx.params.device_type ?? ctx.params.deviceType);
    if (!deviceType) throw invalid(TEMPLATE_MESSAGES.deviceTypeRequired);
    const rawProject = text(ctx.params.project_id ?? ctx.params.projectId);
    const projectId = /^\d{1,10}$/.test(rawProject) ? Number(rawProject) : null;
    const p = new SqlParams();
    const row = await ctx.db.one<Record<string, unknown>>(
      `SELECT t.* FROM rout_insp_content t
        WHERE t.if_del = 0 AND t.device_type = ${p.add(deviceType)} AND ${scopeCondition(ctx.scope, target, p)}
        ORDER BY (t.project_id IS NOT DISTINCT FROM ${p.add(projectId)}::int) DESC, t.id DESC LIMIT 1`,
      p.values,
    );
    if (!row) return null;
    return hooks.toClient!(rowToRecord(templateRecord, row), row);
  }, { skipDecode: true });
}
