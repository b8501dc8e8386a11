import { idleState, minutesOf, step, type EpisodeState, type ThresholdRule } from '../../apps/server/src/alarm-engine/debounce';
import { readingsAt, type SimDevice } from '../../apps/server/src/simulator/curves';

/** A driven device and the project it stands on. */
export interface ProjectDevice extends SimDevice {
  readonly projectId: number;
}

/** A platform threshold as the database holds it. */
export interface ThresholdRow {
  readonly device_type: string;
  readonly metric: string;
  readonly upper_limit: number | null;
  readonly lower_limit: number | null;
  readonly duration_seconds: number;
  readonly clear_seconds: number;
  readonly active_from: string | null;
  readonly active_to: string | null;
}

export interface SiteDays {
  /** Alarms per project and site day (China time), in day order. */
  readonly perDay: ReadonlyMap<number, readonly number[]>;
  /** Crane moment samples while a load hangs in working hours: how many, and the share within 40–85 %. */
  readonly craneLoaded: number;
  readonly craneWithin: number;
  readonly craneOver90: number;
}

const DAY = 86_400_000;
const CST = 8 * 3_600_000;

/**
 * The simulator's curves over `days` whole site days before `end`, sampled every `stepMs` as the simulator sends
 * them, through the alarm engine's own debounce rule with the platform thresholds: what a day of the demo raises
 * per project, whatever the hour the live run happens to fall in (pure; no server).
 */
export function simulateSiteDays(devices: readonly ProjectDevice[], thresholds: readonly ThresholdRow[], end: number, days: number, stepMs = 5000): SiteDays {
  const lastDay = Math.floor((end + CST) / DAY) * DAY - CST;
  const first = lastDay - days * DAY;
  const perDay = new Map<number, number[]>();
  let craneLoaded = 0;
  let craneWithin = 0;
  let craneOver90 = 0;
  for (const d of devices) {
    const rules = thresholds
      .filter((t) => t.device_type === d.kind)
      .map((t) => ({
        metric: t.metric,
        rule: {
          upper: t.upper_limit, lower: t.lower_limit, durationSeconds: t.duration_seconds, clearSeconds: t.clear_seconds,
          activeFrom: minutesOf(t.active_from), activeTo: minutesOf(t.active_to),
        } satisfies ThresholdRule,
      }));
    const counts = perDay.get(d.projectId) ?? Array.from({ length: days }, () => 0);
    perDay.set(d.projectId, counts);
    if (!rules.length && d.kind !== 'crane') continue;
    const states: EpisodeState[] = rules.map(() => idleState);
    for (let t = first; t < lastDay; t += stepMs) {
      const values = readingsAt(d, t) as Record<string, number | undefined>;
      if (d.kind === 'crane' && (values.craneLoad ?? 0) > 0.1) {
        craneLoaded += 1;
        const m = values.craneMoment ?? 0;
        if (m >= 40 && m <= 85) craneWithin += 1;
        if (m > 90) craneOver90 += 1;
      }
      rules.forEach((r, i) => {
        const v = values[r.metric];
        if (v === undefined) return;
        const out = step(r.rule, states[i]!, [{ ts: t, value: v }]);
        states[i] = out.state;
        for (const x of out.transitions) if (x.kind === 'raise') counts[Math.floor((x.raisedAt - first) / DAY)]! += 1;
      });
    }
  }
  return { perDay, craneLoaded, craneWithin, craneOver90 };
}
