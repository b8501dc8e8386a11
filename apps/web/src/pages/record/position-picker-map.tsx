import { toLonLat } from 'ol/proj';
import { useMemo, useRef, useState } from 'react';
import { ProjectMap, type LngLat, type ProjectMapController } from '../../large-screen/map';
import { messages } from '../../messages';

export interface PositionPickerMapProps {
  /** The position chosen so far, if any. */
  readonly value: LngLat | undefined;
  /** A click on the map: the point under it, in degrees. */
  readonly onPick: (point: LngLat) => void;
}

/** Degrees kept to 6 decimals (about 0.1 m), as a site office writes them. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The map of a position field (docs/decisions/0361): the large-screen map (OpenLayers, its configured tiles or
 * the offline base) opened on the value or the default centre, the value drawn as the `pointing` marker; a
 * click picks the point under it. Its own lazy chunk: the form loads OpenLayers only when it shows a position.
 */
export default function PositionPickerMap({ value, onPick }: PositionPickerMapProps) {
  const pick = useRef(onPick);
  pick.current = onPick;
  // Opened once where the value was; later picks move the marker, not the view.
  const [center] = useState(value);
  const markers = useMemo(() => (value === undefined ? [] : [{ id: 'position', title: messages.positionMarker, center: value, iconStyle: 'pointing' }]), [value]);
  const onReady = (controller: ProjectMapController) => {
    controller.map.on('click', (event) => {
      const [lng, lat] = toLonLat(event.coordinate);
      pick.current({ lng: round(lng!), lat: round(lat!) });
    });
  };
  return <ProjectMap markers={markers} center={center} zoom={center === undefined ? undefined : 14} onReady={onReady} testId="position-map" style={{ height: '260px' }} />;
}
