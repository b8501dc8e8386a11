/**
 * Level of detail of the offline base (decision 0181): province outlines for the country view, district
 * outlines of the provinces in sight once zoomed in, district names once they no longer crowd each other.
 */

/** From this zoom on, district outlines replace province outlines. */
export const DISTRICT_MIN_ZOOM = 7;
/** From this zoom on, district names are drawn. */
export const DISTRICT_LABEL_MIN_ZOOM = 9;
/** Below this zoom, province names are drawn. */
export const PROVINCE_LABEL_MAX_ZOOM = DISTRICT_MIN_ZOOM;

export type Bbox = readonly [number, number, number, number];

export interface OfflineLevel {
  readonly provinces: boolean;
  readonly provinceLabels: boolean;
  readonly districts: boolean;
  readonly districtLabels: boolean;
}

/** What the offline base shows at a zoom. */
export function offlineLevel(zoom: number): OfflineLevel {
  const districts = zoom >= DISTRICT_MIN_ZOOM;
  return { provinces: !districts, provinceLabels: !districts && zoom >= 4, districts, districtLabels: zoom >= DISTRICT_LABEL_MIN_ZOOM };
}

export function bboxesIntersect(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** Provinces whose district file is needed for a view extent (in degrees) at a zoom; none below DISTRICT_MIN_ZOOM. */
export function provincesToLoad(view: Bbox, zoom: number, provinces: readonly { readonly code: string; readonly bbox: Bbox }[]): string[] {
  if (zoom < DISTRICT_MIN_ZOOM) return [];
  return provinces.filter((p) => bboxesIntersect(view, p.bbox)).map((p) => p.code);
}

/** Web Mercator resolution (m/px) at zoom 0 for 256-pixel tiles. */
const RESOLUTION_Z0 = 156543.03392804097;

/** The zoom level of a Web Mercator resolution, as style functions receive it. */
export function zoomForResolution(resolution: number): number {
  return Math.log2(RESOLUTION_Z0 / resolution);
}
