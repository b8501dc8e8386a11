/** Handle of a scheduled callback. */
export type TimerHandle = unknown;

/** The current time: view-models never call `Date.now()` themselves, so tests can fix it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
/** Injection token of the Clock port. */
export const Clock: unique symbol = Symbol.for('Clock');

/** Schedules callbacks (clock tick 1 s, token refresh 6 840 000 ms, notice bar 50 s). */
export interface Timer {
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
/** Injection token of the Timer port. */
export const Timer: unique symbol = Symbol.for('Timer');
