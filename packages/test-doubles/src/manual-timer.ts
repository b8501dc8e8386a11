import type { Clock, Timer, TimerHandle } from '@worksite/contract';

interface Scheduled {
  readonly id: number;
  readonly callback: () => void;
  readonly every: number | undefined;
  due: number;
}

/** Timer and Clock driven by the test: time starts at 0 and moves only when the test calls `advance(ms)`. */
export class ManualTimer implements Timer, Clock {
  private time = 0;
  private nextId = 1;
  private readonly scheduled = new Map<number, Scheduled>();

  now(): number {
    return this.time;
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, ms);
  }

  clearInterval(handle: TimerHandle): void {
    this.scheduled.delete(handle as number);
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, undefined);
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled.delete(handle as number);
  }

  /** Number of pending timeouts and intervals. */
  get pending(): number {
    return this.scheduled.size;
  }

  /** Delays of the pending intervals (e.g. to check 6 840 000 ms was asked for). */
  intervals(): number[] {
    return [...this.scheduled.values()].flatMap((s) => (s.every === undefined ? [] : [s.every]));
  }

  /** Moves time forward by `ms`, running every callback that falls due, in time order (then in scheduling order). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.scheduled.values()].filter((s) => s.due <= end).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (next === undefined) break;
      this.time = next.due;
      if (next.every === undefined) this.scheduled.delete(next.id);
      else next.due += next.every;
      next.callback();
    }
    this.time = end;
  }

  private add(callback: () => void, ms: number, every: number | undefined): number {
    const id = this.nextId++;
    this.scheduled.set(id, { id, callback, every: every === undefined ? undefined : Math.max(1, every), due: this.time + Math.max(0, ms) });
    return id;
  }
}
