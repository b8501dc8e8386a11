import { maskValue, type RecordType } from '@worksite/contract';
import type { EndpointContext } from '../http/mount-endpoint';
import { endpointOf } from './record-mount-context';

/**
 * A record of `rt` as a list shows it: every field with a declared mask (phones, ID numbers) masked as SPEC §5
 * masks them, first 4 and last 4 kept — the one mask of the generic lists, details and exports, here for the
 * answers areas serve by hand (docs/decisions/0552).
 */
export function maskedRecord<T extends Record<string, unknown>>(rt: RecordType, record: T): T {
  const out: Record<string, unknown> = { ...record };
  for (const f of rt.fields) if (f.mask !== undefined && f.key in out) out[f.key] = maskValue(f.mask, out[f.key]);
  return out as T;
}

/**
 * A record of `rt` as a detail shows it to the caller (docs/decisions/0310): whole for a caller who may edit the
 * type (the update call's button; the edit form is filled from it), masked for anyone else.
 */
export function detailRecord<T extends Record<string, unknown>>(ctx: Pick<EndpointContext, 'grants' | 'user'>, rt: RecordType, record: T): T {
  const access = endpointOf(rt, 'update')?.access;
  const mayEdit = access === undefined ? false : typeof access === 'object' ? ctx.grants.has(access) : access === 'admin' ? ctx.user.isSystemAdmin : true;
  return mayEdit ? record : maskedRecord(rt, record);
}
