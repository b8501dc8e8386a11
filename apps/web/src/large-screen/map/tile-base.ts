import type ImageTile from 'ol/ImageTile';
import type Tile from 'ol/Tile';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type { TileLayerPlan } from './map-config';
import { recolourPixels } from './recolour';

/**
 * Loads a tile image and recolours it to the dark-green style (SPEC §9) before OpenLayers draws it: one
 * pixel pass per tile, cached with the tile. Needs CORS on the tile server (Tianditu sends it); a tile
 * whose pixels cannot be read (tainted canvas) is shown in its original colours rather than not at all.
 */
function recolouringLoader(tile: Tile, src: string): void {
  const imageTile = tile as ImageTile;
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  image.onload = () => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) {
      imageTile.setImage(image);
      return;
    }
    ctx.drawImage(image, 0, 0);
    try {
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
      recolourPixels(data.data);
      ctx.putImageData(data, 0, 0);
      imageTile.setImage(canvas);
    } catch {
      imageTile.setImage(image);
    }
  };
  image.onerror = () => {
    // hand the failure to OpenLayers through the tile's own (listened) image element, without a second request
    const own = imageTile.getImage();
    if (own instanceof HTMLImageElement) own.src = 'data:,';
  };
  image.src = src;
}

/** Tile layers of a configured service; `onTile(ok)` reports each tile load or failure. */
export function createTileLayers(plans: readonly TileLayerPlan[], onTile: (ok: boolean) => void): TileLayer<XYZ>[] {
  return plans.map((plan, i) => {
    const source = new XYZ({
      url: plan.url,
      crossOrigin: 'anonymous',
      maxZoom: 18,
      ...(plan.recolour ? { tileLoadFunction: recolouringLoader } : {}),
    });
    source.on('tileloadend', () => onTile(true));
    source.on('tileloaderror', () => onTile(false));
    return new TileLayer({ source, zIndex: 10 + i, preload: plan.role === 'base' ? 2 : 0 });
  });
}
