/** A geographic point in degrees (WGS84 / CGCS2000, as the tile services of decision 0181 use). */
export interface LngLat {
  readonly lng: number;
  readonly lat: number;
}
