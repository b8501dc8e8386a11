/**
 * The compact outline files of the offline base (public/map/*.json, written by data/build-offline-base.mjs):
 * coordinates quantised to 1/q degree, each ring a flat list [x0, y0, dx1, dy1, ...] of integer deltas.
 */
export interface OutlineFileFeature {
  /** GB/T 2260 code (absent for a few outlines the source left without one). */
  readonly c?: string;
  readonly n: string;
  /** Centre point [lng, lat]. */
  readonly p: readonly [number, number];
  /** Bounding box [minLng, minLat, maxLng, maxLat] (provinces file only). */
  readonly b?: readonly [number, number, number, number];
  /** Polygons → rings → flat deltas. */
  readonly g: readonly (readonly (readonly number[])[])[];
}

export interface OutlineFile {
  readonly v: 1;
  readonly q: number;
  readonly f: readonly OutlineFileFeature[];
}

/** A decoded outline: polygons of rings of [lng, lat] in degrees. */
export interface Outline {
  readonly code?: string;
  readonly name: string;
  readonly centre: readonly [number, number];
  readonly bbox?: readonly [number, number, number, number];
  readonly polygons: [number, number][][][];
}

/** Decodes one ring, closing it if the source left it open. */
export function decodeRing(flat: readonly number[], q: number): [number, number][] {
  const ring: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i]!;
    y += flat[i + 1]!;
    ring.push([x / q, y / q]);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

/** Encodes one ring (the generator's inverse, kept here so the format has one tested definition). */
export function encodeRing(ring: readonly (readonly [number, number])[], q: number): number[] {
  const flat: number[] = [];
  let px = 0;
  let py = 0;
  for (const [lng, lat] of ring) {
    const x = Math.round(lng * q);
    const y = Math.round(lat * q);
    flat.push(x - px, y - py);
    px = x;
    py = y;
  }
  return flat;
}

/** Whether a parsed JSON value has the outline-file shape (a history fallback may answer with HTML). */
export function isOutlineFile(raw: unknown): raw is OutlineFile {
  if (raw === null || typeof raw !== 'object') return false;
  const o = raw as Partial<OutlineFile>;
  return o.v === 1 && typeof o.q === 'number' && o.q > 0 && Array.isArray(o.f);
}

/** Decodes every feature of a file. */
export function decodeOutlines(file: OutlineFile): Outline[] {
  return file.f.map((f) => ({
    ...(f.c !== undefined ? { code: f.c } : {}),
    name: f.n,
    centre: f.p,
    ...(f.b !== undefined ? { bbox: f.b } : {}),
    polygons: f.g.map((poly) => poly.map((ring) => decodeRing(ring, file.q))),
  }));
}

/** Even-odd point-in-polygon over all rings of all polygons (holes included). */
export function outlineContains(outline: Pick<Outline, 'polygons'>, lng: number, lat: number): boolean {
  let inside = false;
  for (const poly of outline.polygons)
    for (const ring of poly)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
  return inside;
}
