import type { MarkerKind } from './marker-icons';

/**
 * Level of detail for many markers (decision 0184): below zoom 10 (a whole city or more in sight) markers
 * that fall in the same grid cell on screen are drawn as one cluster with their count; from zoom 10 on, each
 * marker is drawn. The grid is anchored to the map's origin, not to the view, so clusters do not change
 * while the map pans, only when it zooms or the markers change. O(n): 10,000 markers cluster in a few ms.
 */
export const CLUSTER_BELOW_ZOOM = 10;
/** Cell size in screen pixels: about one and a half pin widths. */
export const CLUSTER_CELL_PX = 44;

export function shouldCluster(zoom: number): boolean {
  return zoom < CLUSTER_BELOW_ZOOM;
}

export interface ClusterPoint {
  readonly id: string;
  /** Map coordinates (Web Mercator metres). */
  readonly x: number;
  readonly y: number;
  readonly kind: MarkerKind;
}

export interface Cluster {
  readonly key: string;
  /** Mean position of the members. */
  readonly x: number;
  readonly y: number;
  readonly ids: readonly string[];
  /** The most frequent kind (ties: the more urgent, stopped first) colours the cluster. */
  readonly dominant: MarkerKind;
}

/** Order in which kinds win a tie: what a supervisor should notice first. */
const URGENCY: readonly MarkerKind[] = ['pointing', 'stopped', 'inProgress', 'waitingStart', 'planning', 'finished', 'other'];

/** Groups points by grid cell of `cellSize` map units. */
export function clusterOnGrid(points: readonly ClusterPoint[], cellSize: number): Cluster[] {
  const cells = new Map<string, { sx: number; sy: number; ids: string[]; counts: Map<MarkerKind, number> }>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cellSize)}:${Math.floor(p.y / cellSize)}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { sx: 0, sy: 0, ids: [], counts: new Map() };
      cells.set(key, cell);
    }
    cell.sx += p.x;
    cell.sy += p.y;
    cell.ids.push(p.id);
    cell.counts.set(p.kind, (cell.counts.get(p.kind) ?? 0) + 1);
  }
  const clusters: Cluster[] = [];
  for (const [key, cell] of cells) {
    let dominant: MarkerKind = 'other';
    let best = -1;
    for (const kind of URGENCY) {
      const n = cell.counts.get(kind) ?? 0;
      if (n > best) {
        best = n;
        dominant = kind;
      }
    }
    clusters.push({ key, x: cell.sx / cell.ids.length, y: cell.sy / cell.ids.length, ids: cell.ids, dominant });
  }
  return clusters;
}

/** Radius in pixels of a cluster's disc: grows with the logarithm of its count, 14 to 26. */
export function clusterRadius(count: number): number {
  return Math.min(26, 14 + Math.round(3 * Math.log10(Math.max(1, count))));
}

/** The count as drawn: up to 999, then 1k, 1.2k, 10k. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  const k = count / 1000;
  return `${k >= 10 ? Math.round(k) : Math.round(k * 10) / 10}k`;
}
