import { describe, expect, it } from '@jest/globals';
import { CLUSTER_BELOW_ZOOM, clusterLabel, clusterOnGrid, clusterRadius, shouldCluster, type ClusterPoint } from './marker-clusters';

const p = (id: string, x: number, y: number, kind: ClusterPoint['kind'] = 'inProgress'): ClusterPoint => ({ id, x, y, kind });

describe('shouldCluster', () => {
  it.each([
    [4, true],
    [9.9, true],
    [CLUSTER_BELOW_ZOOM, false],
    [12, false],
  ])('zoom %d → %s', (zoom, expected) => expect(shouldCluster(zoom)).toBe(expected));
});

describe('clusterOnGrid', () => {
  it('puts points of one cell together at their mean position', () => {
    const clusters = clusterOnGrid([p('a', 1, 1), p('b', 3, 5), p('c', 15, 1)], 10);
    expect(clusters).toHaveLength(2);
    const ab = clusters.find((c) => c.ids.length === 2)!;
    expect(ab).toMatchObject({ x: 2, y: 3, ids: ['a', 'b'] });
    expect(clusters.find((c) => c.ids.length === 1)!.ids).toEqual(['c']);
  });

  it('anchors cells to the map origin, so negative coordinates split at 0', () => {
    expect(clusterOnGrid([p('a', -1, 1), p('b', 1, 1)], 10)).toHaveLength(2);
  });

  it('colours a cluster by its most frequent kind, ties going to the more urgent', () => {
    const [major] = clusterOnGrid([p('a', 1, 1, 'finished'), p('b', 2, 2, 'finished'), p('c', 3, 3, 'stopped')], 10);
    expect(major!.dominant).toBe('finished');
    const [tie] = clusterOnGrid([p('a', 1, 1, 'finished'), p('b', 2, 2, 'stopped')], 10);
    expect(tie!.dominant).toBe('stopped');
  });

  it('clusters 10,000 points', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => p(String(i), (i % 100) * 7, Math.floor(i / 100) * 7));
    const clusters = clusterOnGrid(points, 70);
    expect(clusters).toHaveLength(100);
    expect(clusters.reduce((n, c) => n + c.ids.length, 0)).toBe(10_000);
  });
});

describe('cluster drawing', () => {
  it.each([
    [1, 14],
    [10, 17],
    [100, 20],
    [10_000, 26],
    [1_000_000, 26],
  ])('radius of %d is %d', (n, r) => expect(clusterRadius(n)).toBe(r));

  it.each([
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [10_000, '10k'],
  ])('label of %d is %s', (n, label) => expect(clusterLabel(n)).toBe(label));
});
