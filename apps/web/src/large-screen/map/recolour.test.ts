import { describe, expect, it } from '@jest/globals';
import { DARK_GREEN, recolourPixels } from './recolour';

const px = (...rgba: number[]) => new Uint8ClampedArray(rgba);

describe('recolourPixels (SPEC §9 dark green tiles)', () => {
  it('turns a white background into the dark colour', () => {
    expect([...recolourPixels(px(255, 255, 255, 255))]).toEqual([...DARK_GREEN.dark, 255]);
  });

  it('turns black text into the light green', () => {
    expect([...recolourPixels(px(0, 0, 0, 255))]).toEqual([...DARK_GREEN.light, 255]);
  });

  it('keeps alpha, so transparent annotation pixels stay transparent', () => {
    const out = recolourPixels(px(0, 0, 0, 0, 10, 20, 30, 128));
    expect(out[3]).toBe(0);
    expect(out[7]).toBe(128);
  });

  it('is green-dominant and darker for lighter sources', () => {
    const levels = [0, 64, 128, 192, 255].map((v) => [...recolourPixels(px(v, v, v, 255))]);
    for (const [r, g, b] of levels) expect(g).toBeGreaterThanOrEqual(Math.max(r!, b!));
    for (let i = 1; i < levels.length; i++) expect(levels[i]![1]).toBeLessThanOrEqual(levels[i - 1]![1]!);
  });

  it('recolours a Tianditu-like light-blue water pixel to a dark tone', () => {
    const [r, g, b] = recolourPixels(px(170, 211, 223, 255));
    expect(r! + g! + b!).toBeLessThan(150);
  });

  it('recolours every pixel of a buffer', () => {
    const data = new Uint8ClampedArray(256 * 256 * 4).fill(255);
    recolourPixels(data);
    expect(data[data.length - 4]).toBe(DARK_GREEN.dark[0]);
  });
});
