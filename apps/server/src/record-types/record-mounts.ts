import type { FastifyInstance } from 'fastify';
import type { RecordMount } from './record-mount-context';

const mounts = new WeakMap<FastifyInstance, Map<string, RecordMount>>();

/**
 * Notes that `mountRecordType` serves a record type through `m`, so calls derived later from the same
 * declaration (the Excel calls, record-types/excel) read and write through the same scope, masks and hooks.
 * The first mount of a name is kept.
 */
export function rememberRecordMount(m: RecordMount): void {
  let byName = mounts.get(m.app);
  if (byName === undefined) mounts.set(m.app, (byName = new Map()));
  if (!byName.has(m.rt.name)) byName.set(m.rt.name, m);
}

/** The generic mount of the record type named `name`, if `mountRecordType` served it. */
export function recordMountOf(app: FastifyInstance, name: string): RecordMount | undefined {
  return mounts.get(app)?.get(name);
}

/** The generic mount of the record type named `name`; an error at mount time when it is not served (yet). */
export function requireRecordMount(app: FastifyInstance, name: string): RecordMount {
  const m = recordMountOf(app, name);
  if (!m) throw new Error(`record type ${name} is not mounted (mountRecordType must run first)`);
  return m;
}
