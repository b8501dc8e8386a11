import { describe, expect, it } from '@jest/globals';
import guangdongFile from '../../../public/map/districts/440000.json';
import provincesFile from '../../../public/map/provinces.json';
import { decodeOutlines, decodeRing, encodeRing, isOutlineFile, outlineContains, type OutlineFile } from './outline-codec';

const provinceFile = provincesFile as unknown as OutlineFile;

describe('outline codec', () => {
  it('round-trips a ring on the 1/1024 degree grid', () => {
    const ring: [number, number][] = [
      [113.9, 22.5],
      [114.0, 22.5],
      [114.0, 22.6],
      [113.9, 22.5],
    ];
    const decoded = decodeRing(encodeRing(ring, 1024), 1024);
    expect(decoded).toHaveLength(4);
    decoded.forEach(([lng, lat], i) => {
      expect(Math.abs(lng - ring[i]![0])).toBeLessThanOrEqual(0.5 / 1024);
      expect(Math.abs(lat - ring[i]![1])).toBeLessThanOrEqual(0.5 / 1024);
    });
  });

  it('closes an open ring', () => {
    const ring = decodeRing([1024, 1024, 1024, 0, 0, 1024], 1024);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ring).toHaveLength(4);
  });

  it.each([[undefined], ['<!doctype html>'], [{ v: 2, q: 1024, f: [] }], [{ v: 1, f: [] }]])('rejects %j as an outline file', (raw) =>
    expect(isOutlineFile(raw)).toBe(false),
  );

  it('point-in-polygon honours holes', () => {
    const square = (a: number, b: number): [number, number][] => [
      [a, a],
      [b, a],
      [b, b],
      [a, b],
      [a, a],
    ];
    const donut = { polygons: [[square(0, 10), square(4, 6)]] };
    expect(outlineContains(donut, 2, 2)).toBe(true);
    expect(outlineContains(donut, 5, 5)).toBe(false);
    expect(outlineContains(donut, 11, 5)).toBe(false);
  });
});

describe('the bundled offline base (public/map)', () => {
  it('has the 34 provincial-level divisions with bounding boxes', () => {
    expect(isOutlineFile(provinceFile)).toBe(true);
    const provinces = decodeOutlines(provinceFile);
    expect(provinces).toHaveLength(34);
    expect(provinces.every((p) => p.bbox !== undefined && p.polygons.length > 0)).toBe(true);
    const guangdong = provinces.find((p) => p.code === '440000')!;
    expect(guangdong.name).toBe('广东');
    expect(outlineContains(guangdong, 113.28, 23.13)).toBe(true); // Guangzhou
  });

  it('has Shenzhen’s districts, each containing its own centre point', () => {
    const districts = decodeOutlines(guangdongFile as unknown as OutlineFile);
    const nanshan = districts.find((d) => d.code === '440305')!;
    expect(nanshan.name).toBe('南山区');
    expect(outlineContains(nanshan, 113.9446, 22.5405)).toBe(true); // the demo project 南山科技园综合楼项目
    expect(outlineContains(nanshan, 114.0583, 22.5489)).toBe(false); // 福田中心公园 lies in Futian
    const shenzhen = districts.filter((d) => d.code?.startsWith('4403'));
    expect(shenzhen.length).toBeGreaterThanOrEqual(6);
  });
});
