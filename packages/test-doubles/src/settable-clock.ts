import type { Clock } from '@worksite/contract';

/** A Clock the test sets (the ManualTimer's own clock starts at the epoch). */
export class SettableClock implements Clock {
  constructor(public time = 0) {}

  now(): number {
    return this.time;
  }
}
