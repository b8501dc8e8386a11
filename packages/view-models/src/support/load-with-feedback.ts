import type { Notifier } from '@worksite/contract';
import { runInAction } from 'mobx';
import { reportFailure } from './failure-message';

/**
 * A read with its busy flag: `setLoading(true)` while `load` runs (which stores what it read in an action), a
 * refusal shown (SPEC §8); answers whether it succeeded. What a dialog does on failure (forget its subject) stays
 * the caller's.
 */
export async function loadWithFeedback(notifier: Notifier, setLoading: (loading: boolean) => void, load: () => Promise<void>): Promise<boolean> {
  runInAction(() => setLoading(true));
  try {
    await load();
    return true;
  } catch (e) {
    reportFailure(notifier, e);
    return false;
  } finally {
    runInAction(() => setLoading(false));
  }
}
