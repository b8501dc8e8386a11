import { endpoints, type Endpoint, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { SqlParams, ident } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordId, requireRecordMount } from '../../record-types/mount-record-type';
import { sentDeclared } from '../../record-types/record-values';
import { tankerCarRecord } from './tanker-car-record';
import { plantOf } from './concrete-hooks';

/** Sets `changes` on row `id` of the record type inside one transaction, with its audit entry. */
function mountChange(
  app: FastifyInstance,
  endpointName: string,
  rt: RecordType,
  change: (before: Record<string, unknown>, ctx: EndpointContext, q: Queryable) => Promise<Record<string, unknown>> | Record<string, unknown>,
  message: string,
  after?: (before: Record<string, unknown>, changes: Record<string, unknown>, q: Queryable) => Promise<void>,
): void {
  const endpoint = (endpoints as unknown as Record<string, Endpoint>)[endpointName];
  if (!endpoint) throw new Error(`concrete: endpoint ${endpointName} is not in the contract's catalogue`);
  // The generic mount's scope (with the type's own scope hook), so these calls refuse what its detail refuses.
  const mount = requireRecordMount(app, rt.name);
  mountEndpoint(app, endpoint, async (ctx) => {
    const id = recordId(ctx.params);
    return ctx.db.tx(async (q) => {
      const before = await mount.loadInScope(q, ctx, id, true);
      const changes = await change(before, ctx, q);
      const p = new SqlParams();
      const sets = Object.entries(changes).map(([c, v]) => `${ident(c)} = ${p.add(v)}`);
      const row = await q.one(`UPDATE ${ident(rt.table)} SET ${sets.join(', ')}, update_time = now() WHERE id = ${p.add(id)} RETURNING *`, p.values);
      await after?.(before, changes, q);
      await ctx.audit({ action: 'update', table: rt.table, recordId: id, before, after: row }, q);
      return answer({ id }, message);
    });
  }, { skipDecode: true });
}

/**
 * The change of concrete records that is not a declared workflow move (DESIGN §5): binding a tanker car to a
 * plant of the caller's scope. Plant audit (the audit workflow), order status, sign-in and task status are the
 * declared workflows of their types, mounted by mountRecordType with the hooks in concrete-hooks.ts
 * (docs/decisions/0311).
 */
export function mountConcreteStatusCalls(app: FastifyInstance): void {
  mountChange(app, 'tankerCarBindTankerCar', tankerCarRecord, async (_before, ctx, q) => {
    const raw = sentDeclared(tankerCarRecord, 'plantId', ctx.params);
    if (raw === undefined || raw === '' || !/^\d{1,9}$/.test(String(raw).trim())) throw invalid(messages.concPlantRequired);
    const plant = await plantOf(q, ctx, Number(raw), true);
    return { plant_id: plant.id, company_id: plant.company_id, district_code: plant.district_code };
  }, messages.concBound);
}
