import { injectable } from 'inversify';

/**
 * How many calls are in flight (docs/decisions/0441): the transport counts each call from send to answer, a
 * lazy page counts while its chunk loads. The back office shows it as its page's ready signal
 * (`main[data-state]`), which tests wait for instead of network idle.
 */
@injectable()
export class CallActivity {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  /** Calls (and chunk loads) not answered yet. */
  readonly pending = (): number => this.count;

  /** Starts counting one piece of work; the returned function ends it (once). */
  begin(): () => void {
    this.count += 1;
    this.notify();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      this.notify();
    };
  }

  /** `listener` runs on every change; returns the unsubscribe (the shape React's useSyncExternalStore takes). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const l of this.listeners) l();
  }
}
