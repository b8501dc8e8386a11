import type { RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { RecordHooks } from './record-hooks';

/** A record type as the generic mount serves it: its fields as mounted and its hooks. */
export interface MountedRecord {
  readonly rt: RecordType;
  readonly hooks: RecordHooks;
}

const mounts = new WeakMap<FastifyInstance, Map<string, MountedRecord>>();

/**
 * Notes that `mountRecordType` serves `rt` with `hooks`, so calls derived later from the same declaration
 * (the Excel calls, record-types/excel) write through the same rules. The first mount of a name is kept.
 */
export function rememberRecordMount(app: FastifyInstance, rt: RecordType, hooks: RecordHooks): void {
  let byName = mounts.get(app);
  if (byName === undefined) mounts.set(app, (byName = new Map()));
  if (!byName.has(rt.name)) byName.set(rt.name, { rt, hooks });
}

/** The generic mount of the record type named `name`, if `mountRecordType` served it. */
export function recordMountOf(app: FastifyInstance, name: string): MountedRecord | undefined {
  return mounts.get(app)?.get(name);
}
