import { idleState, inWindow, minutesOf, step, type ThresholdRule } from '../src/alarm-engine/debounce';

const rule: ThresholdRule = { upper: 150, lower: null, durationSeconds: 120, clearSeconds: 60, activeFrom: null, activeTo: null };
const t0 = Date.UTC(2026, 0, 5, 2, 0, 0);
/** Samples every `every` s from `from` s: values from `f(i)`. */
const series = (from: number, count: number, every: number, f: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ ts: t0 + (from + i * every) * 1000, value: f(i) }));

describe('alarm debounce (docs/decisions/0150)', () => {
  test('held for the duration raises exactly once, at the first sample at or after start + duration', () => {
    const { state, transitions } = step(rule, idleState, series(0, 30, 10, () => 200));
    expect(transitions).toEqual([{ kind: 'raise', startedAt: t0, raisedAt: t0 + 120_000, value: 200, peak: 200 }]);
    expect(state.active).toBe(true);
    expect(step(rule, state, series(300, 10, 10, () => 220)).transitions).toEqual([]);
  });

  test('in-range blips and in-range stretches shorter than the hysteresis do not reset the episode', () => {
    const noisy = series(0, 16, 10, (i) => (i % 3 === 1 ? 90 : 180));
    const { transitions } = step(rule, idleState, noisy);
    expect(transitions.map((t) => [t.kind, t.kind === 'raise' ? (t.raisedAt - t0) / 1000 : 0])).toEqual([['raise', 120]]);
    // 50 s in range between breaches: still one episode
    const gappy = [...series(0, 6, 10, () => 180), ...series(60, 5, 10, () => 100), ...series(110, 3, 10, () => 180)];
    expect(step(rule, idleState, gappy).transitions.map((t) => t.kind)).toEqual(['raise']);
  });

  test('below the duration → no alarm; back in range for the hysteresis period ends the episode', () => {
    const short = [...series(0, 11, 10, () => 180), ...series(110, 8, 10, () => 100), ...series(190, 11, 10, () => 180)];
    const r = step(rule, idleState, short);
    expect(r.transitions).toEqual([]);
    expect(r.state.breachSince).toBe(t0 + 190_000);
  });

  test('recovers after clearSeconds in range; a new breach then starts a new episode', () => {
    const s = [...series(0, 13, 10, () => 180), ...series(130, 7, 10, () => 100), ...series(200, 13, 10, () => 190)];
    const kinds = step(rule, idleState, s).transitions.map((t) => `${t.kind}@${((t.kind === 'raise' ? t.raisedAt : t.recoveredAt) - t0) / 1000}`);
    expect(kinds).toEqual(['raise@120', 'recover@130', 'raise@320']);
  });

  test('late and repeated samples change nothing; a silent gap longer than the hysteresis breaks an unraised episode', () => {
    const first = step(rule, idleState, series(0, 5, 10, () => 180));
    expect(step(rule, first.state, series(0, 5, 10, () => 180)).state).toEqual(first.state);
    const afterGap = step(rule, first.state, series(200, 1, 10, () => 180));
    expect(afterGap.state.breachSince).toBe(t0 + 200_000);
  });

  test('lower limits and daily windows (China time, wrapping midnight)', () => {
    const low: ThresholdRule = { ...rule, upper: null, lower: 10, durationSeconds: 0 };
    expect(step(low, idleState, [{ ts: t0, value: 5 }]).transitions[0]).toMatchObject({ kind: 'raise', value: 5 });
    const night: ThresholdRule = { ...rule, activeFrom: minutesOf('22:00'), activeTo: minutesOf('06:00') };
    expect(inWindow(night, Date.UTC(2026, 0, 5, 15, 0))).toBe(true); // 23:00 in China
    expect(inWindow(night, Date.UTC(2026, 0, 5, 21, 59))).toBe(true); // 05:59
    expect(inWindow(night, Date.UTC(2026, 0, 5, 2, 0))).toBe(false); // 10:00
  });
});
