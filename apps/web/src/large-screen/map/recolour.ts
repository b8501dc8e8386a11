/**
 * SPEC §9: tile images recoloured to a dark green style. A pixel's luminance is inverted (light map
 * backgrounds become dark, dark roads and text become light) and mapped onto a ramp from `dark` to `light`;
 * alpha is kept, so transparent annotation tiles stay transparent.
 */
export interface RecolourPalette {
  /** Colour of white source pixels (the map background). */
  readonly dark: readonly [number, number, number];
  /** Colour of black source pixels (text, outlines). */
  readonly light: readonly [number, number, number];
  /** >1 keeps mid-tones darker, so roads do not glare on a wall display. */
  readonly gamma: number;
}

/** The dark-green large-screen style. */
export const DARK_GREEN: RecolourPalette = { dark: [3, 26, 24], light: [122, 255, 205], gamma: 1.35 };

const tables = new WeakMap<RecolourPalette, Uint8ClampedArray>();

/** 256 luminance levels → RGB triples, computed once per palette. */
export function recolourTable(palette: RecolourPalette = DARK_GREEN): Uint8ClampedArray {
  const cached = tables.get(palette);
  if (cached) return cached;
  const table = new Uint8ClampedArray(256 * 3);
  for (let l = 0; l < 256; l++) {
    const t = Math.pow(1 - l / 255, palette.gamma);
    for (let c = 0; c < 3; c++) table[l * 3 + c] = Math.round(palette.dark[c]! + (palette.light[c]! - palette.dark[c]!) * t);
  }
  tables.set(palette, table);
  return table;
}

/** Recolours RGBA pixels in place (an ImageData's `data`). */
export function recolourPixels(data: Uint8ClampedArray, palette: RecolourPalette = DARK_GREEN): Uint8ClampedArray {
  const table = recolourTable(palette);
  for (let i = 0; i < data.length; i += 4) {
    // Rec. 601 luma in integer arithmetic: (77 R + 150 G + 29 B) / 256
    const l = (77 * data[i]! + 150 * data[i + 1]! + 29 * data[i + 2]!) >> 8;
    data[i] = table[l * 3]!;
    data[i + 1] = table[l * 3 + 1]!;
    data[i + 2] = table[l * 3 + 2]!;
  }
  return data;
}
