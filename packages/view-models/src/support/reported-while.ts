import type { Notifier } from '@worksite/contract';
import { runInAction } from 'mobx';
import { reportFailure } from './failure-message';

/**
 * Runs `work` while `owner[flag]` is true (a view-model's loading, saving or busy state, set in an action): true
 * when it succeeded; false when it failed, the failure shown once through the notifier (reportFailure) — or not
 * at all without one (a select's or a scrolling list's page: the list just shows nothing). The one shape of
 * "call, show the refusal, clear the flag" the view-models shared by copy.
 */
export async function reportedWhile<K extends string>(owner: { [key in K]: boolean }, flag: K, notifier: Notifier | undefined, work: () => Promise<unknown>): Promise<boolean> {
  runInAction(() => {
    owner[flag] = true;
  });
  try {
    await work();
    return true;
  } catch (e) {
    if (notifier !== undefined) reportFailure(notifier, e);
    return false;
  } finally {
    runInAction(() => {
      owner[flag] = false;
    });
  }
}
