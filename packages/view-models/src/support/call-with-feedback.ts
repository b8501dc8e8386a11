import type { Notifier } from '@worksite/contract';
import { reportFailure } from './failure-message';

/**
 * A write call with its feedback: a refusal is shown (SPEC §8) and answers false; success shows `done` and
 * answers true. The caller keeps its own busy state and what follows (close, reload).
 */
export async function callWithFeedback(notifier: Notifier, call: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await call();
  } catch (e) {
    reportFailure(notifier, e);
    return false;
  }
  notifier.success(done);
  return true;
}
