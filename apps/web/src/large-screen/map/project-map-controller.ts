import OlMap from 'ol/Map';
import View from 'ol/View';
import type { FeatureLike } from 'ol/Feature';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { fromLonLat, toLonLat } from 'ol/proj';
import { MAX_ZOOM, MIN_ZOOM, resolveView } from './default-view';
import type { LngLat } from './lng-lat';
import { MAP_ASSET_BASE, loadMapConfig } from './map-assets';
import { chooseBase, type BasePlan, type MapConfig } from './map-config';
import type { MarkerInput } from './marker-input';
import type Point from 'ol/geom/Point';
import { CLUSTER_BELOW_ZOOM } from './marker-clusters';
import { MarkerLayer, type MarkerRenderMode } from './marker-layer';
import { mapMessages } from './map-messages';
import { OfflineBase } from './offline-base';
import { createTileLayers } from './tile-base';

/** Which base is on screen: the bundled outlines, or a configured tile service (and whether it answers). */
export type BaseStatus = { readonly kind: 'offline' } | { readonly kind: 'tiles'; readonly plan: BasePlan; readonly loaded: boolean };

export interface ProjectMapOptions {
  readonly center?: Partial<LngLat> | null;
  readonly zoom?: number | null;
  /** Drag-pan, wheel and double-click zoom (decision 0180); false for a wall that nobody touches. */
  readonly interactive?: boolean;
  readonly markerRender?: MarkerRenderMode;
  /** A known config skips loading /map/config.json (tests, bench). */
  readonly config?: MapConfig;
  readonly assetBase?: string;
  readonly onMarkerClick?: (id: string) => void;
  readonly onHover?: (hover: { id: string; title: string; x: number; y: number } | undefined) => void;
  readonly onBaseStatus?: (status: BaseStatus) => void;
  readonly onError?: (error: unknown) => void;
}

/**
 * The large-screen map of SPEC §2.10 without React: an OpenLayers map with no controls, the offline base
 * (always there first, so the map is never blank), configured tiles when a key or URL is set, and the
 * marker layer at z-index 1000 emitting the clicked marker's id.
 */
export class ProjectMapController {
  readonly map: OlMap;
  readonly markers: MarkerLayer;
  readonly offline: OfflineBase;
  /** Resolves when the base is chosen and the province outlines are in. */
  readonly ready: Promise<void>;
  private status: BaseStatus = { kind: 'offline' };
  private disposed = false;
  private hoverFrame = 0;
  private lastHover: string | undefined;

  constructor(
    target: HTMLElement,
    private readonly options: ProjectMapOptions = {},
  ) {
    const { center, zoom } = resolveView(options.center, options.zoom);
    const interactive = options.interactive !== false;
    this.offline = new OfflineBase((e) => options.onError?.(e), options.assetBase ?? MAP_ASSET_BASE);
    this.markers = new MarkerLayer(options.markerRender ?? 'image');
    this.map = new OlMap({
      target,
      controls: [], // SPEC §2.10: map controls are disabled
      interactions: interactive
        ? defaultInteractions({ altShiftDragRotate: false, pinchRotate: false, keyboard: false, shiftDragZoom: false })
        : [],
      layers: [...this.offline.layers, ...this.markers.layers],
      view: new View({ center: fromLonLat([center.lng, center.lat]), zoom, minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM, enableRotation: false }),
    });
    this.offline.attach(this.map);
    this.map.on('moveend', this.onMoveEnd);
    this.updateLevelOfDetail();
    this.map.on('click', this.onClick);
    this.map.on('pointermove', this.onPointerMove);
    this.ready = Promise.all([this.offline.ready, this.applyConfig()]).then(() => undefined);
  }

  private async applyConfig(): Promise<void> {
    const config = this.options.config ?? (await loadMapConfig(this.options.assetBase ?? MAP_ASSET_BASE).catch(() => ({})));
    if (this.disposed) return;
    const plan = chooseBase(config);
    if (plan.kind === 'offline') {
      this.setStatus({ kind: 'offline' });
      return;
    }
    let loaded = false;
    const layers = createTileLayers(plan.layers, (ok) => {
      if (!ok || loaded || this.disposed) return;
      loaded = true;
      // tiles answer: the outlines underneath are no longer seen, stop drawing them
      this.offline.setVisible(false);
      this.setStatus({ kind: 'tiles', plan, loaded: true });
    });
    for (const layer of layers) this.map.addLayer(layer);
    this.setStatus({ kind: 'tiles', plan, loaded: false });
  }

