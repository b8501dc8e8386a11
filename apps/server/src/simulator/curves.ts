import type { Metric } from '../telemetry/readings-hook';

/** A simulated device: its kind, a stable seed (its id) and where it stands. */
export interface SimDevice {
  readonly id: number;
  readonly kind: string;
  readonly lng: number;
  readonly lat: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** China time (UTC+8): daily curves follow the site's clock. */
const CST = 8 * HOUR;

/** Deterministic noise in [-1, 1] for a device, a channel and a time slot. */
export function noise(seed: number, channel: number, slot: number): number {
  let h = (Math.imul(seed, 374761393) + Math.imul(channel, 668265263) + Math.imul(slot | 0, -2048144777)) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  // Unsigned before scaling: a signed XOR would put every value in [-2, 0) (decision 0540).
  return (((h ^ (h >>> 16)) >>> 0) / 0xffffffff) * 2 - 1;
}

const hourOfDay = (t: number): number => (((t + CST) % DAY) + DAY) % DAY / HOUR;
/** 0 at 03:00, 1 at 15:00 (temperature-like daily wave). */
const dayWave = (t: number): number => (1 - Math.cos(((hourOfDay(t) - 3) / 24) * 2 * Math.PI)) / 2;
/** Working hours 07:00–19:00: construction activity. */
const working = (t: number): boolean => hourOfDay(t) >= 7 && hourOfDay(t) < 19;
const round = (v: number, digits = 1): number => Math.round(v * 10 ** digits) / 10 ** digits;

/** `noise` mapped to [0, 1). */
const unit = (seed: number, channel: number, slot: number): number => Math.min(0.999999, (noise(seed, channel, slot) + 1) / 2);

/**
 * A rare event of a device (docs/decisions/0540): on a site day (China time) it happens with `chance`, once,
 * for `holdMs`, starting at a point of the day between `fromHour` and `toHour` that the device's noise picks.
 * So a device has at most one such event per channel and day, wherever its clock stands.
 */
export function dailyEvent(seed: number, channel: number, t: number, chance: number, holdMs: number, fromHour = 0, toHour = 24): boolean {
  const day = Math.floor((t + CST) / DAY);
  if (unit(seed, channel, day) >= chance) return false;
  const start = day * DAY - CST + fromHour * HOUR + Math.floor(unit(seed, channel + 50, day) * ((toHour - fromHour) * HOUR - holdMs));
  return t >= start && t < start + holdMs;
}

/**
 * The demo's alarm budget per device and site day (docs/decisions/0540): the chance of each kind of excursion.
 * A demo project (2 dust monitors, 2 cranes, 1 gas detector) expects 2 × 0.5 + 2 × 0.25 + 2 × 0.5 + 0.5 = 3
 * alarms a day and never has more than 7; all but gas fall in working hours (07:00–19:00).
 */
export const EXCURSIONS = { pm10: 0.5, noise: 0.25, craneMoment: 0.5, gas: 0.5 } as const;

function dust(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const slot = Math.floor(t / (5 * MINUTE));
  const work = working(t) ? 1 : 0;
  const base = 28 + 18 * (1 - dayWave(t)) + 14 * work + 6 * noise(d.id, 1, slot) + 2 * noise(d.id, 2, Math.floor(t / 5000));
  // PM10 excursion (earthworks without spraying): at most once a working day, held 4 minutes (PM2.5 stays under 75).
  const spike = dailyEvent(d.id, 3, t, EXCURSIONS.pm10, 4 * MINUTE, 7, 19);
  const pm25 = Math.max(3, base * (spike ? 1.08 : 1));
  const pm10 = Math.max(5, (base * 1.7 + 10 * work) * (spike ? 2.4 : 1));
  const loud = dailyEvent(d.id, 5, t, EXCURSIONS.noise, 3 * MINUTE, 7, 19);
  const noiseDb = 48 + 17 * work + 4 * noise(d.id, 4, Math.floor(t / 10_000)) + (loud ? 14 : 0);
  return {
    pm25: round(pm25),
    pm10: round(pm10),
    dust: round((pm10 * 1.4) / 1000, 3),
    noise: round(noiseDb),
    temperature: round(17 + 10 * dayWave(t) + noise(d.id, 6, slot)),
    humidity: round(Math.min(98, Math.max(25, 78 - 25 * dayWave(t) + 4 * noise(d.id, 7, slot)))),
    windSpeed: round(Math.max(0, 2.2 + 1.8 * dayWave(t) + 1.2 * noise(d.id, 8, Math.floor(t / 30_000)))),
    windDirection: round((((135 + 60 * noise(d.id, 9, Math.floor(t / HOUR))) % 360) + 360) % 360, 0),
  };
}

/** Rated moment of the simulated cranes (t·m): 6 t at 25 m. */
const RATED_MOMENT = 150;
const CRANE_PERIOD = 4 * MINUTE;

/**
 * Lifting cycle of 4 minutes (working hours): the trolley runs out to the lift's radius while the hook goes down,
 * hitches, lifts and slews at about that radius, then sets down, unhitches and returns. Each lift's load is
 * chosen for its radius so the moment stays at a planned 42–83 % of rated (±2 % while slewing); about one lift in
 * two working days per crane runs at 93–98 % (an excursion over the 90 % limiter warning). Between lifts the
 * empty hook shows under 10 %.
 */
function crane(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const shifted = t + d.id * 37_000;
  const cycle = Math.floor(shifted / CRANE_PERIOD);
  const cycleStart = cycle * CRANE_PERIOD - d.id * 37_000;
  const phase = (shifted - cycle * CRANE_PERIOD) / CRANE_PERIOD;
  const work = working(t);
  const excursion = work && dailyEvent(d.id, 2, cycleStart, EXCURSIONS.craneMoment, CRANE_PERIOD, 7, 19);
  const planned = excursion ? 0.93 + 0.05 * unit(d.id, 4, cycle) : 0.42 + 0.41 * unit(d.id, 1, cycle);
  const liftRadius = 25 + 25 * unit(d.id, 5, cycle);
  const loaded = work && phase >= 0.15 && phase < 0.7;
  let radius: number;
  if (!work) radius = 12;
  else if (phase < 0.15) radius = 12 + (liftRadius - 12) * (phase / 0.15);
  else if (phase < 0.7) radius = liftRadius * (1 + 0.02 * Math.sin(((phase - 0.15) / 0.55) * 2 * Math.PI));
  else radius = liftRadius - (liftRadius - 12) * ((phase - 0.7) / 0.3);
  const load = loaded ? (planned * RATED_MOMENT) / liftRadius : 0.05;
  const height = work ? 8 + 42 * Math.sin(Math.PI * phase) : 45;
  const dayStart = t - ((((t + CST) % DAY) + DAY) % DAY);
  const cyclesToday = work ? Math.floor((t - (dayStart + 7 * HOUR)) / CRANE_PERIOD) : hourOfDay(t) >= 19 ? 180 : 0;
  return {
    craneLoad: round(load, 2),
    craneRadius: round(radius),
    craneHeight: round(height),
    craneMoment: round(((load * radius) / RATED_MOMENT) * 100),
    craneWind: round(Math.max(0, 3 + 3 * dayWave(t) + 1.5 * noise(d.id, 3, Math.floor(t / 30_000)))),
    craneCycles: Math.max(0, cyclesToday),
  };
}

function gas(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const spike = dailyEvent(d.id, 1, t, EXCURSIONS.gas, 3 * MINUTE);
  return { gas: round(Math.max(0, 2 + 1.5 * noise(d.id, 2, Math.floor(t / 20_000)) + (spike ? 28 : 0)), 2) };
}

/** A worker's tag walking a loop of about 120 m around the device's post. */
function tag(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const angle = ((t / (6 * MINUTE)) + d.id * 0.7) * 2 * Math.PI;
  const r = 0.0008 + 0.0003 * noise(d.id, 1, Math.floor(t / MINUTE));
  return { tagLng: round(d.lng + r * Math.cos(angle), 6), tagLat: round(d.lat + r * 0.9 * Math.sin(angle), 6) };
}

/** A truck on the weighbridge now and then (working hours); undefined when nobody is weighing. */
function weighbridge(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const slot = Math.floor(t / (3 * MINUTE));
  if (!working(t) || t - slot * 3 * MINUTE > 15_000) return {};
  return { weight: round(18 + 22 * Math.abs(noise(d.id, 1, slot)), 2) };
}

/** What a simulated device reports at time `t` (empty for cameras and gates, which report no metrics). */
export function readingsAt(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  switch (d.kind) {
    case 'dust':
      return dust(d, t);
    case 'crane':
      return crane(d, t);
    case 'gas':
      return gas(d, t);
    case 'tag':
      return tag(d, t);
    case 'weighbridge':
      return weighbridge(d, t);
    default:
      return {};
  }
}
