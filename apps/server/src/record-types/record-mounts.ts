import type { RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';

/** A record type as the generic mount serves it: its fields as mounted and its hooks (`RecordHooks`). */
export interface MountedRecord<H> {
  readonly rt: RecordType;
  readonly hooks: H;
}

const mounts = new WeakMap<FastifyInstance, Map<string, MountedRecord<unknown>>>();

/**
 * Notes that `mountRecordType` serves `rt` with `hooks`, so calls derived later from the same declaration
 * (the Excel calls, record-types/excel) write through the same rules. The first mount of a name is kept.
 */
export function rememberRecordMount<H>(app: FastifyInstance, rt: RecordType, hooks: H): void {
  let byName = mounts.get(app);
  if (byName === undefined) mounts.set(app, (byName = new Map()));
  if (!byName.has(rt.name)) byName.set(rt.name, { rt, hooks });
}

/** The generic mount of the record type named `name`, if `mountRecordType` served it. */
export function recordMountOf<H>(app: FastifyInstance, name: string): MountedRecord<H> | undefined {
  return mounts.get(app)?.get(name) as MountedRecord<H> | undefined;
}