  private setStatus(status: BaseStatus): void {
    this.status = status;
    this.options.onBaseStatus?.(status);
  }

  get baseStatus(): BaseStatus {
    return this.status;
  }

  setMarkers(markers: readonly MarkerInput[]): void {
    this.markers.setMarkers(markers);
    this.updateLevelOfDetail();
  }

  setHighlighted(id: string | number | undefined | null): void {
    this.markers.setHighlighted(id == null ? undefined : String(id));
    this.updateLevelOfDetail();
  }

  private readonly onMoveEnd = () => this.updateLevelOfDetail();

  /** Markers or clusters for the current zoom (clusters below zoom 10, decision 0184). */
  private updateLevelOfDetail(): void {
    const view = this.map.getView();
    const zoom = view.getZoom();
    const resolution = view.getResolution();
    if (zoom !== undefined && resolution !== undefined) this.markers.updateLevelOfDetail(zoom, resolution);
  }

  /** Moves to a centre (and zoom), animated unless `duration` is 0. */
  flyTo(center: Partial<LngLat> | null | undefined, zoom?: number | null, duration = 800): void {
    const view = this.map.getView();
    const target = resolveView(center, zoom ?? view.getZoom());
    const to = { center: fromLonLat([target.center.lng, target.center.lat]), zoom: target.zoom };
    if (duration <= 0) {
      view.setCenter(to.center);
      view.setZoom(to.zoom);
    } else {
      view.cancelAnimations();
      view.animate({ ...to, duration });
    }
  }

  /** Current centre in degrees and zoom. */
  viewState(): { center: LngLat; zoom: number } {
    const view = this.map.getView();
    const [lng, lat] = toLonLat(view.getCenter() ?? [0, 0]);
    return { center: { lng: lng!, lat: lat! }, zoom: view.getZoom() ?? 0 };
  }

  private markerAt(pixel: number[]): FeatureLike | undefined {
    const layers: unknown[] = this.markers.layers;
    return this.map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => layers.includes(l), hitTolerance: 3 });
  }

  private readonly onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
    const feature = this.markerAt(event.pixel);
    const id = feature?.getId();
    if (id === undefined || !feature) return;
    const members = feature.get('clusterIds') as string[] | undefined;
    if (members !== undefined && members.length > 1) {
      // a cluster opens up: zoom in on it until its markers are drawn one by one
      const view = this.map.getView();
      const [lng, lat] = toLonLat((feature.getGeometry() as Point).getCoordinates());
      this.flyTo({ lng: lng!, lat: lat! }, Math.min(CLUSTER_BELOW_ZOOM, (view.getZoom() ?? 0) + 2), 500);
      return;
    }
    this.options.onMarkerClick?.(String(id));
  };

  private readonly onPointerMove = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
    if (event.dragging || this.hoverFrame) return;
    const pixel = event.pixel;
    this.hoverFrame = requestAnimationFrame(() => {
      this.hoverFrame = 0;
      if (this.disposed) return;
      const feature = this.markerAt(pixel);
      const id = feature?.getId();
      const key = id === undefined ? undefined : String(id);
      const element = this.map.getTargetElement();
      if (element) element.style.cursor = key === undefined ? '' : 'pointer';
      if (key === this.lastHover) return;
      this.lastHover = key;
      const members = feature?.get('clusterIds') as string[] | undefined;
      const title = members !== undefined && members.length > 1 ? mapMessages.clusterTitle(members.length) : String(feature?.get('title') ?? '');
      this.options.onHover?.(key === undefined ? undefined : { id: key, title, x: pixel[0]!, y: pixel[1]! });
    });
  };

  /** Pixel of a marker on screen (for tests and tooltips), undefined when it is not on the map. */
  markerPixel(id: string): [number, number] | undefined {
    const coordinate = this.markers.coordinateOf(id);
    const pixel = coordinate ? this.map.getPixelFromCoordinate(coordinate) : undefined;
    return pixel ? [pixel[0]!, pixel[1]!] : undefined;
  }

  dispose(): void {
    this.disposed = true;
    if (this.hoverFrame) cancelAnimationFrame(this.hoverFrame);
    this.map.un('click', this.onClick);
    this.map.un('moveend', this.onMoveEnd);
    this.map.un('pointermove', this.onPointerMove);
    this.offline.dispose();
    this.map.setTarget(undefined);
  }
}
