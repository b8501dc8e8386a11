import { describe, expect, it } from '@jest/globals';
import { chooseBase, mergeMapConfigs, parseMapConfig } from './map-config';

const KEY = '0123456789abcdef0123456789abcdef';

describe('parseMapConfig', () => {
  it.each<[string, unknown, object]>([
    ['nothing', undefined, {}],
    ['an HTML page (the history fallback answering a missing file)', '<!doctype html>', {}],
    ['an empty object', {}, {}],
    ['a key', { tileKey: ` ${KEY} ` }, { tileKey: KEY }],
    ['a nested map section', { map: { tileKey: KEY } }, { tileKey: KEY }],
    ['Tianditu’s own name tk', { tk: KEY }, { tileKey: KEY }],
    ['a key with spaces inside', { tileKey: 'abc def ghi' }, {}],
    ['an XYZ template', { xyzUrl: 'https://tiles.example/{z}/{x}/{y}.png' }, { xyzUrl: 'https://tiles.example/{z}/{x}/{y}.png' }],
    ['a TMS template', { xyzUrl: '/tiles/{z}/{x}/{-y}.png' }, { xyzUrl: '/tiles/{z}/{x}/{-y}.png' }],
    ['an XYZ URL without {z}', { xyzUrl: 'https://tiles.example/{x}/{y}.png' }, {}],
    ['a javascript: URL', { xyzUrl: 'javascript:alert(1)//{z}{x}{y}' }, {}],
    ['recolour off', { recolour: false }, { recolour: false }],
    ['recolour on is the default and not stored', { recolour: true }, {}],
  ])('%s', (_, raw, expected) => expect(parseMapConfig(raw)).toEqual(expected));
});

describe('mergeMapConfigs', () => {
  it('takes each field from the first source that has it', () => {
    expect(mergeMapConfigs({ tileKey: KEY }, { xyzUrl: '/t/{z}/{x}/{y}.png', tileKey: 'otherkey123' }, { recolour: false })).toEqual({
      tileKey: KEY,
      xyzUrl: '/t/{z}/{x}/{y}.png',
      recolour: false,
    });
  });
  it('is empty with no sources', () => expect(mergeMapConfigs()).toEqual({}));
});

describe('chooseBase (SPEC §7 tile service; DESIGN §3 offline base)', () => {
  it('uses the offline base without a key or URL', () => expect(chooseBase({})).toEqual({ kind: 'offline' }));

  it('builds Tianditu vector and annotation layers from a key, recoloured', () => {
    const plan = chooseBase({ tileKey: KEY });
    expect(plan.kind).toBe('tianditu');
    if (plan.kind !== 'tianditu') return;
    expect(plan.layers.map((l) => l.role)).toEqual(['base', 'labels']);
    expect(plan.layers[0]!.url).toBe(
      `https://t{0-7}.tianditu.gov.cn/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${KEY}`,
    );
    expect(plan.layers[1]!.url).toContain('/cva_w/wmts?');
    expect(plan.layers[1]!.url).toContain('LAYER=cva');
    expect(plan.layers.every((l) => l.recolour)).toBe(true);
  });

  it('prefers an explicit XYZ template over a key', () => {
    expect(chooseBase({ tileKey: KEY, xyzUrl: '/t/{z}/{x}/{y}.png' })).toEqual({
      kind: 'xyz',
      layers: [{ url: '/t/{z}/{x}/{y}.png', recolour: true, role: 'base' }],
    });
  });

  it('keeps original colours when recolour is false', () => {
    const plan = chooseBase({ tileKey: KEY, recolour: false });
    expect(plan.kind === 'tianditu' && plan.layers.every((l) => !l.recolour)).toBe(true);
  });
});
