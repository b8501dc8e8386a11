import type { Notifier } from '@worksite/contract';
import { runInAction } from 'mobx';
import { reportFailure } from './failure-message';

/**
 * A write call with its feedback: a refusal is shown (SPEC §8) and answers false; success shows `done` and
 * answers true. `setBusy`, when given, is set while the call runs (a dialog's 保存 shows progress); what follows
 * (close, reload) stays the caller's.
 */
export async function callWithFeedback(notifier: Notifier, call: () => Promise<unknown>, done: string, setBusy?: (busy: boolean) => void): Promise<boolean> {
  if (setBusy !== undefined) runInAction(() => setBusy(true));
  try {
    await call();
  } catch (e) {
    reportFailure(notifier, e);
    return false;
  } finally {
    if (setBusy !== undefined) runInAction(() => setBusy(false));
  }
  notifier.success(done);
  return true;
}
