/**
 * The debounce rule of docs/decisions/0150-alarm-debounce.md, as a pure step function over samples.
 *
 * An episode starts at the first out-of-range sample. It raises ONE alarm once an out-of-range sample arrives
 * `durationSeconds` or more after the start. In-range samples do not end it: only a run of in-range samples
 * lasting `clearSeconds` (hysteresis) does, so a noisy sensor blipping back in range cannot reset it. Before
 * the alarm is raised, a gap without samples longer than `clearSeconds` also ends the episode (we cannot claim
 * the condition held through it). Samples not newer than the last evaluated one are ignored (late or repeated
 * batches change nothing), which also makes evaluation idempotent.
 */

export interface ThresholdRule {
  readonly upper: number | null;
  readonly lower: number | null;
  readonly durationSeconds: number;
  readonly clearSeconds: number;
  /** Minutes of the day (China time, UTC+8) the rule applies from / to; null = all day. May wrap midnight. */
  readonly activeFrom: number | null;
  readonly activeTo: number | null;
}

export interface EpisodeState {
  /** ms: first out-of-range sample of the current episode, null when none. */
  readonly breachSince: number | null;
  /** ms: first sample of the current in-range run inside an episode. */
  readonly clearSince: number | null;
  readonly lastTs: number | null;
  /** Worst value of the episode. */
  readonly peak: number | null;
  /** An alarm was raised for this episode. */
  readonly active: boolean;
}

export interface Sample {
  readonly ts: number;
  readonly value: number;
}

export type Transition =
  | { readonly kind: 'raise'; readonly startedAt: number; readonly raisedAt: number; readonly value: number; readonly peak: number }
  | { readonly kind: 'recover'; readonly recoveredAt: number; readonly peak: number };

export const idleState: EpisodeState = { breachSince: null, clearSince: null, lastTs: null, peak: null, active: false };

const CHINA_OFFSET_MIN = 8 * 60;

/** True when `ts` lies in the rule's daily window (always true without one). */
export function inWindow(rule: ThresholdRule, ts: number): boolean {
  if (rule.activeFrom === null || rule.activeTo === null || rule.activeFrom === rule.activeTo) return true;
  const minute = (((Math.floor(ts / 60_000) + CHINA_OFFSET_MIN) % 1440) + 1440) % 1440;
  return rule.activeFrom < rule.activeTo ? minute >= rule.activeFrom && minute < rule.activeTo : minute >= rule.activeFrom || minute < rule.activeTo;
}

/** How far `value` lies outside the band (0 inside it). */
export function excess(rule: ThresholdRule, value: number): number {
  if (rule.upper !== null && value > rule.upper) return value - rule.upper;
  if (rule.lower !== null && value < rule.lower) return rule.lower - value;
  return 0;
}

export function isBreach(rule: ThresholdRule, s: Sample): boolean {
  return inWindow(rule, s.ts) && excess(rule, s.value) > 0;
}

/** Nothing to remember: no episode in progress. */
export const isIdle = (s: EpisodeState): boolean => s.breachSince === null && !s.active;

/** Applies `samples` (any order) to `state`; returns the new state and what happened, in time order. */
export function step(rule: ThresholdRule, state: EpisodeState, samples: readonly Sample[]): { state: EpisodeState; transitions: Transition[] } {
  let { breachSince, clearSince, lastTs, peak, active } = state;
  const transitions: Transition[] = [];
  const sorted = [...samples].sort((a, b) => a.ts - b.ts);
  for (const s of sorted) {
    if (lastTs !== null && s.ts <= lastTs) continue;
    if (!active && breachSince !== null && lastTs !== null && s.ts - lastTs > rule.clearSeconds * 1000) {
      breachSince = null;
      clearSince = null;
      peak = null;
    }
    lastTs = s.ts;
    if (isBreach(rule, s)) {
      if (breachSince === null) breachSince = s.ts;
      clearSince = null;
      if (peak === null || excess(rule, s.value) > excess(rule, peak)) peak = s.value;
      if (!active && s.ts - breachSince >= rule.durationSeconds * 1000) {
        active = true;
        transitions.push({ kind: 'raise', startedAt: breachSince, raisedAt: s.ts, value: s.value, peak });
      }
    } else if (breachSince !== null) {
      if (clearSince === null) clearSince = s.ts;
      if (s.ts - clearSince >= rule.clearSeconds * 1000) {
        if (active) transitions.push({ kind: 'recover', recoveredAt: clearSince, peak: peak ?? s.value });
        breachSince = null;
        clearSince = null;
        peak = null;
        active = false;
      }
    }
  }
  return { state: { breachSince, clearSince, lastTs, peak, active }, transitions };
}

/** `HH:MM[:SS]` → minutes of the day, or null. */
export function minutesOf(time: string | null | undefined): number | null {
  if (!time) return null;
  const m = /^(\d{2}):(\d{2})/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
