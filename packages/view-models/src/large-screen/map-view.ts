import type { PanelMarker } from './panel-data';

/** SPEC §2.10: the map opens at zoom 12 (one project, or none). */
export const MAP_DEFAULT_ZOOM = 12;
/** The widest view an overview opens at (a province). */
export const MAP_MIN_FIT_ZOOM = 5;
/** Width the fit assumes for the map panel, px at 1920 (the overview's middle column). */
const FIT_WIDTH_PX = 700;

/** Centre and zoom that show every marker. */
export interface MapView {
  readonly center: { readonly lng: number; readonly lat: number } | undefined;
  readonly zoom: number;
}

/**
 * The view of an overview map: the server's centre (else the markers' middle) and the largest zoom at which
 * the markers' spread (with a margin) fits the panel, never closer than 12 (SPEC §2.10 default).
 */
export function mapViewOf(markers: readonly PanelMarker[], center?: { lng: number; lat: number }): MapView {
  if (markers.length === 0) return { center, zoom: MAP_DEFAULT_ZOOM };
  const lngs = markers.map((m) => m.lng);
  const lats = markers.map((m) => m.lat);
  const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const middle = { lng: (minLng + maxLng) / 2, lat: (minLat + maxLat) / 2 };
  // Web Mercator: 256·2^z px span 360°; latitude degrees stretched ~1.1 at these latitudes.
  const span = Math.max(maxLng - minLng, (maxLat - minLat) * 1.1) * 1.3;
  const zoom = span <= 0 ? MAP_DEFAULT_ZOOM : Math.floor(Math.log2((FIT_WIDTH_PX * 360) / (256 * span)));
  return { center: center ?? middle, zoom: Math.max(MAP_MIN_FIT_ZOOM, Math.min(MAP_DEFAULT_ZOOM, zoom)) };
}
