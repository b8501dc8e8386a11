import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { workerMount } from './worker-hooks';
import { mountWorkerIdReveal } from './worker-id-reveal';

/** 人员花名册 on the generic mount with its hooks (docs/decisions/0630). */
export const personnelRecordMounts: RecordMountTable = { worker: workerMount };

/** The personnel area's own call: 查看证件号 (docs/decisions/0631). */
export function mountPersonnelArea(app: FastifyInstance): void {
  mountWorkerIdReveal(app);
}
