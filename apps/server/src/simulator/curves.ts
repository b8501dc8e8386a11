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
  return ((h ^ (h >>> 16)) / 0xffffffff) * 2 - 1;
}

const hourOfDay = (t: number): number => (((t + CST) % DAY) + DAY) % DAY / HOUR;
/** 0 at 03:00, 1 at 15:00 (temperature-like daily wave). */
const dayWave = (t: number): number => (1 - Math.cos(((hourOfDay(t) - 3) / 24) * 2 * Math.PI)) / 2;
/** Working hours 07:00–19:00: construction activity. */
const working = (t: number): boolean => hourOfDay(t) >= 7 && hourOfDay(t) < 19;
const round = (v: number, digits = 1): number => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Whether a threshold crossing is under way: in one of every `every` slots of `slotMs`, for the first
 * `holdMs` of it (held long enough for alarm durations of a few minutes).
 */
export function spiking(seed: number, channel: number, t: number, slotMs: number, every: number, holdMs: number): boolean {
  const slot = Math.floor(t / slotMs);
  return Math.abs(noise(seed, channel, slot)) * every < 1 && t - slot * slotMs < holdMs;
}

function dust(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const slot = Math.floor(t / (5 * MINUTE));
  const work = working(t) ? 1 : 0;
  const base = 28 + 18 * (1 - dayWave(t)) + 14 * work + 6 * noise(d.id, 1, slot) + 2 * noise(d.id, 2, Math.floor(t / 5000));
  // PM10 spike (earthworks without spraying): about one 30-minute slot in four, held 3 minutes.
  const spike = spiking(d.id, 3, t, 30 * MINUTE, 4, 3 * MINUTE);
  const pm25 = Math.max(3, base * (spike ? 2.2 : 1));
  const pm10 = Math.max(5, (base * 1.7 + 10 * work) * (spike ? 3.2 : 1));
  const noiseDb = 48 + 17 * work + 4 * noise(d.id, 4, Math.floor(t / 10_000)) + (spiking(d.id, 5, t, HOUR, 6, 2 * MINUTE) ? 14 : 0);
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

/** Lifting cycle of 4 minutes: hook down, hitch, lift, slew out, lower, unhitch, return (working hours). */
function crane(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const period = 4 * MINUTE;
  const cycle = Math.floor((t + d.id * 37_000) / period);
  const phase = (((t + d.id * 37_000) % period) + period) % period / period;
  const rated = 6;
  const load = working(t) && phase > 0.15 && phase < 0.7 ? rated * (0.35 + 0.45 * Math.abs(noise(d.id, 1, cycle))) : 0.05;
  const overload = working(t) && spiking(d.id, 2, t, 2 * HOUR, 3, 2 * MINUTE);
  const radius = 12 + 38 * Math.sin(Math.PI * Math.min(1, Math.max(0, (phase - 0.15) / 0.6)));
  const height = working(t) ? 8 + 42 * Math.sin(Math.PI * phase) : 45;
  const loadT = overload ? rated * 0.92 : load;
  const dayStart = t - ((((t + CST) % DAY) + DAY) % DAY);
  const cyclesToday = working(t) ? Math.floor((t - (dayStart + 7 * HOUR)) / period) : hourOfDay(t) >= 19 ? 180 : 0;
  return {
    craneLoad: round(loadT, 2),
    craneRadius: round(radius),
    craneHeight: round(height),
    craneMoment: round(Math.min(130, (loadT * radius) / (rated * 25) * 100 * (overload ? 1.15 : 1))),
    craneWind: round(Math.max(0, 3 + 3 * dayWave(t) + 1.5 * noise(d.id, 3, Math.floor(t / 30_000)))),
    craneCycles: Math.max(0, cyclesToday),
  };
}

function gas(d: SimDevice, t: number): Partial<Record<Metric, number>> {
  const spike = spiking(d.id, 1, t, 2 * HOUR, 4, 3 * MINUTE);
  return { gas: round(Math.max(0, 2 + 1.5 * noise(d.id, 2, Math.floor(t / 20_000)) + (spike ? 24 : 0)), 2) };
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
