import { PROJECT_MAP_STATE, type ProjectMapState } from '@worksite/lookups';

/**
 * Marker icons of SPEC §3/§4: each project map state has its own icon (decision 0183). Bundled as SVG
 * strings (data URIs), so the map needs no icon files and no network. Colour is doubled by a glyph, so
 * the states stay apart for colour-blind viewers and on washed-out wall displays.
 */

/** A project map state, or `other` for an icon style that is none of them (e.g. a device's). */
export type MarkerKind = ProjectMapState | 'other';

export interface MarkerLook {
  /** Top and bottom of the pin's gradient. */
  readonly color: string;
  readonly color2: string;
  /** White glyph inside the pin, an SVG path in a 24×24 box centred at (12, 12). */
  readonly glyph: string;
  /** Pin width and height in CSS pixels. */
  readonly size: readonly [number, number];
}

const PLAY = 'M9 7.5v9l7.5-4.5z';
const PAUSE = 'M8 7h3v10H8zM13 7h3v10h-3z';
const CHECK = 'M6.5 12.5l3.5 3.5 7.5-8 1.5 1.4-9 9.6-5-5z';
const CLOCK = 'M12 5.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zM11 8.5v4.1l3.2 2 .9-1.4-2.1-1.3V8.5z';
const DIAMOND = 'M12 5.5l6.5 6.5-6.5 6.5L5.5 12zm0 3L8.5 12l3.5 3.5 3.5-3.5z';
const TARGET = 'M12 4.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zm0 2.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z';
const DOT = 'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z';

const PIN: readonly [number, number] = [26, 34];

/** The pin's outline in its 24×31 view box (tip at the bottom centre). */
export const PIN_PATH = 'M12 30.2C12 30.2 1 18.8 1 12a11 11 0 0 1 22 0c0 6.8-11 18.2-11 18.2z';
/** Size of the view box the pin and glyph paths are drawn in. */
export const PIN_VIEW_BOX: readonly [number, number] = [24, 31];
/** Outline colour of every pin: a dark rim that separates it from the base and from its neighbours. */
export const PIN_RIM = '#06241f';

export const MARKER_LOOKS: Readonly<Record<MarkerKind, MarkerLook>> = {
  inProgress: { color: '#35f0b0', color2: '#0b9e6c', glyph: PLAY, size: PIN },
  stopped: { color: '#ff7582', color2: '#c8283a', glyph: PAUSE, size: PIN },
  finished: { color: '#6cc0ff', color2: '#1f6fd1', glyph: CHECK, size: PIN },
  waitingStart: { color: '#ffd060', color2: '#d98a00', glyph: CLOCK, size: PIN },
  planning: { color: '#c3b2ff', color2: '#7a5ce0', glyph: DIAMOND, size: PIN },
  pointing: { color: '#fff27a', color2: '#f0a800', glyph: TARGET, size: [36, 47] },
  other: { color: '#9be3ff', color2: '#2a8fb8', glyph: DOT, size: PIN },
};

const STATES: ReadonlySet<string> = new Set(PROJECT_MAP_STATE.map((s) => s.value));

/** The kind to draw: `pointing` for the highlighted marker, else its icon style when it is a map state. */
export function markerKind(iconStyle: string | null | undefined, highlighted = false): MarkerKind {
  if (highlighted) return 'pointing';
  return iconStyle != null && STATES.has(iconStyle) ? (iconStyle as ProjectMapState) : 'other';
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A marker's own colours (SPEC §3 color, color2) when they are hex colours; the state's otherwise. */
export function markerColours(kind: MarkerKind, color?: string | null, color2?: string | null): readonly [string, string] {
  const look = MARKER_LOOKS[kind];
  if (kind === 'pointing') return [look.color, look.color2]; // the located project always stands out
  const top = color != null && HEX.test(color) ? color : look.color;
  const bottom = color2 != null && HEX.test(color2) ? color2 : color != null && HEX.test(color) ? color : look.color2;
  return [top, bottom];
}

/** Cache key of an icon: one image per kind and colour pair, however many markers share it. */
export function markerIconKey(kind: MarkerKind, colours: readonly [string, string]): string {
  return `${kind}|${colours[0]}|${colours[1]}`;
}

/** The pin as an SVG document, sized in CSS pixels. */
export function markerIconSvg(kind: MarkerKind, colours: readonly [string, string] = markerColours(kind)): string {
  const { glyph, size } = MARKER_LOOKS[kind];
  const [w, h] = size;
  const halo = kind === 'pointing' ? '<circle cx="12" cy="12" r="11.4" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1"/>' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${PIN_VIEW_BOX[0]} ${PIN_VIEW_BOX[1]}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<path d="${PIN_PATH}" fill="url(#g)" stroke="${PIN_RIM}" stroke-width="1.2"/>` +
    halo +
    `<path d="${glyph}" fill="#fff"/></svg>`
  );
}

/** A data URI for an SVG document. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
