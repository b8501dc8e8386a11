import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import { fromLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { fetchOutlineFile, MAP_ASSET_BASE } from './map-assets';
import { offlineLevel, provincesToLoad, zoomForResolution, type Bbox } from './offline-base-plan';
import { decodeOutlines, type Outline } from './outline-codec';

/** Dark-green style of the offline base (SPEC §9), matching the recoloured tiles' palette. */
export const OFFLINE_BASE_COLOURS = {
  background: '#031a18',
  land: 'rgba(12, 64, 54, 0.55)',
  province: '#2bbf94',
  district: 'rgba(58, 200, 160, 0.55)',
  label: 'rgba(160, 255, 220, 0.85)',
  labelHalo: 'rgba(3, 26, 24, 0.9)',
} as const;

const provinceStyle = new Style({
  fill: new Fill({ color: OFFLINE_BASE_COLOURS.land }),
  stroke: new Stroke({ color: OFFLINE_BASE_COLOURS.province, width: 1.2 }),
});
const districtStyle = new Style({
  fill: new Fill({ color: OFFLINE_BASE_COLOURS.land }),
  stroke: new Stroke({ color: OFFLINE_BASE_COLOURS.district, width: 1 }),
});
const labelStyles = new Map<string, Style>();
function labelStyle(name: string, size: number): Style {
  const key = `${size}|${name}`;
  let style = labelStyles.get(key);
  if (!style) {
    style = new Style({
      text: new Text({
        text: name,
        font: `${size}px "Noto Sans CJK SC", "Microsoft YaHei", sans-serif`,
        fill: new Fill({ color: OFFLINE_BASE_COLOURS.label }),
        stroke: new Stroke({ color: OFFLINE_BASE_COLOURS.labelHalo, width: 3 }),
        overflow: true,
      }),
    });
    labelStyles.set(key, style);
  }
  return style;
}

function outlineFeature(o: Outline): Feature<MultiPolygon> {
  const geometry = new MultiPolygon(o.polygons.map((poly) => poly.map((ring) => ring.map((c) => fromLonLat(c)))));
  return new Feature({ geometry, name: o.name, code: o.code });
}

function labelFeature(o: Outline): Feature<Point> {
  return new Feature({ geometry: new Point(fromLonLat([o.centre[0], o.centre[1]])), name: o.name });
}

/**
 * The bundled offline base (decision 0181): province outlines for the country view, the district outlines
 * of the provinces in sight from zoom 7, names on a decluttered label layer. Polygons are drawn through
 * VectorImage layers (rendered once per view, moved as an image while panning).
 */
export class OfflineBase {
  readonly layers: (VectorImageLayer<VectorSource> | VectorLayer<VectorSource>)[];
  private readonly provinceSource = new VectorSource();
  private readonly districtSource = new VectorSource();
  private readonly labelSource = new VectorSource();
  private readonly provinceLayer: VectorImageLayer<VectorSource>;
  private readonly districtLayer: VectorImageLayer<VectorSource>;
  private readonly labelLayer: VectorLayer<VectorSource>;
  private provinces: { code: string; bbox: Bbox }[] = [];
  private readonly loaded = new Set<string>();
  private map: OlMap | undefined;
  private disposed = false;
  /** Resolves when the province outlines are in (or failed); tests and screenshots wait for it. */
  readonly ready: Promise<void>;
  private readonly onMoveEnd = () => this.update();

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly base = MAP_ASSET_BASE,
  ) {
    this.provinceLayer = new VectorImageLayer({ source: this.provinceSource, style: provinceStyle, imageRatio: 1.5, zIndex: 0 });
    this.districtLayer = new VectorImageLayer({ source: this.districtSource, style: districtStyle, imageRatio: 1.5, zIndex: 1 });
    this.labelLayer = new VectorLayer({
      source: this.labelSource,
      declutter: true,
      zIndex: 2,
      style: (feature, resolution) => {
        const zoom = zoomForResolution(resolution);
        const level = offlineLevel(zoom);
        const isProvince = feature.get('province') === true;
        if (isProvince ? !level.provinceLabels : !level.districtLabels) return undefined;
        return labelStyle(feature.get('name') as string, isProvince ? 13 : zoom >= 11 ? 14 : 12);
      },
    });
    this.layers = [this.provinceLayer, this.districtLayer, this.labelLayer];
    this.ready = fetchOutlineFile(`${base}provinces.json`)
      .then((file) => {
        if (this.disposed) return;
        const outlines = decodeOutlines(file);
        this.provinces = outlines.filter((o) => o.code && o.bbox).map((o) => ({ code: o.code!, bbox: o.bbox! }));
        this.provinceSource.addFeatures(outlines.map(outlineFeature));
        this.labelSource.addFeatures(
          outlines.map((o) => {
            const f = labelFeature(o);
            f.set('province', true);
            return f;
          }),
        );
        this.update();
      })
      .catch((error: unknown) => this.onError(error));
  }

  attach(map: OlMap): void {
    this.map = map;
    map.on('moveend', this.onMoveEnd);
    this.update();
  }

  /** Shows or hides the whole base (hidden under a tile service once its tiles arrive). */
  setVisible(visible: boolean): void {
    for (const layer of this.layers) layer.setVisible(visible);
  }

  /** Resolves once the district files needed for the current view are in. */
  async settled(): Promise<void> {
    await this.ready;
    await Promise.all([...this.pending.values()]);
  }

  private readonly pending = new Map<string, Promise<void>>();

  private update(): void {
    const map = this.map;
    if (!map || this.disposed) return;
    const view = map.getView();
    const zoom = view.getZoom() ?? 0;
    const level = offlineLevel(zoom);
    this.provinceLayer.setVisible(level.provinces);
    this.districtLayer.setVisible(level.districts);
    const size = map.getSize();
    if (!size || !level.districts) return;
    const extent = transformExtent(view.calculateExtent(size), 'EPSG:3857', 'EPSG:4326') as unknown as Bbox;
    for (const code of provincesToLoad(extent, zoom, this.provinces)) {
      if (this.loaded.has(code)) continue;
      this.loaded.add(code);
      const job = fetchOutlineFile(`${this.base}districts/${code}.json`)
        .then((file) => {
          if (this.disposed) return;
          const outlines = decodeOutlines(file);
          this.districtSource.addFeatures(outlines.map(outlineFeature));
          this.labelSource.addFeatures(outlines.map(labelFeature));
        })
        .catch((error: unknown) => {
          this.loaded.delete(code); // try again on the next move
          this.onError(error);
        })
        .finally(() => this.pending.delete(code));
      this.pending.set(code, job);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.map?.un('moveend', this.onMoveEnd);
    this.map = undefined;
  }
}
