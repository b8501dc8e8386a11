import type { ScreenLayout } from '../screen-definition';

/**
 * The grids the screens use (designed at 1920×1080; fr rows fill the height under the 5.5rem header at any
 * 16:9 width). Areas: k KPI strip, m map, v video, a–f and l1–r3 panels.
 */
export const LAYOUTS = {
  /** Overview: three panels left and right, KPIs over the map in the middle, one panel under it. */
  overview: {
    columns: '1fr 1.9fr 1fr',
    rows: '6.5rem 1fr 1fr 1fr',
    areas: ['l1 k r1', 'l1 m r1', 'l2 m r2', 'l3 c r3'],
  },
  /** KPI strip over six panels, the middle column wider. */
  sixWithKpis: {
    columns: '1fr 1.3fr 1fr',
    rows: '6.5rem 1fr 1fr',
    areas: ['k k k', 'a b c', 'd e f'],
  },
  /** KPI strip, a tall middle panel (map or list) and four around it. */
  centreTall: {
    columns: '1fr 1.3fr 1fr',
    rows: '6.5rem 1fr 1fr',
    areas: ['k k k', 'a b c', 'd b e'],
  },
  /** KPI strip, a wide bottom table and three charts. */
  tableBelow: {
    columns: '1fr 1fr 1fr',
    rows: '6.5rem 1fr 1.2fr',
    areas: ['k k k', 'a b c', 'd d e'],
  },
  /** Video wall: KPIs and two panels on the left, the player on the right. */
  video: {
    columns: '1fr 2.6fr',
    rows: '6.5rem 1fr 1fr',
    areas: ['k v', 'a v', 'b v'],
  },
  /** Player in the middle, KPIs over it, two panels either side. */
  videoSide: {
    columns: '1fr 1.6fr 1fr',
    rows: '6.5rem 1fr 1fr',
    areas: ['k k k', 'a v c', 'b v d'],
  },
} as const satisfies Record<string, ScreenLayout>;
