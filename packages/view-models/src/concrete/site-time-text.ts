/** Asia/Shanghai keeps UTC+8 all year (no daylight saving). */
const SITE_OFFSET_MS = 8 * 3_600_000;

/** An instant (ISO text) as the site reads it: `yyyy-MM-dd HH:mm` in Asia/Shanghai; '' for none, other text unchanged. */
export function formatSiteTime(value: string): string {
  if (value === '') return '';
  const ms = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(ms)) return value;
  return new Date(ms + SITE_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
