import type { LngLat } from './lng-lat';

/** SPEC §2.10, §9: the large-screen map opens at zoom 12. */
export const DEFAULT_ZOOM = 12;

/**
 * Fixed centre when no coordinates are given (SPEC §2.10: value not shown; decision 0180): the centroid of
 * the demo projects in Shenzhen (Nanshan, Qianhai, Bao'an, Futian), so a fresh install opens on its data.
 */
export const DEFAULT_CENTER: LngLat = { lng: 113.93, lat: 22.56 };

/** Zoom limits of the view: whole country to street level. */
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

/** Centre and zoom to show: the given ones when valid numbers in range, otherwise the defaults. */
export function resolveView(center?: Partial<LngLat> | null, zoom?: number | null): { center: LngLat; zoom: number } {
  const lng = Number(center?.lng);
  const lat = Number(center?.lat);
  const validCenter =
    center != null && center.lng != null && center.lat != null && Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 85 && !(lng === 0 && lat === 0);
  const z = Number(zoom);
  const validZoom = zoom != null && Number.isFinite(z);
  return {
    center: validCenter ? { lng, lat } : DEFAULT_CENTER,
    zoom: validZoom ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z)) : DEFAULT_ZOOM,
  };
}
