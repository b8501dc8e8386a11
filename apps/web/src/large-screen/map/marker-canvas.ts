import { MARKER_LOOKS, PIN_PATH, PIN_RIM, PIN_VIEW_BOX, type MarkerKind } from './marker-icons';

/**
 * Draws a marker pin into a canvas with the same paths as its SVG (marker-icons.ts). The map draws
 * canvases, not SVG images: Chromium re-rasterises an SVG image on every drawImage, which made a
 * 10,000-marker redraw take over a second in software rendering (decision 0184).
 */
export function markerCanvas(kind: MarkerKind, colours: readonly [string, string], ratio: number): HTMLCanvasElement {
  const { glyph, size } = MARKER_LOOKS[kind];
  const [w, h] = size;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(w * ratio);
  canvas.height = Math.ceil(h * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale((w * ratio) / PIN_VIEW_BOX[0], (h * ratio) / PIN_VIEW_BOX[1]);
  const gradient = ctx.createLinearGradient(0, 0, 0, PIN_VIEW_BOX[1]);
  gradient.addColorStop(0, colours[0]);
  gradient.addColorStop(1, colours[1]);
  const pin = new Path2D(PIN_PATH);
  ctx.fillStyle = gradient;
  ctx.fill(pin);
  ctx.strokeStyle = PIN_RIM;
  ctx.lineWidth = 1.2;
  ctx.stroke(pin);
  if (kind === 'pointing') {
    ctx.beginPath();
    ctx.arc(12, 12, 11.4, 0, Math.PI * 2);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  ctx.fillStyle = '#fff';
  ctx.fill(new Path2D(glyph));
  return canvas;
}
