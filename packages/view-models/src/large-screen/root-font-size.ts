import { BASE_FONT_PX, DESIGN_WIDTH_PX, FONT_SCALE_CAP } from './large-screen-constants';

/** Options of the root font rule: the production layout has a minimum width (SPEC §9). */
export interface RootFontOptions {
  /** Widths below this count as this width. */
  readonly minWidth?: number;
}

/**
 * SPEC §9: the root font size is 16 px × width / 1920, the scale capped at 2 (and, in the other layout,
 * the width floored at 1024). Every large-screen size is in rem, so the whole screen scales with it.
 */
export function rootFontPx(width: number, options: RootFontOptions = {}): number {
  const w = Number.isFinite(width) && width > 0 ? width : DESIGN_WIDTH_PX;
  const effective = options.minWidth === undefined ? w : Math.max(w, options.minWidth);
  const scale = Math.min(effective / DESIGN_WIDTH_PX, FONT_SCALE_CAP);
  return Math.round(BASE_FONT_PX * scale * 1000) / 1000;
}
