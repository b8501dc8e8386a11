/** The large-screen map (SPEC §2.10, decisions 0180–0184). Import lazily: it carries OpenLayers. */
export { ProjectMap, type ProjectMapProps } from './project-map';
export { ProjectMapController, type BaseStatus, type ProjectMapOptions } from './project-map-controller';
export { DistrictSearchBox } from './district-search-box';
export type { MarkerInput } from './marker-input';
export type { LngLat } from './lng-lat';
export { DEFAULT_CENTER, DEFAULT_ZOOM } from './default-view';
export { MARKER_LAYER_Z_INDEX } from './marker-layer';
export { searchDistricts, type Division } from './district-search';
export { loadDivisionIndex } from './map-assets';
