import { hazardRecord, recordCalls } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountEndpoint } from '../../http/mount-endpoint';
import { recordId } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { recordMountOf } from '../../record-types/record-mounts';
import { installHazardEscalationJob } from './escalation-job';
import { hazardHooks } from './hazard-hooks';
import { hazardTrail } from './hazard-rounds';

/** 隐患排查 and its 整改复查记录 (issue 22, Deliver 1; docs/decisions/0700–0704) on the generic mount, project scope. */
export const hazardRecordMounts: RecordMountTable = {
  hazard: { hooks: hazardHooks },
};

/** GetHazardHistory: the hazard in the caller's scope (402 for another's), its report and every round. */
function mountHazardHistory(app: FastifyInstance): void {
  const m = recordMountOf(app, hazardRecord.name);
  const name = recordCalls(hazardRecord).find((c) => c.key === 'history')?.name;
  if (!m || name === undefined) throw new Error('hazard: no generic mount or history call');
  const endpoint = catalogueEndpoint(hazardRecord, name);
  mountEndpoint(app, endpoint, async (ctx) => {
    const row = await m.loadInScope(ctx.db, ctx, recordId(ctx.params, hazardRecord));
    return hazardTrail(ctx.db, row);
  }, { skipDecode: true });
}

/** The area's own call (处理记录) and its job (隐患逾期升级). */
export function mountHazardsArea(app: FastifyInstance): void {
  mountHazardHistory(app);
  installHazardEscalationJob(app);
}
