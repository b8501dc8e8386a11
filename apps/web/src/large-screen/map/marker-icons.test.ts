import { describe, expect, it } from '@jest/globals';
import { PROJECT_MAP_STATE } from '@worksite/lookups';
import { MARKER_LOOKS, markerColours, markerIconKey, markerIconSvg, markerKind, svgDataUri, type MarkerKind } from './marker-icons';

describe('markerKind (SPEC §3 map states)', () => {
  it.each(PROJECT_MAP_STATE.map((s) => [s.value]))('%s draws as itself', (state) => expect(markerKind(state)).toBe(state));
  it.each([['camera'], [''], [null], [undefined]])('icon style %j draws as other', (style) => expect(markerKind(style)).toBe('other'));
  it('the highlighted marker draws as pointing whatever its state', () => expect(markerKind('stopped', true)).toBe('pointing'));
});

describe('marker icons', () => {
  const kinds = Object.keys(MARKER_LOOKS) as MarkerKind[];

  it('gives each of the six states and other its own colour and glyph', () => {
    expect(new Set(kinds.map((k) => MARKER_LOOKS[k].color)).size).toBe(kinds.length);
    expect(new Set(kinds.map((k) => MARKER_LOOKS[k].glyph)).size).toBe(kinds.length);
  });

  it('draws the pointing pin larger', () => {
    expect(MARKER_LOOKS.pointing.size[1]).toBeGreaterThan(MARKER_LOOKS.inProgress.size[1]);
  });

  it.each(kinds.map((k) => [k]))('%s is a well-formed SVG of its size', (kind) => {
    const svg = markerIconSvg(kind);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`width="${MARKER_LOOKS[kind].size[0]}"`);
    expect(svg).toContain(MARKER_LOOKS[kind].glyph);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('uses a marker’s own hex colours, ignoring anything else', () => {
    expect(markerColours('inProgress', '#123456', '#abcdef')).toEqual(['#123456', '#abcdef']);
    expect(markerColours('inProgress', '#123456')).toEqual(['#123456', '#123456']);
    expect(markerColours('inProgress', 'red;fill:url(x)', undefined)).toEqual([MARKER_LOOKS.inProgress.color, MARKER_LOOKS.inProgress.color2]);
    expect(markerColours('pointing', '#123456')).toEqual([MARKER_LOOKS.pointing.color, MARKER_LOOKS.pointing.color2]);
  });

  it('keys icons by kind and colours', () => {
    expect(markerIconKey('stopped', ['#a', '#b'])).toBe('stopped|#a|#b');
  });

  it('encodes data URIs', () => {
    const uri = svgDataUri(markerIconSvg('finished'));
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(markerIconSvg('finished'));
  });
});
