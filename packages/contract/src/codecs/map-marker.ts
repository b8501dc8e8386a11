import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/** A geographic point. */
export const LngLat = t.type({ lng: NumberFromStringOrNumber, lat: NumberFromStringOrNumber });
/** A geographic point. */
export type LngLat = t.TypeOf<typeof LngLat>;

/** A marker on a large-screen map (SPEC §3); a click emits its id. */
export const MapMarker = t.intersection([
  t.type({ id: StringFromStringOrNumber, center: LngLat }),
  t.partial({
    title: maybe(t.string),
    /** Icon style: one of the project map states or a device icon name. */
    iconStyle: maybe(t.string),
    color: maybe(t.string),
    color2: maybe(t.string),
  }),
]);
/** A marker on a large-screen map. */
export type MapMarker = t.TypeOf<typeof MapMarker>;
