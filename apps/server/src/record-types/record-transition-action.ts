import { lookupLabel } from '@worksite/lookups';
import { acceptedNames, moveActorAllows, moveActorRefusal, recordCalls, sentFieldValue, type FieldSpec, type Workflow, type WorkflowTransition } from '@worksite/contract';
import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { answer } from '../http/answer';
import { invalid, noPermission } from '../http/api-error';
import { mountEndpoint, type EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { recordId } from './record-id';
import { checkedValue, declaredField } from './record-values';
import { catalogueEndpoint, type RecordMount } from './record-mount-context';
import type { WorkflowMove } from './record-hooks';

/** One workflow served by a call: its state field and the transitions the call makes. */
interface CallWorkflow {
  readonly workflow: Workflow;
  readonly field: FieldSpec;
  readonly transitions: readonly WorkflowTransition[];
}

/**
 * The workflows a call of the type moves, keyed by the call's local name: a `more` call, or the standard
 * `audit` call (the audit workflow, declaration/audit-workflow.ts).
 */
function workflowsByCall(m: RecordMount): Map<string, CallWorkflow[]> {
  const out = new Map<string, CallWorkflow[]>();
  for (const workflow of m.rt.workflows ?? []) {
    const field = m.rt.fields.find((f) => f.key === workflow.field);
    if (!field || !m.columns.has(field.column)) throw new Error(`record type ${m.rt.name}: workflow field ${workflow.field} has no column`);
    for (const call of new Set(workflow.transitions.map((t) => t.call))) {
      if (!m.rt.api?.more?.[call] && !(call === 'audit' && m.rt.api?.calls.audit)) continue;
      out.set(call, [...(out.get(call) ?? []), { workflow, field, transitions: workflow.transitions.filter((t) => t.call === call) }]);
    }
  }
  return out;
}

/** The target state sent for `w` (under any name its field accepts), or undefined when none was sent. */
function sentState(params: Record<string, unknown>, w: CallWorkflow): unknown {
  for (const name of acceptedNames(w.field)) if (params[name] !== undefined && params[name] !== '') return params[name];
  return undefined;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The values of the fields a move writes (`transition.fields`), checked as declared: a field sent is checked by its
 * rules (sent empty while required → its message); a required one not sent must be stored already.
 */
function moveFieldValues(m: RecordMount, transition: WorkflowTransition, params: Record<string, unknown>, before: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const key of transition.fields ?? []) {
    const f = declaredField(m.rt, key);
    const raw = sentFieldValue(params, f);
    if (raw === undefined) {
      if (f.required && blank(before[f.column])) throw invalid(f.required);
      continue;
    }
    const value = checkedValue(f, raw, true);
    if (value !== undefined) out.set(f.column, value);
  }
  return out;
}

/**
 * The generic workflow move (DESIGN.md §5, docs/decisions/0302, 0311): for every declared transition whose
 * `call` names a `more` call of the type, that call is mounted here. It reads the target state, loads the row
 * in the caller's scope (FOR UPDATE; 402 for another scope's), finds the transition to that state whose
 * `from` holds the current state (else a 400 naming the current state, nothing changed), requires the
 * transition's button, sets the state (with what `beforeTransition` adds), runs `afterTransition`, audits —
 * one transaction.
 */
export function mountTransitionActions(m: RecordMount): void {
  if (!m.mounts('transitions')) return;
  const calls = new Map(recordCalls(m.rt).map((c) => [c.key, c.name]));
  for (const call of workflowsByCall(m).keys()) {
    const endpoint = catalogueEndpoint(m.rt, calls.get(call)!);
    mountEndpoint(m.app, endpoint, async (ctx) => {
      const id = recordId(ctx.params, m.rt);
      return ctx.db.tx(async (q) => {
        const { move, after } = await moveRecord(m, ctx, q, call, id, ctx.params);
        // The new state with its name, so a client can show it without reloading the row.
        const state = move.transition.to;
        const field = m.rt.fields.find((f) => f.key === move.workflow.field)!;
        return answer(
          m.hooks.transitionAnswer?.({ ...move, after }) ?? { id, [field.key]: state, [`${field.key}Name`]: lookupLabel(move.workflow.lookup, state) },
          m.hooks.transitionMessage?.(move) ?? move.workflow.messages?.moved ?? messages.workflowMoved,
        );
      });
    }, { skipDecode: true });
  }
}

/**
 * One workflow move of row `id` by the `more` call `call` inside the caller's transaction: the target state
 * read from `params`, the row locked in scope, the move allowed from its state (else 400 naming the state), the
 * move's button held (else 402), `beforeTransition`, update, `afterTransition`, audit. Calls that move several
 * records at once (concrete MultiModifyConcTaskStatus) run it per record in one transaction.
 */
export async function moveRecord(
  m: RecordMount,
  ctx: EndpointContext,
  q: Queryable,
  call: string,
  id: number,
  params: Record<string, unknown>,
): Promise<{ move: WorkflowMove; after: Record<string, unknown> }> {
  const { rt, hooks, columns, table } = m;
  const workflows = workflowsByCall(m).get(call) ?? [];
  const w = workflows.find((x) => sentState(params, x) !== undefined) ?? workflows[0];
  if (w === undefined) throw invalid(messages.workflowStateRequired);
  // A call that makes moves to one state only needs no target (确认, 关闭: docs/decisions/0371).
  const targets = new Set(w.transitions.map((t) => String(t.to)));
  const raw = sentState(params, w) ?? (targets.size === 1 ? w.transitions[0]!.to : undefined);
  if (raw === undefined) throw invalid(messages.workflowStateRequired);
  const target = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : undefined;
  const moves = w.transitions.filter((t) => String(t.to) === target);
  if (moves.length === 0) throw invalid(w.workflow.messages?.stateInvalid ?? messages.workflowStateInvalid);
  const before = await m.loadInScope(q, ctx, id, true, false, 'move');
  const current = before[w.field.column];
  const transition = moves.find((t) => t.from.some((s) => String(s) === String(current)));
  if (!transition) throw invalid(messages.workflowMoveRefused(lookupLabel(w.workflow.lookup, current as string | number), moves[0]!.label));
  const { page, subPage } = rt.permission;
  if (!ctx.grants.has({ page, subPage, button: transition.button })) throw noPermission();
  // Who may make it beyond the button (its declared actor, docs/decisions/0417).
  const valueOf = (key: string) => before[rt.fields.find((f) => f.key === key)?.column ?? key];
  const caller = { isSystemAdmin: ctx.user.isSystemAdmin, companyId: ctx.session.companyId, userType: ctx.user.userAuthType };
  if (!moveActorAllows(transition, caller, valueOf)) throw invalid(moveActorRefusal(transition, valueOf));
  const move = { workflow: w.workflow, transition, before };
  const sets = moveFieldValues(m, transition, params, before);
  const extra = (await hooks.beforeTransition?.(move, ctx, q)) ?? {};
  for (const [c, v] of Object.entries(extra)) sets.set(c, v);
  sets.set(w.field.column, transition.to);
  if (columns.has('update_time')) sets.set('update_time', new Date());
  const p = new SqlParams();
  const assignments = [...sets.entries()].map(([c, v]) => `${ident(c)} = ${p.add(v)}`);
  const after = (await q.one<Record<string, unknown>>(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = ${p.add(id)} RETURNING *`, p.values))!;
  await hooks.afterTransition?.({ ...move, after }, ctx, q);
  await ctx.audit({ action: hooks.auditAction?.(move) ?? (transition.call === 'audit' ? 'audit' : 'update'), table: rt.table, recordId: id, before: m.auditRow(before, move), after: m.auditRow(after, move) }, q);
  return { move, after };
}
