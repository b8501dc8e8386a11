/**
 * Keeps unsaved input from being lost by leaving the page (docs/decisions/0591): a page holds the guard while a
 * form of it has input not saved; a route change or Back then asks first (guarded-history.ts), closing or
 * reloading the tab gets the browser's own beforeunload question.
 */
export class LeaveGuard {
  private readonly holds = new Set<() => boolean>();

  /** `ask` resolves true when the user agrees to drop the input (the ConfirmDialog of confirmDiscard). */
  constructor(private readonly ask: () => Promise<boolean>) {}

  /** Listens for the tab being closed or reloaded while the guard blocks. */
  attach(win: Pick<Window, 'addEventListener'>): void {
    win.addEventListener('beforeunload', (event) => {
      if (!this.blocking) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    });
  }

  /** Blocks leaving while `dirty()` answers true; answers the function that stops it. */
  hold(dirty: () => boolean): () => void {
    this.holds.add(dirty);
    return () => {
      this.holds.delete(dirty);
    };
  }

  /** Some page holds input not saved. */
  get blocking(): boolean {
    return [...this.holds].some((dirty) => dirty());
  }

  /** Whether to leave: at once when nothing blocks, else as the user answers; agreeing drops the holds. */
  async mayLeave(): Promise<boolean> {
    if (!this.blocking) return true;
    const leave = await this.ask();
    if (leave) this.holds.clear();
    return leave;
  }
}
