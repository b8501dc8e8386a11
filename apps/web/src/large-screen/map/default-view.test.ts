import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, resolveView } from './default-view';

describe('resolveView (SPEC §2.10: lng, lat, optional zoom default 12, fixed default centre)', () => {
  it('uses the given centre and zoom', () => {
    expect(resolveView({ lng: 116.4, lat: 39.9 }, 10)).toEqual({ center: { lng: 116.4, lat: 39.9 }, zoom: 10 });
  });

  it('defaults zoom to 12', () => {
    expect(DEFAULT_ZOOM).toBe(12);
    expect(resolveView({ lng: 116.4, lat: 39.9 }).zoom).toBe(12);
    expect(resolveView({ lng: 116.4, lat: 39.9 }, null).zoom).toBe(12);
  });

  it.each<[string, Parameters<typeof resolveView>[0]]>([
    ['nothing', undefined],
    ['null', null],
    ['only lng', { lng: 116.4 }],
    ['NaN', { lng: Number.NaN, lat: 39.9 }],
    ['out of range', { lng: 200, lat: 39.9 }],
    ['0,0 (an unset record)', { lng: 0, lat: 0 }],
  ])('falls back to the fixed default centre for %s', (_, center) => {
    expect(resolveView(center).center).toEqual(DEFAULT_CENTER);
  });

  it('accepts numeric strings that arrive from lenient codecs', () => {
    expect(resolveView({ lng: '113.9' as unknown as number, lat: '22.5' as unknown as number }).center).toEqual({ lng: 113.9, lat: 22.5 });
  });

  it('clamps zoom into the view limits', () => {
    expect(resolveView(undefined, 40).zoom).toBe(MAX_ZOOM);
    expect(resolveView(undefined, -1).zoom).toBe(MIN_ZOOM);
  });
});
