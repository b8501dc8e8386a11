/**
 * Site time (docs/decisions/0390): every time a user sees is shown in the site's time zone, China Standard
 * Time, as `yyyy-MM-dd HH:mm`, whatever the browser's or the server's zone. One formatter for the whole product.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/** The parts of an instant on the site's clock (month 1–12, weekday 0 = Sunday). */
export interface SiteClockParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: number;
}

const WEEKDAYS: readonly string[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let parts: Intl.DateTimeFormat | undefined;
function partsFormat(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  return parts;
}

/** An instant (epoch ms) as the site's clock reads it. */
export function siteClockParts(ms: number): SiteClockParts {
  const out: Record<string, string> = {};
  for (const p of partsFormat().formatToParts(new Date(ms))) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS.indexOf(out.weekday ?? ''),
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of site clock parts. */
export function siteDateText(p: SiteClockParts): string {
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** `HH:mm:ss` of site clock parts. */
export function siteTimeText(p: SiteClockParts): string {
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Text with a zone (`…T…Z`, `…+08:00`) or a plain instant: read as that instant. */
const ZONED = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** ISO text without a zone after `T` (JavaScript reads it as the browser's local time): read as UTC, as the server writes it. */
const ISO_NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
/** Site-local text the server already wrote in site time (`2026-06-15 10:00:00`): only cut to minutes. */
const SITE_LOCAL = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/** The instant a value names: epoch ms, a Date, or zoned / ISO text; undefined for anything else. */
export function instantOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (ZONED.test(text)) {
    const ms = Date.parse(text.replace(' ', 'T'));
    return Number.isNaN(ms) ? undefined : ms;
  }
  if (ISO_NO_ZONE.test(text)) {
    const ms = Date.parse(`${text}Z`);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/**
 * A time as the product shows it: `yyyy-MM-dd HH:mm` in site time. Takes epoch ms, a Date, ISO text (with or
 * without a zone; without one it is UTC, as the server writes it) or site-local `yyyy-MM-dd HH:mm[:ss]` text;
 * returns '' for an empty value and any other text unchanged (a date, a label already readable).
 */
export function formatSiteDateTime(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const ms = instantOf(value);
  if (ms !== undefined) {
    const p = siteClockParts(ms);
    return `${siteDateText(p)} ${pad(p.hour)}:${pad(p.minute)}`;
  }
  if (typeof value === 'string') {
    const local = SITE_LOCAL.exec(value.trim());
    return local !== null ? (local[1] as string) : value;
  }
  return String(value);
}

/**
 * A date as the product shows it: `yyyy-MM-dd` of the site day. An instant (a date column sent as midnight of
 * the server's zone) gives its site day; `yyyy-MM-dd…` text without a zone keeps its date; other text unchanged.
 */
export function formatSiteDate(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const ms = instantOf(value);
  if (ms !== undefined) return siteDateText(siteClockParts(ms));
  if (typeof value === 'string') {
    const date = /^(\d{4}-\d{2}-\d{2})([ T]|$)/.exec(value.trim());
    return date !== null ? (date[1] as string) : value;
  }
  return String(value);
}
