import { projectRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { mountRecordType, type RecordHooks } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { sentValue } from '../../record-types/record-values';
import { checkProjectArea } from '../../scopes/area-scope';

const areaField = projectRecord.fields.find((f) => f.key === 'areaId')!;

const between = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * Coordinates checked beside the declared field rules (dates and the district code: the generic mount's, 0525); project status by the lookup codec. The
 * 管理区域 (docs/decisions/0430): one the caller reaches of the project's company or a company above it; sent
 * empty, the project leaves its area.
 */
export const projectHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    const area = values.get('area_id');
    if (area !== undefined && area !== null) await checkProjectArea(q, ctx, Number(area), Number(values.get('company_id') ?? existing?.company_id));
    else if (sentValue(ctx.params, areaField) === '' || sentValue(ctx.params, areaField) === null) values.set('area_id', null);
    if (values.has('lng') && values.get('lng') !== null && !between(values.get('lng'), -180, 180)) throw invalid(messages.lngInvalid);
    if (values.has('lat') && values.get('lat') !== null && !between(values.get('lat'), -90, 90)) throw invalid(messages.latInvalid);
  },
  toClient(record, row) {
    return { ...record, companyId: row.company_id };
  },
};

/** Projects on the generic pattern: WhereProjectList (list), Add, Update, Delete (soft). */
export const projectRecordMount: RecordMountTable = { project: { hooks: projectHooks, actions: ['list', 'create', 'update', 'delete'] } };

/**
 * Beside the registry's mount of projects, a second mount: the position-info calls GetListWithOutToken,
 * GetProjectDetailByID, AddProjectWithOutToken, UpdateProjectWithOutToken (same table, same scope and rules).
 * GetProjectInfo/:id is mounted by hand because its id is a path parameter.
 */
export function mountProjectRecords(app: FastifyInstance): void {
  mountRecordType(
    app,
    { ...projectRecord, endpoints: { list: 'projectPosList', detail: 'projectPosDetail', create: 'projectPosAdd', update: 'projectPosUpdate' } },
    { hooks: projectHooks },
  );
}
