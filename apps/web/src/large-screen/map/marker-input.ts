/**
 * A marker as the map takes it: the contract's MapMarker (SPEC §3: id, title, center {lng, lat},
 * iconStyle, color, color2) or anything of the same shape, e.g. a screen's own projection of projects.
 */
export interface MarkerInput {
  readonly id: string | number;
  readonly title?: string | null;
  readonly center: { readonly lng: number | string; readonly lat: number | string };
  /** One of the project map states (inProgress, stopped, finished, waitingStart, planning, pointing) or a device icon name. */
  readonly iconStyle?: string | null;
  readonly color?: string | null;
  readonly color2?: string | null;
}
