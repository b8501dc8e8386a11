import type { WorkflowTransition } from './record-declaration';

/** The caller as a move's actor rule reads it. */
export interface MoveCaller {
  readonly isSystemAdmin: boolean;
  /** The company the caller works in (session company). */
  readonly companyId: number | null | undefined;
  /** USER_AUTH_TYPE of the caller. */
  readonly userType: number | undefined;
}

/**
 * Whether `caller` may make `transition` on a row (its declared fields read by `valueOf`), by the move's declared
 * `actor`; a move without one, and a system administrator, always may. The server refuses with
 * `moveActorRefusal`, the web leaves the button out: one rule for both.
 */
export function moveActorAllows(transition: WorkflowTransition, caller: MoveCaller, valueOf: (key: string) => unknown): boolean {
  const actor = transition.actor;
  if (actor === undefined || caller.isSystemAdmin) return true;
  if (actor.userTypes !== undefined && (caller.userType === undefined || !actor.userTypes.includes(caller.userType))) return false;
  if (actor.companyField !== undefined) {
    const owner = valueOf(actor.companyField);
    if (caller.companyId === null || caller.companyId === undefined || owner === null || owner === undefined || String(owner) !== String(caller.companyId)) return false;
  }
  return true;
}

/** The move's declared refusal with `{key}` replaced by the row's values. */
export function moveActorRefusal(transition: WorkflowTransition, valueOf: (key: string) => unknown): string {
  return (transition.actor?.refused ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(valueOf(key) ?? ''));
}
