/**
 * Runtime map configuration (decision 0181): where base tiles come from. Read in the browser from
 * `window.__WORKSITE_CONFIG__.map` (a server may inject it into index.html) and `/map/config.json`
 * (shipped as `{}`; an operator edits it in the deployed `dist/`, or the server answers that path from
 * MAP_TILE_KEY / MAP_XYZ_URL). Nothing configured: the bundled offline base.
 */
export interface MapConfig {
  /** Tianditu-style tile-service key (vector `vec_w` and annotation `cva_w` layers). */
  readonly tileKey?: string;
  /** A plain XYZ URL template with {z}, {x} and {y} (or {-y}); `{a-c}` / `{0-7}` pick subdomains. */
  readonly xyzUrl?: string;
  /** Recolour tiles to the dark-green style (SPEC §9); true unless set to false. */
  readonly recolour?: boolean;
}

/** One tile layer of the chosen base. */
export interface TileLayerPlan {
  readonly url: string;
  readonly recolour: boolean;
  /** Label layers keep transparent pixels transparent and are drawn above the vector layer. */
  readonly role: 'base' | 'labels';
}

/** The base the map draws: tiles of a configured service, or the bundled district outlines. */
export type BasePlan =
  | { readonly kind: 'tianditu'; readonly layers: readonly TileLayerPlan[]; readonly attribution: string }
  | { readonly kind: 'xyz'; readonly layers: readonly TileLayerPlan[] }
  | { readonly kind: 'offline' };

const TIANDITU = (layer: 'vec' | 'cva', key: string) =>
  `https://t{0-7}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}` +
  `&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${encodeURIComponent(key)}`;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A key is a token of letters and digits (Tianditu's are 32 hex digits); anything else is ignored. */
function validKey(v: unknown): string | undefined {
  const key = text(v);
  return key !== undefined && /^[A-Za-z0-9_-]{8,128}$/.test(key) ? key : undefined;
}

/** An XYZ template must be http(s) or same-origin and carry {z}, {x} and {y} or {-y}. */
function validXyz(v: unknown): string | undefined {
  const url = text(v);
  if (url === undefined) return undefined;
  if (!/^(https?:\/\/|\/)/i.test(url)) return undefined;
  return url.includes('{z}') && url.includes('{x}') && (url.includes('{y}') || url.includes('{-y}')) ? url : undefined;
}

/** Reads one config source (`{tileKey, xyzUrl, recolour}` or `{map: {...}}`); unknown or invalid fields are dropped. */
export function parseMapConfig(raw: unknown): MapConfig {
  if (raw === null || typeof raw !== 'object') return {};
  const obj = raw as Record<string, unknown>;
  const source = obj.map !== null && typeof obj.map === 'object' ? (obj.map as Record<string, unknown>) : obj;
  const tileKey = validKey(source.tileKey ?? source.tk);
  const xyzUrl = validXyz(source.xyzUrl);
  return {
    ...(tileKey !== undefined ? { tileKey } : {}),
    ...(xyzUrl !== undefined ? { xyzUrl } : {}),
    ...(source.recolour === false ? { recolour: false } : {}),
  };
}

/** Sources in priority order (first wins field by field): the injected window config, then /map/config.json. */
export function mergeMapConfigs(...configs: readonly MapConfig[]): MapConfig {
  const pick = <K extends keyof MapConfig>(k: K) => configs.find((c) => c[k] !== undefined)?.[k];
  const tileKey = pick('tileKey');
  const xyzUrl = pick('xyzUrl');
  const recolour = pick('recolour');
  return {
    ...(tileKey !== undefined ? { tileKey } : {}),
    ...(xyzUrl !== undefined ? { xyzUrl } : {}),
    ...(recolour !== undefined ? { recolour } : {}),
  };
}

/**
 * The base to draw. An explicit XYZ template wins over a key (it names a server on purpose); a key gives
 * Tianditu's vector and annotation layers; nothing gives the offline base (never a blank map, DESIGN §3).
 */
export function chooseBase(config: MapConfig): BasePlan {
  const recolour = config.recolour !== false;
  if (config.xyzUrl !== undefined) return { kind: 'xyz', layers: [{ url: config.xyzUrl, recolour, role: 'base' }] };
  if (config.tileKey !== undefined) {
    return {
      kind: 'tianditu',
      attribution: '天地图',
      layers: [
        { url: TIANDITU('vec', config.tileKey), recolour, role: 'base' },
        { url: TIANDITU('cva', config.tileKey), recolour, role: 'labels' },
      ],
    };
  }
  return { kind: 'offline' };
}
