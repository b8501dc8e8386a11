import { formatSiteDateTime } from '@worksite/validators';

/** A number as a screen shows it: thousands separated, at most two decimals; — when absent. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  const rounded = Math.round(value * 100) / 100;
  return rounded.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/** A time on a screen: `yyyy-MM-dd HH:mm` in site time (docs/decisions/0390); — when absent. */
export function formatTime(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return '—';
  return formatSiteDateTime(ms);
}

/** A table cell: numbers by formatNumber, instants in site time, other text as it is; — when absent. */
export function formatCell(value: string | number | undefined | null): string {
  if (typeof value === 'number') return formatNumber(value);
  if (value === undefined || value === null || value === '') return '—';
  return formatSiteDateTime(value);
}
