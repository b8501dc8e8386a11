import Feature, { type FeatureLike } from 'ol/Feature';
import type OlMap from 'ol/Map';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
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
      geometry: (feature) => feature.get('labelPoint') as Point,
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
  return new Feature({ geometry, name: o.name, code: o.code, labelPoint: new Point(fromLonLat([o.centre[0], o.centre[1]])) });
}

/** Outline style, plus the name at the centre point when the zoom shows names. */
function outlineStyle(kind: 'province' | 'district') {
  const shape = kind === 'province' ? provinceStyle : districtStyle;
  const withShape: Style[] = [shape];
  return (feature: FeatureLike, resolution: number): Style | Style[] => {
    const zoom = zoomForResolution(resolution);
    const level = offlineLevel(zoom);
    if (!(kind === 'province' ? level.provinceLabels : level.districtLabels)) return shape;
    withShape[1] = labelStyle(feature.get('name') as string, kind === 'province' ? 13 : zoom >= 11 ? 14 : 12);
    return withShape;
  };
}

/**
 * The bundled offline base (decision 0181): province outlines for the country view, the district outlines
 * of the provinces in sight from zoom 7, their names decluttered. Drawn through VectorImage layers: rendered
 * once per view and moved as an image while panning (decision 0184).
 */
export class OfflineBase {
  readonly layers: VectorImageLayer<VectorSource>[];
  private readonly provinceSource = new VectorSource();
  private readonly districtSource = new VectorSource();
  private readonly provinceLayer: VectorImageLayer<VectorSource>;
  private readonly districtLayer: VectorImageLayer<VectorSource>;
  private provinces: { code: string; bbox: Bbox }[] = [];
  private readonly loaded = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private map: OlMap | undefined;
  private disposed = false;
  /** Resolves when the province outlines are in (or failed); tests and screenshots wait for it. */
  readonly ready: Promise<void>;
  private readonly onMoveEnd = () => this.update();

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly base = MAP_ASSET_BASE,
  ) {
    // names are drawn into the same image as the outlines (decluttered there), so panning moves one image
    const layer = (source: VectorSource, kind: 'province' | 'district', zIndex: number) =>
      new VectorImageLayer({ source, style: outlineStyle(kind), declutter: true, imageRatio: 1.5, zIndex });
    this.provinceLayer = layer(this.provinceSource, 'province', 0);
    this.districtLayer = layer(this.districtSource, 'district', 1);
    this.layers = [this.provinceLayer, this.districtLayer];
    this.ready = fetchOutlineFile(`${base}provinces.json`)
      .then((file) => {
        if (this.disposed) return;
        const outlines = decodeOutlines(file);
        this.provinces = outlines.filter((o) => o.code && o.bbox).map((o) => ({ code: o.code!, bbox: o.bbox! }));
        this.provinceSource.addFeatures(outlines.map(outlineFeature));
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
