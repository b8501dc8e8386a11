import type { RecordAction, Workflow, WorkflowTransition } from '@worksite/contract';
import type { Queryable } from '../db/database';
import type { SqlParams } from '../db/sql-params';
import type { EndpointContext } from '../http/mount-endpoint';

/**
 * What a caller reaches a row for: reading it (list, detail, export), a create's new row, an update, a delete,
 * a workflow move. A type may reach rows wider for reading than for changing them (users: docs/decisions/0496).
 */
export type ScopeUse = 'read' | 'create' | 'update' | 'delete' | 'move';

/** A workflow move being made by the generic transition action (record-transition-action.ts). */
export interface WorkflowMove {
  readonly workflow: Workflow;
  readonly transition: WorkflowTransition;
  /** The locked row before the move. */
  readonly before: Record<string, unknown>;
}

/**
 * Behaviour a record type adds beside the generic part (DESIGN.md §5), e.g. templates' question lists,
 * order numbers, password hashing. Every hook is optional; each runs inside the action's transaction.
 */
export interface RecordHooks {
  /**
   * The caller's data scope over `alias` when it is not the generic one of the declared scope (e.g. company
   * administration: the session's company for project and government users, docs/decisions/0312), for `use`
   * (users: an update needs every company of the user in scope, a delete or audit also reaches a registration
   * awaiting audit; docs/decisions/0496).
   */
  scopeSql?(ctx: EndpointContext, p: SqlParams, alias: string, use: ScopeUse): string;
  /**
   * Checks of what an update or delete of row `id` sends that need no row, made before the row is loaded: a bad
   * value answers its message even for a row outside the caller's scope (users: a bad phone, deleting oneself).
   */
  checkSent?(params: Record<string, unknown>, ctx: EndpointContext, action: 'update' | 'delete', id: number): void;
  /**
   * Whether a list answers masked fields whole to this caller (default: masked, SPEC §5), e.g. users, whose rows
   * are the accounts the caller administers (docs/decisions/0496).
   */
  listUnmasked?(ctx: EndpointContext): boolean;
  /** The save payload to validate, e.g. with a default the caller's session gives (`existing` on update). */
  prepareParams?(params: Record<string, unknown>, ctx: EndpointContext, existing?: Record<string, unknown>): Record<string, unknown>;
  /**
   * Further conditions of the list (and its export) over `alias` from the call's own parameters beside strWhere,
   * e.g. the alarm list's `status=1,2` and `startDate` (docs/decisions/0152); throw `invalid(...)` to refuse a value.
   */
  listSql?(params: Record<string, unknown>, p: SqlParams, alias: string, ctx: EndpointContext): string[];
  /**
   * Further columns of a listed row (and a detail's) over `alias`, computed from other tables (a role group's
   * role count, a notice's read flag for the caller), for the `toClient` hook to shape: SQL select expressions
   * with their names (`(SELECT …) AS roles`).
   */
  listColumns?(alias: string, ctx: EndpointContext, p: SqlParams): string;
  /**
   * SQL expressions over `alias` of the computed fields a strWhere may filter, by column (the roster's 合同 / 证书
   * flags, docs/decisions/0654): the list and its export compare these instead of a column of the table.
   */
  filterExpressions?(alias: string): Readonly<Record<string, string>>;
  /** The order of a list the call gives no sort for, over `alias`, when not the declared sort (`ORDER BY …`). */
  listOrder?(alias: string): string;
  /** The answer of a whole list (envelope `data`) from its rows as read, when SPEC's is not the rows (a tree). */
  listAnswer?(rows: readonly Record<string, unknown>[]): unknown;
  /**
   * The column values of a create (`existing` undefined) or update, read by the type itself instead of by the
   * declared fields' rules: rules across fields, a change merged with the stored row (alarm thresholds).
   */
  readValues?(params: Record<string, unknown>, ctx: EndpointContext, q: Queryable, existing?: Record<string, unknown>): Promise<Map<string, unknown>>;
  /** Checks or completes the column values before create/update (throw `invalid(...)` to refuse). */
  beforeWrite?(values: Map<string, unknown>, ctx: EndpointContext, q: Queryable, existing?: Record<string, unknown>): Promise<void> | void;
  /** After a create (`before` undefined) or an update wrote `row`: history rows, child rows. */
  afterWrite?(row: Record<string, unknown>, ctx: EndpointContext, q: Queryable, before?: Record<string, unknown>): Promise<void> | void;
  /**
   * The ids a detail or delete names when not read as the generic record id (notices: several as `ids` for a
   * delete, the first for a detail, refused in their own words).
   */
  namedIds?(params: Record<string, unknown>): number[];
  /**
   * What deleting the rows (locked in the caller's scope) means when it is not their soft delete — a notice is
   * hidden for the caller only — with its audit entry; answers the answer's data.
   */
  removeRows?(rows: readonly Record<string, unknown>[], ctx: EndpointContext, q: Queryable): Promise<unknown>;
  /** Before the row is deleted (throw to refuse, e.g. a company that still has children). */
  beforeDelete?(row: Record<string, unknown>, ctx: EndpointContext, q: Queryable): Promise<void> | void;
  /** Before a workflow move is written: throw to refuse; answer further column values to set with the state. */
  beforeTransition?(move: WorkflowMove, ctx: EndpointContext, q: Queryable): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /** After a workflow move was written (`after` is the row as written): moves of related records, history rows. */
  afterTransition?(move: WorkflowMove & { readonly after: Record<string, unknown> }, ctx: EndpointContext, q: Queryable): Promise<void> | void;
  /** The audit entry's action of a create, update or delete when not the action's name (`alarm-threshold-create`). */
  writeAuditAction?(action: 'create' | 'update' | 'delete'): string;
  /** The audit entry's action of a workflow move (default `update`), e.g. `alarm-acknowledge`. */
  auditAction?(move: WorkflowMove): string;
  /** Success message of a workflow move (default 状态修改成功). */
  transitionMessage?(move: WorkflowMove): string;
  /** The answer's data of a workflow move (default `{ id, <state>, <state>Name }`), e.g. a user's audit: `{ id }`. */
  transitionAnswer?(move: WorkflowMove & { readonly after: Record<string, unknown> }): unknown;
  /**
   * Whether a row just created lies in the caller's scope, when the generic check (the scope condition over the
   * new row) cannot see it, e.g. a new company under an administered one (the cached scope lists existing ones).
   */
  createdInScope?(row: Record<string, unknown>, ctx: EndpointContext): boolean;
  /**
   * The answer's data of a create or update (default `{ id }`), e.g. the record as the client reads it, or what
   * only this call may show its caller (a new device's ingest key, once, to editors).
   */
  answerOf?(row: Record<string, unknown>, action: 'create' | 'update', q: Queryable, ctx: EndpointContext): unknown;
  /** Success message of a create (default 提交成功), e.g. one telling an editor the key shows once. */
  createdMessage?(ctx: EndpointContext): string;
  /**
   * What the audit log keeps of a row (password columns are dropped after it), e.g. a device without its key's
   * hash; of a workflow move's rows (`move`), e.g. only the state moved.
   */
  auditRow?(row: Record<string, unknown>, move?: WorkflowMove): Record<string, unknown>;
  /** Shapes a row for the client (after the declared fields are mapped; masking applies after it). */
  toClient?(record: Record<string, unknown>, row: Record<string, unknown>): Record<string, unknown>;
}

export interface RecordMountOptions {
  readonly hooks?: RecordHooks;
  /** Largest page size accepted (default 1000, the largest SPEC pager option). */
  readonly maxPageSize?: number;
  /** Actions to mount (default: every standard action the type has, and its workflow moves); others stay hand-mounted. */
  readonly actions?: readonly (RecordAction | 'transitions')[];
}
