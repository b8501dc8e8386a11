/**
 * Colours of the dark large-screen theme (designed at 1920×1080; every size is in rem, and the root font
 * follows the window width, so the same proportions hold at 1366 and 3840).
 */
export const screenTheme = {
  background: 'radial-gradient(ellipse at 50% 0%, #0a2a55 0%, #051630 45%, #020b1a 100%)',
  headerBackground: 'linear-gradient(180deg, rgba(8, 40, 82, 0.95) 0%, rgba(4, 20, 43, 0.6) 100%)',
  panelBackground: 'linear-gradient(180deg, rgba(10, 42, 85, 0.55) 0%, rgba(4, 20, 43, 0.55) 100%)',
  panelBorder: 'rgba(0, 200, 255, 0.28)',
  panelGlow: '0 0 1.2rem rgba(0, 160, 255, 0.12) inset',
  titleBackground: 'linear-gradient(90deg, rgba(0, 160, 255, 0.35) 0%, rgba(0, 160, 255, 0) 85%)',
  accent: '#00d8ff',
  accentSoft: 'rgba(0, 216, 255, 0.15)',
  text: '#d6ecff',
  textDim: '#7fa6c9',
  number: '#00f0ff',
  good: '#00e0a1',
  warn: '#ffc53d',
  danger: '#ff5b5b',
  /** Behind white text (the bell's count): 5.6:1, where danger would be 2.9:1 and fail WCAG AA. */
  badge: '#c62828',
  /** Series colours, in order. */
  palette: ['#00d8ff', '#00e0a1', '#ffc53d', '#ff7a45', '#b37feb', '#3aa0ff', '#ff5b5b', '#5cdbd3', '#f759ab', '#95de64'],
  grid: 'rgba(127, 166, 201, 0.15)',
} as const;

/** Colour of an alarm level (SPEC §3: 1 city, 2 district, 3 fixed source). */
export function alarmLevelColor(level: number | undefined): string {
  if (level === 1) return screenTheme.danger;
  if (level === 2) return screenTheme.warn;
  return screenTheme.accent;
}
