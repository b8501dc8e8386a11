import { loadDivisionRows } from '@worksite/lookups';
import { buildDivisionIndex, type DivisionIndex } from './district-search';
import { isOutlineFile, type OutlineFile } from './outline-codec';
import { mergeMapConfigs, parseMapConfig, type MapConfig } from './map-config';

/** Where the offline base and the map config are served (apps/web/public/map → /map/). */
export const MAP_ASSET_BASE = '/map/';

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  // the history fallback answers a missing file with index.html: treat anything but JSON as absent
  return res.json().catch(() => undefined);
}

/** An outline file; rejects when it is missing or not one. */
export async function fetchOutlineFile(url: string): Promise<OutlineFile> {
  const raw = await fetchJson(url);
  if (!isOutlineFile(raw)) throw new Error(`${url}: not an outline file`);
  return raw;
}

let divisionIndex: Promise<DivisionIndex> | undefined;

/**
 * The administrative-division index, read once per page (185 kB, a lazy chunk of @worksite/lookups' table the
 * server checks codes against; docs/decisions/0525) on the first search or picker.
 */
export function loadDivisionIndex(): Promise<DivisionIndex> {
  divisionIndex ??= loadDivisionRows().then(buildDivisionIndex);
  divisionIndex.catch(() => {
    divisionIndex = undefined; // let a later search try again
  });
  return divisionIndex;
}

declare global {
  interface Window {
    /** Runtime configuration a server may inject into index.html (decision 0181). */
    __WORKSITE_CONFIG__?: { map?: unknown };
  }
}

/** The map config: `window.__WORKSITE_CONFIG__.map` first, then `/map/config.json`; `{}` when neither has one. */
export async function loadMapConfig(base = MAP_ASSET_BASE): Promise<MapConfig> {
  const injected = parseMapConfig(typeof window !== 'undefined' ? window.__WORKSITE_CONFIG__?.map : undefined);
  const file = parseMapConfig(await fetchJson(`${base}config.json`).catch(() => undefined));
  return mergeMapConfigs(injected, file);
}
