import type { Endpoint, concNamedPlant } from '@worksite/contract';
import { scopeTargetFor } from '../../auth/data-scope';
import type { SqlParams } from '../../db/sql-params';
import { callParams } from '../../http/call-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import { plantOf } from './concrete-hooks';

/** What the concrete account and plant calls share: their scope targets, optional id filters, the plant a call names. */
export const target = (table: string, columns: string[], preferProject = false) => scopeTargetFor(table, new Set(columns), preferProject);
export const SCOPED3 = ['company_id', 'project_id', 'district_code'];

/** Optional id filters: `column = id` for each id sent. */
export function idFilters(p: SqlParams, filters: readonly [id: number | undefined, column: string][]): string[] {
  return filters.filter(([id]) => id !== undefined).map(([id, column]) => `${column} = ${p.add(id)}`);
}

/** The plant a call names (`devid` or its aliases, concNamedPlant), in the caller's scope. */
export async function namedPlant(ctx: EndpointContext, endpoint: Endpoint & { readonly params: typeof concNamedPlant }) {
  return plantOf(ctx.db, ctx, callParams(endpoint, ctx.params).devid, true);
}

