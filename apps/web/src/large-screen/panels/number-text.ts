/** A number as a screen shows it: thousands separated, at most two decimals; — when absent. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  const rounded = Math.round(value * 100) / 100;
  return rounded.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/** `HH:MM:SS` of an epoch-ms time, `MM-DD HH:MM` when not today. */
export function formatTime(ms: number | undefined, now: number = Date.now()): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return '—';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sameDay = new Date(now).toDateString() === d.toDateString();
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return sameDay ? time : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time.slice(0, 5)}`;
}
