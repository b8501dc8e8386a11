import type { Clock, Timer, TimerHandle } from '@worksite/contract';

interface Scheduled {
  readonly id: number;
  readonly callback: () => void;
  at: number;
  readonly every: number | undefined;
}

/** Timer and Clock driven by the test: `advance(ms)` runs what falls due. */
export class ManualTimer implements Timer, Clock {
  private current = 0;
  private nextId = 1;
  private readonly scheduled = new Map<number, Scheduled>();

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, undefined);
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled.delete(handle as number);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, ms);
  }

  clearInterval(handle: TimerHandle): void {
    this.scheduled.delete(handle as number);
  }

  /** Number of callbacks still scheduled. */
  get pending(): number {
    return this.scheduled.size;
  }

  /** Moves time forward, running every callback that falls due, in time order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.scheduled.values()].filter((s) => s.at <= end).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      this.current = due.at;
      if (due.every === undefined) this.scheduled.delete(due.id);
      else due.at += due.every;
      due.callback();
    }
    this.current = end;
  }

  private schedule(callback: () => void, ms: number, every: number | undefined): number {
    const id = this.nextId++;
    this.scheduled.set(id, { id, callback, at: this.current + Math.max(0, ms), every });
    return id;
  }
}
