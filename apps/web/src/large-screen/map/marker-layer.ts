import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import type { FlatStyleLike } from 'ol/style/flat';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Icon from 'ol/style/Icon';
import Style from 'ol/style/Style';
import type { MarkerInput } from './marker-input';
import { markerCanvas } from './marker-canvas';
import { MARKER_LOOKS, markerColours, markerIconKey, markerIconSvg, markerKind, svgDataUri, type MarkerKind } from './marker-icons';

/** SPEC §2.10: the marker layer stacks at 1000, above every base layer. */
export const MARKER_LAYER_Z_INDEX = 1000;

/** How the marker layer is drawn (decision 0184 compares them; `image` is the default). */
export type MarkerRenderMode = 'image' | 'vector' | 'webgl';

/** WebGL style: one rule per kind, icons by state (a marker's own colours are not drawn in this mode). */
function webglRules(): FlatStyleLike {
  return (Object.keys(MARKER_LOOKS) as MarkerKind[]).map((kind) => ({
    filter: ['==', ['get', 'kind'], kind],
    style: {
      'icon-src': svgDataUri(markerIconSvg(kind)),
      'icon-anchor': [0.5, 1],
      'icon-width': MARKER_LOOKS[kind].size[0],
      'icon-height': MARKER_LOOKS[kind].size[1],
    },
  }));
}

const styles = new Map<string, Style>();

/** One shared Style (and icon image) per kind and colour pair, whatever the number of markers. */
function styleFor(kind: MarkerKind, colours: readonly [string, string]): Style {
  const key = markerIconKey(kind, colours);
  let style = styles.get(key);
  if (!style) {
    const [width, height] = MARKER_LOOKS[kind].size;
    // drawn at the screen's pixel ratio, so OpenLayers blits the pin without resampling it
    const ratio = Math.max(1, globalThis.devicePixelRatio || 1);
    style = new Style({
      image: new Icon({ img: markerCanvas(kind, colours, ratio), anchor: [0.5, 1], width, height }),
      // the located project is drawn over its neighbours
      zIndex: kind === 'pointing' ? 1 : 0,
    });
    styles.set(key, style);
  }
  return style;
}

type MarkerFeature = Feature<Point>;

/** The project markers: features kept by id, updated in place when markers change. */
export class MarkerLayer {
  readonly layer: VectorImageLayer<VectorSource<MarkerFeature>> | VectorLayer<VectorSource<MarkerFeature>> | WebGLVectorLayer<VectorSource<MarkerFeature>>;
  // No spatial index: with points only, a linear pass over 10,000 features per render is cheaper than keeping
  // an R-tree current through live position updates (a move was ~50 µs of R-tree work per marker).
  private readonly source = new VectorSource<MarkerFeature>({ useSpatialIndex: false });
  private readonly byId = new Map<string, MarkerFeature>();
  private highlighted: string | undefined;

  constructor(mode: MarkerRenderMode = 'image') {
    const style = (feature: unknown) => {
      const f = feature as MarkerFeature;
      return styleFor(f.get('kind') as MarkerKind, f.get('colours') as [string, string]);
    };
    this.layer =
      mode === 'image'
        ? new VectorImageLayer({ source: this.source, style, zIndex: MARKER_LAYER_Z_INDEX, imageRatio: 1.5, properties: { markers: true } })
        : mode === 'webgl'
          ? new WebGLVectorLayer({ source: this.source, style: webglRules(), zIndex: MARKER_LAYER_Z_INDEX, properties: { markers: true } })
          : new VectorLayer({ source: this.source, style, zIndex: MARKER_LAYER_Z_INDEX, properties: { markers: true } });
  }

  /** Replaces the markers: unchanged ones are left alone, moved or restyled ones updated, others added or removed. */
  setMarkers(markers: readonly MarkerInput[]): void {
    const seen = new Set<string>();
    const added: MarkerFeature[] = [];
    for (const m of markers) {
      const id = String(m.id);
      const lng = Number(m.center.lng);
      const lat = Number(m.center.lat);
      if (seen.has(id) || !Number.isFinite(lng) || !Number.isFinite(lat)) continue;
      seen.add(id);
      const props = {
        kind: markerKind(m.iconStyle, id === this.highlighted),
        title: m.title ?? '',
        iconStyle: m.iconStyle ?? '',
        color: m.color ?? '',
        color2: m.color2 ?? '',
      };
      const colours = markerColours(props.kind, props.color, props.color2);
      const existing = this.byId.get(id);
      if (!existing) {
        const f = new Feature({ geometry: new Point(fromLonLat([lng, lat])) }) as MarkerFeature;
        f.setId(id);
        f.setProperties({ ...props, colours }, true);
        this.byId.set(id, f);
        added.push(f);
        continue;
      }
      const [x, y] = fromLonLat([lng, lat]);
      const point = existing.getGeometry()!;
      const [px, py] = point.getCoordinates();
      if (px !== x || py !== y) point.setCoordinates([x!, y!]);
      const changed = (Object.keys(props) as (keyof typeof props)[]).some((k) => existing.get(k) !== props[k]);
      if (changed) existing.setProperties({ ...props, colours });
    }
    for (const [id, f] of this.byId) {
      if (!seen.has(id)) {
        this.source.removeFeature(f);
        this.byId.delete(id);
      }
    }
    if (added.length) this.source.addFeatures(added);
  }

  /** Marks one marker as `pointing` (SPEC §3), the previous one back to its own state. */
  setHighlighted(id: string | undefined): void {
    if (id === this.highlighted) return;
    const previous = this.highlighted;
    this.highlighted = id;
    for (const key of [previous, id]) {
      const f = key === undefined ? undefined : this.byId.get(key);
      if (!f) continue;
      const kind = markerKind(f.get('iconStyle') as string, key === id);
      f.setProperties({ kind, colours: markerColours(kind, f.get('color') as string, f.get('color2') as string) });
    }
  }

  /** Whether a marker with this id is on the map. */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  get count(): number {
    return this.byId.size;
  }
}
