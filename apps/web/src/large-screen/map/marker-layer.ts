import Feature, { type FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { markerCanvas } from './marker-canvas';
import { CLUSTER_CELL_PX, clusterLabel, clusterOnGrid, clusterRadius, shouldCluster, type ClusterPoint } from './marker-clusters';
import { MARKER_LOOKS, PIN_RIM, markerColours, markerIconKey, markerKind, type MarkerKind } from './marker-icons';
import type { MarkerInput } from './marker-input';

/** SPEC §2.10: the marker layer stacks at 1000, above every base layer. */
export const MARKER_LAYER_Z_INDEX = 1000;

/**
 * How the marker layer is drawn (decision 0184 measured them): `image` (default) renders once per view and
 * moves an image while panning; `vector` redraws every icon each frame. (A WebGL layer was measured too and
 * left out: 0.4 frames/s under SwiftShader, the software WebGL of a machine without a GPU.)
 */
export type MarkerRenderMode = 'image' | 'vector';

const styles = new Map<string, Style>();

/** One shared Style (and icon canvas) per kind and colour pair, whatever the number of markers. */
function markerStyle(kind: MarkerKind, colours: readonly [string, string]): Style {
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

const clusterStyles = new Map<string, Style>();

/** A disc in the dominant state's colour with the count in it. */
function clusterStyle(kind: MarkerKind, count: number): Style {
  const label = clusterLabel(count);
  const key = `${kind}|${label}`;
  let style = clusterStyles.get(key);
  if (!style) {
    style = new Style({
      image: new CircleStyle({
        radius: clusterRadius(count),
        fill: new Fill({ color: MARKER_LOOKS[kind].color2 }),
        stroke: new Stroke({ color: MARKER_LOOKS[kind].color, width: 3 }),
      }),
      text: new Text({ text: label, font: 'bold 13px sans-serif', fill: new Fill({ color: '#fff' }), stroke: new Stroke({ color: PIN_RIM, width: 2 }) }),
    });
    clusterStyles.set(key, style);
  }
  return style;
}

const drawFeature = (feature: FeatureLike): Style => {
  const ids = feature.get('clusterIds') as string[] | undefined;
  if (ids !== undefined && ids.length > 1) return clusterStyle(feature.get('kind') as MarkerKind, ids.length);
  return markerStyle(feature.get('kind') as MarkerKind, feature.get('colours') as [string, string]);
};

type MarkerFeature = Feature<Point>;
type Layer = VectorImageLayer<VectorSource<MarkerFeature>> | VectorLayer<VectorSource<MarkerFeature>>;

function makeLayer(mode: MarkerRenderMode, source: VectorSource<MarkerFeature>, visible = true): Layer {
  const common = { source, zIndex: MARKER_LAYER_Z_INDEX, visible, properties: { markers: true } };
  if (mode === 'vector') return new VectorLayer({ ...common, style: drawFeature });
  return new VectorImageLayer({ ...common, style: drawFeature, imageRatio: 1.5 });
}

/**
 * The project markers: features kept by id and updated in place; below zoom 10 drawn as grid clusters
 * (marker-clusters.ts) on a second layer at the same z-index.
 */
export class MarkerLayer {
  readonly layer: Layer;
  /** Clusters and lone markers while zoomed out. */
  readonly clusterLayer: VectorImageLayer<VectorSource<MarkerFeature>>;
  // No spatial index: with points only, a linear pass over 10,000 features per render is cheaper than keeping
  // an R-tree current through live position updates.
  private readonly source = new VectorSource<MarkerFeature>({ useSpatialIndex: false });
  private readonly clusterSource = new VectorSource<MarkerFeature>({ useSpatialIndex: false });
  private readonly byId = new Map<string, MarkerFeature>();
  private readonly inputs = new Map<string, MarkerInput>();
  private highlighted: string | undefined;
  private clusterResolution: number | undefined;
  private clustersStale = true;

  constructor(mode: MarkerRenderMode = 'image') {
    this.layer = makeLayer(mode, this.source);
    this.clusterLayer = makeLayer('image', this.clusterSource, false) as VectorImageLayer<VectorSource<MarkerFeature>>;
  }

  /** Both layers, for the map. */
  get layers(): Layer[] {
    return [this.layer, this.clusterLayer];
  }

  /** Replaces the markers: unchanged ones (same object) are skipped, changed ones updated, others added or removed. */
  setMarkers(markers: readonly MarkerInput[]): void {
    const seen = new Set<string>();
    const added: MarkerFeature[] = [];
    for (const m of markers) {
      const id = String(m.id);
      if (seen.has(id)) continue;
      const existing = this.byId.get(id);
      if (existing && this.inputs.get(id) === m) {
        seen.add(id); // the same object as last time: nothing to compare
        continue;
      }
      const lng = Number(m.center.lng);
      const lat = Number(m.center.lat);
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
      seen.add(id);
      this.inputs.set(id, m);
      const props = {
        kind: markerKind(m.iconStyle, id === this.highlighted),
        title: m.title ?? '',
        iconStyle: m.iconStyle ?? '',
        color: m.color ?? '',
        color2: m.color2 ?? '',
      };
      const colours = markerColours(props.kind, props.color, props.color2);
      const [x, y] = fromLonLat([lng, lat]) as [number, number];
      if (!existing) {
        const f = new Feature({ geometry: new Point([x, y]) }) as MarkerFeature;
        f.setId(id);
        f.setProperties({ ...props, colours }, true);
        this.byId.set(id, f);
        added.push(f);
        continue;
      }
      const point = existing.getGeometry()!;
      const [px, py] = point.getCoordinates();
      if (px !== x || py !== y) point.setCoordinates([x, y]);
      const changed = (Object.keys(props) as (keyof typeof props)[]).some((k) => existing.get(k) !== props[k]);
      if (changed) existing.setProperties({ ...props, colours });
    }
    for (const [id, f] of this.byId) {
      if (!seen.has(id)) {
        this.source.removeFeature(f);
        this.byId.delete(id);
        this.inputs.delete(id);
      }
    }
    if (added.length) this.source.addFeatures(added);
    this.clustersStale = true;
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
    this.clustersStale = true;
  }

  /**
   * Chooses markers or clusters for a zoom and resolution (call on every view change and after marker
   * updates; it recomputes clusters only when the resolution or the markers changed).
   */
  updateLevelOfDetail(zoom: number, resolution: number): void {
    const cluster = shouldCluster(zoom);
    this.layer.setVisible(!cluster);
    this.clusterLayer.setVisible(cluster);
    if (!cluster || (!this.clustersStale && this.clusterResolution === resolution)) return;
    this.clusterResolution = resolution;
    this.clustersStale = false;
    const points: ClusterPoint[] = [];
    const lone: MarkerFeature[] = [];
    for (const [id, f] of this.byId) {
      if (id === this.highlighted) {
        lone.push(this.loneCopy(f, [id]));
        continue;
      }
      const [x, y] = f.getGeometry()!.getCoordinates() as [number, number];
      points.push({ id, x, y, kind: f.get('kind') as MarkerKind });
    }
    const features = clusterOnGrid(points, CLUSTER_CELL_PX * resolution).map((c) => {
      if (c.ids.length === 1) return this.loneCopy(this.byId.get(c.ids[0]!)!, c.ids);
      const f = new Feature({ geometry: new Point([c.x, c.y]) }) as MarkerFeature;
      f.setId(`cluster:${c.key}`);
      f.setProperties({ kind: c.dominant, clusterIds: c.ids }, true);
      return f;
    });
    this.clusterSource.clear(true);
    this.clusterSource.addFeatures([...features, ...lone]);
  }

  /** A cluster-layer copy of a marker drawn alone (same id, so a click still emits it). */
  private loneCopy(f: MarkerFeature, ids: readonly string[]): MarkerFeature {
    const copy = new Feature({ geometry: f.getGeometry()!.clone() }) as MarkerFeature;
    copy.setId(f.getId());
    copy.setProperties({ kind: f.get('kind'), colours: f.get('colours'), title: f.get('title'), clusterIds: ids }, true);
    return copy;
  }

  /** Whether a marker with this id is on the map. */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** A marker's map coordinate. */
  coordinateOf(id: string): number[] | undefined {
    return this.byId.get(id)?.getGeometry()?.getCoordinates();
  }

  get count(): number {
    return this.byId.size;
  }
}
