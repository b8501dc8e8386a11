/** Outcome of a check that has a user message: passed, or failed with the text to show. */
export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

const PASSED: CheckResult = Object.freeze({ ok: true });

/** The passed outcome (one frozen instance, so comparing with `toEqual` is enough). */
export function passed(): CheckResult {
  return PASSED;
}

/** A failed outcome carrying the message to show. */
export function failed(message: string): CheckResult {
  return { ok: false, message };
}
