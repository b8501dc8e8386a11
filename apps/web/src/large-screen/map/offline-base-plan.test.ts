import { describe, expect, it } from '@jest/globals';
import { bboxesIntersect, offlineLevel, provincesToLoad, zoomForResolution, type Bbox } from './offline-base-plan';

const provinces = [
  { code: '440000', bbox: [109.6, 20.2, 117.3, 25.5] as Bbox },
  { code: '810000', bbox: [113.8, 22.1, 114.5, 22.6] as Bbox },
  { code: '110000', bbox: [115.4, 39.4, 117.5, 41.1] as Bbox },
];
const shenzhenView: Bbox = [113.6, 22.3, 114.3, 22.8];

describe('offline base level of detail', () => {
  it.each<[number, boolean, boolean, boolean]>([
    [3, true, false, false],
    [6, true, false, false],
    [7, false, true, false],
    [9, false, true, true],
    [12, false, true, true],
  ])('zoom %d: provinces %s, districts %s, district labels %s', (zoom, p, d, dl) => {
    const level = offlineLevel(zoom);
    expect([level.provinces, level.districts, level.districtLabels]).toEqual([p, d, dl]);
  });

  it('loads the district files of the provinces in sight', () => {
    expect(provincesToLoad(shenzhenView, 12, provinces)).toEqual(['440000', '810000']);
  });

  it('loads none at country zoom', () => expect(provincesToLoad(shenzhenView, 5, provinces)).toEqual([]));

  it('bbox intersection includes touching edges', () => {
    expect(bboxesIntersect([0, 0, 1, 1], [1, 1, 2, 2])).toBe(true);
    expect(bboxesIntersect([0, 0, 1, 1], [1.1, 0, 2, 1])).toBe(false);
  });
});

describe('zoomForResolution', () => {
  it.each([
    [156543.03392804097, 0],
    [38.21851414258813, 12],
  ])('%d m/px is zoom %d', (res, zoom) => expect(zoomForResolution(res)).toBeCloseTo(zoom, 6));
});
