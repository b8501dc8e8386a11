import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { batchHooks, formulaHooks, formulaMaterialHooks, orderHooks, plantHooks, tankerHooks, taskHooks } from './concrete-hooks';
import { mountConcreteStatusCalls } from './concrete-status-calls';
import { mountConcreteAccountCalls } from './concrete-account-calls';
import { mountConcretePlantCalls } from './concrete-plant-calls';
import { mountConcreteTaskCalls } from './concrete-task-calls';

/** The hooks of orders, production tasks, formulas and their materials, tanker cars, plants and batch records. */
export const concreteRecordMounts: RecordMountTable = {
  concOrder: { hooks: orderHooks },
  concTask: { hooks: taskHooks },
  concFormula: { hooks: formulaHooks },
  tankerCar: { hooks: tankerHooks },
  concPlant: { hooks: plantHooks },
  concFormulaMaterial: { hooks: formulaMaterialHooks },
  concCycRec: { hooks: batchHooks },
};

/**
 * Concrete production (docs/decisions/0200): orders, production tasks, formulas, tanker cars and mixing
 * plants as declared record types on SPEC's /api/PCConc… calls (mounted from the registry with the hooks
 * above), plus their status changes. The screens' statistics over these tables live in areas/screens/concrete-stats.ts.
 */
export function mountConcreteArea(app: FastifyInstance): void {
  mountConcreteStatusCalls(app);
  mountConcreteTaskCalls(app);
  mountConcreteAccountCalls(app);
  mountConcretePlantCalls(app);
}
