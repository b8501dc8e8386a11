import type { RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountCreateAction } from './record-create-action';
import { mountDeleteAction } from './record-delete-action';
import { mountDetailAction } from './record-detail-action';
import type { RecordMountOptions } from './record-hooks';
import { mountListAction } from './record-list-action';
import { RecordMount } from './record-mount-context';
import { rememberRecordMount } from './record-mounts';
import { mountTransitionActions } from './record-transition-action';
import { mountUpdateAction } from './record-update-action';

export type { RecordHooks, RecordMountOptions, ScopeUse, WorkflowMove } from './record-hooks';
export { recordId } from './record-id';
export { scopeTargetOf } from './record-mount-context';
export { recordValues, rowToRecord } from './record-values';
export { orderBySql, strWhereSql } from './record-query';
export { insertRecord } from './record-create-action';
export { updateRecord } from './record-update-action';
export { moveRecord } from './record-transition-action';
export { recordMountOf, requireRecordMount } from './record-mounts';

/**
 * Mounts the calls of a declared record type (DESIGN.md §5), one function per action: list, detail, create,
 * update, delete and the declared workflow moves. Every call is scoped by the caller's data scope (another
 * scope's record by id → 402, nothing changed), reads the declaration's fields (aliases, rules in order,
 * required messages, maxLength, read-only / computed never written, masks, fixed columns, default sort) and
 * runs in one transaction with its audit entry. Special behaviour goes in the named hooks (record-hooks.ts).
 */
export function mountRecordType(app: FastifyInstance, rt: RecordType, options: RecordMountOptions = {}): void {
  const m = new RecordMount(app, rt, options);
  rememberRecordMount(m);
  mountListAction(m);
  mountDetailAction(m);
  mountCreateAction(m);
  mountUpdateAction(m);
  mountDeleteAction(m);
  mountTransitionActions(m);
}
