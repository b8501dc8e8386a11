import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import { concBatchRecord } from './batch-record';
import { batchHooks, formulaHooks, formulaMaterialHooks, orderHooks, plantHooks, tankerHooks, taskHooks } from './concrete-hooks';
import { mountConcreteStatusCalls } from './concrete-status-calls';
import { mountConcreteAccountCalls } from './concrete-account-calls';
import { mountConcreteTaskCalls } from './concrete-task-calls';
import { concFormulaMaterialRecord } from './formula-material-record';
import { concFormulaRecord } from './formula-record';
import { concOrderRecord } from './order-record';
import { concPlantRecord } from './plant-record';
import { tankerCarRecord } from './tanker-car-record';
import { concTaskRecord } from './task-record';

/**
 * Concrete production (docs/decisions/0200): orders, production tasks, formulas, tanker cars and mixing
 * plants as declared record types on SPEC's /api/PCConc… calls, plus their status changes. The screens'
 * statistics over these tables live in areas/screens/concrete-stats.ts.
 */
export function mountConcreteArea(app: FastifyInstance): void {
  mountRecordType(app, concOrderRecord, { hooks: orderHooks });
  mountRecordType(app, concTaskRecord, { hooks: taskHooks });
  mountRecordType(app, concFormulaRecord, { hooks: formulaHooks });
  mountRecordType(app, tankerCarRecord, { hooks: tankerHooks });
  mountRecordType(app, concPlantRecord, { hooks: plantHooks });
  mountRecordType(app, concFormulaMaterialRecord, { hooks: formulaMaterialHooks });
  mountRecordType(app, concBatchRecord, { hooks: batchHooks });
  mountConcreteStatusCalls(app);
  mountConcreteTaskCalls(app);
  mountConcreteAccountCalls(app);
}
