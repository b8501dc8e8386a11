import type { BrowserContext, Page } from 'playwright-core';
import { serveDir } from '../../../bench/map/harness-server';
import { useBrowser } from './browser';
import { mapHarnessDir } from './map-harness';

/**
 * The large-screen map and video panels in Chromium (decisions 0180–0185), on their test page
 * (apps/web/src/large-screen/map/harness, built with Vite when stale and served from 127.0.0.1): no sign-in,
 * no network beyond this machine, so the map shows the bundled offline base as it does without a key.
 */
const browser = useBrowser();
let harness: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  harness = await serveDir(mapHarnessDir());
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

/** Until the map has drawn its current state: every tile and feature in view loaded and rendered (OpenLayers `rendercomplete`). */
function rendered(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as { __map: { controller: { map: { once: (type: 'rendercomplete', listener: () => void) => void; render: () => void } } } }).__map.controller.map;
        map.once('rendercomplete', () => resolve());
        map.render();
      }),
  );
}

/** Until the offline base has loaded the district files of the provinces in sight and the map has drawn them. */
async function offlineSettled(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __map: { controller: { offline: { settled: () => Promise<void> } } } }).__map.controller.offline.settled());
  await rendered(page);
}

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(query: string, init?: (context: BrowserContext) => Promise<void>): Promise<Opened> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await init?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await page.goto(`${harness.url}/${query}`);
  await page.locator('[data-testid="project-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
  await offlineSettled(page);
  return { context, page, errors };
}

/** Pixels the map's canvases hold: drawn (alpha > 0), bright outline-like (green > 120) and the canvas area. */
function canvasPixels(page: Page): Promise<{ drawn: number; bright: number; area: number }> {
  return page.evaluate(() => {
    let drawn = 0;
    let bright = 0;
    let area = 0;
    for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="project-map"] canvas'))) {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      area = Math.max(area, canvas.width * canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 0) drawn++;
        if (data[i + 3]! > 100 && data[i + 1]! > 120) bright++;
      }
    }
    return { drawn, bright, area };
  });
}

type Controller = {
  viewState: () => { center: { lng: number; lat: number }; zoom: number };
  markerPixel: (id: string) => [number, number] | undefined;
  markers: { count: number; layer: { getZIndex: () => number } };
  offline: { layers: { getVisible: () => boolean }[] };
};
async function viewState(page: Page) {
  return page.evaluate(() => (window as unknown as { __map: { controller: Controller } }).__map.controller.viewState());
}

async function markerPixel(page: Page, id: string): Promise<[number, number]> {
  const pixel = await page.evaluate((markerId) => (window as unknown as { __map: { controller: Controller } }).__map.controller.markerPixel(markerId), id);
  if (!pixel) throw new Error(`marker ${id} is not on the map`);
  // the map fills the page from its top-left corner; aim at the pin's head, above its tip (the anchor)
  return [pixel[0], pixel[1] - 20];
}

describe('project map without a tile key (DESIGN §3: a usable offline base, never blank)', () => {
  it('opens at the default centre and zoom 12 and draws district outlines and the markers', async () => {
    const { context, page, errors } = await open('');
    expect(await page.getByTestId('project-map').getAttribute('data-base')).toBe('offline');
    const view = await viewState(page);
    expect(view.zoom).toBeCloseTo(12, 5);
    expect(view.center.lng).toBeCloseTo(113.93, 3);
    expect(view.center.lat).toBeCloseTo(22.56, 3);

    const pixels = await canvasPixels(page);
    expect(pixels.drawn / pixels.area).toBeGreaterThan(0.3); // land filled
    expect(pixels.bright).toBeGreaterThan(2000); // outlines and pins
    await page.getByText('离线底图（未配置地图服务密钥）').waitFor();
    expect(await page.getByText('南山区', { exact: true }).count()).toBe(0); // labels are canvas text, not DOM

    const state = await page.evaluate(() => {
      const c = (window as unknown as { __map: { controller: Controller } }).__map.controller;
      return { count: c.markers.count, z: c.markers.layer.getZIndex() };
    });
    expect(state).toEqual({ count: 6, z: 1000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('emits the id of a clicked marker and shows its title on hover', async () => {
    const { context, page, errors } = await open('');
    const [x, y] = await markerPixel(page, 'p1');
    await page.mouse.move(x, y);
    await expect(page.getByTestId('project-map-tooltip').innerText({ timeout: 5000 })).resolves.toBe('南山科技园综合楼项目');
    await page.mouse.click(x, y);
    await page.getByTestId('last-click').filter({ hasText: 'p1' }).waitFor();
    const [x5, y5] = await markerPixel(page, 'p5');
    await page.mouse.click(x5, y5);
    await page.getByTestId('last-click').filter({ hasText: 'p5' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __map: { clicks: string[] } }).__map.clicks)).toEqual(['p1', 'p5']);
    // a click on the base, away from every marker, emits nothing: checked once the map has handled that click
    // (a listener added after the controller's runs after it; added, and awaited, before the click)
    await page.evaluate(() => {
      const w = window as unknown as { __baseClick: Promise<void>; __map: { controller: { map: { once: (type: 'click', listener: () => void) => void } } } };
      w.__baseClick = new Promise<void>((resolve) => w.__map.controller.map.once('click', () => resolve()));
    });
    await page.mouse.click(60, 700);
    await page.evaluate(() => (window as unknown as { __baseClick: Promise<void> }).__baseClick);
    expect(await page.evaluate(() => (window as unknown as { __map: { clicks: string[] } }).__map.clicks)).toEqual(['p1', 'p5']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches a district by keyword and flies to the first match', async () => {
    const { context, page, errors } = await open('');
    await page.getByPlaceholder('搜索行政区，如：南山区').fill('海淀');
    // Beijing's district outlines load once the view is there
    const beijing = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/map/districts/110000.json'));
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByTestId('district-search-result').filter({ hasText: '北京市海淀区' }).waitFor();
    await page.waitForFunction(
      () => {
        const v = (window as unknown as { __map: { controller: Controller } }).__map.controller.viewState();
        const animating = (window as unknown as { __map: { controller: { map: { getView: () => { getAnimating: () => boolean } } } } }).__map.controller.map.getView().getAnimating();
        return !animating && Math.abs(v.center.lng - 116.3) < 0.1 && Math.abs(v.center.lat - 39.96) < 0.1 && Math.abs(v.zoom - 12) < 0.01;
      },
      undefined,
      { timeout: 10_000 },
    );
    expect((await beijing).status()).toBe(200);
    await offlineSettled(page);
    expect((await canvasPixels(page)).bright).toBeGreaterThan(1000);

    await page.getByPlaceholder('搜索行政区，如：南山区').fill('不存在的地方');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByTestId('district-search-result').filter({ hasText: '未找到匹配的行政区' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes lng, lat and zoom, and draws the highlighted marker as pointing', async () => {
    const { context, page } = await open('?lng=113.3245&lat=23.1371&zoom=10&highlight=p1');
    const view = await viewState(page);
    expect(view.zoom).toBeCloseTo(10, 5);
    expect(view.center.lng).toBeCloseTo(113.3245, 3);
    const kind = await page.evaluate(
      () => (window as unknown as { __map: { controller: { markers: { layer: { getSource: () => { getFeatureById: (id: string) => { get: (k: string) => string } } } } } } }).__map.controller.markers.layer.getSource().getFeatureById('p1').get('kind'),
    );
    expect(kind).toBe('pointing');
    await context.close();
  });
});

describe('many markers (decision 0184: clusters below zoom 10)', () => {
  it('draws clusters with counts when zoomed out and opens one on click', async () => {
    const { context, page, errors } = await open('?markers=2000&zoom=8&search=0');
    const clusters = await page.evaluate(() => {
      const c = (window as unknown as { __map: { controller: { markers: { layer: { getVisible: () => boolean }; clusterLayer: { getVisible: () => boolean; getSource: () => { getFeatures: () => { get: (k: string) => unknown; getId: () => string }[] } } } } } }).__map.controller;
      const features = c.markers.clusterLayer.getSource().getFeatures();
      const sizes = features.map((f) => ((f.get('clusterIds') as string[] | undefined) ?? []).length);
      return { markersVisible: c.markers.layer.getVisible(), clustersVisible: c.markers.clusterLayer.getVisible(), total: sizes.reduce((a, b) => a + b, 0), biggest: Math.max(...sizes), id: features[sizes.indexOf(Math.max(...sizes))]!.getId() };
    });
    expect(clusters).toMatchObject({ markersVisible: false, clustersVisible: true, total: 2000 });
    expect(clusters.biggest).toBeGreaterThan(1);
    const [x, y] = await page.evaluate((id) => {
      const c = (window as unknown as { __map: { controller: { map: { getPixelFromCoordinate: (c: number[]) => number[] }; markers: { clusterLayer: { getSource: () => { getFeatureById: (id: string) => { getGeometry: () => { getCoordinates: () => number[] } } } } } } } }).__map.controller;
      return c.map.getPixelFromCoordinate(c.markers.clusterLayer.getSource().getFeatureById(id).getGeometry().getCoordinates());
    }, clusters.id);
    await page.mouse.move(x!, y!);
    await page.getByTestId('project-map-tooltip').filter({ hasText: `${clusters.biggest} 个项目，点击放大` }).waitFor();
    await page.mouse.click(x!, y!);
    await page.waitForFunction(() => Math.abs((window as unknown as { __map: { controller: Controller } }).__map.controller.viewState().zoom - 10) < 0.01);
    // at zoom 10 the single markers replace the clusters
    await page.waitForFunction(() => (window as unknown as { __map: { controller: { markers: { layer: { getVisible: () => boolean } } } } }).__map.controller.markers.layer.getVisible());
    await rendered(page);
    expect(await page.evaluate(() => (window as unknown as { __map: { controller: { markers: { clusterLayer: { getVisible: () => boolean } } } } }).__map.controller.markers.clusterLayer.getVisible())).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __map: { clicks: string[] } }).__map.clicks)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('project map with a tile service configured', () => {
  /** A white 256×256 tile with a black line, made by the browser itself. */
  async function whiteTile(context: BrowserContext): Promise<Buffer> {
    const page = await context.newPage();
    const b64 = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 256;
      c.height = 256;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 256, 256);
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 120, 256, 16);
      return c.toDataURL('image/png').split(',')[1]!;
    });
    await page.close();
    return Buffer.from(b64, 'base64');
  }

  it('recolours the tiles to the dark-green style and stops drawing the offline base', async () => {
    let tiles = 0;
    const { context, page } = await open('', async (ctx) => {
      const tile = await whiteTile(ctx);
      await ctx.addInitScript(() => {
        (window as unknown as { __WORKSITE_CONFIG__: unknown }).__WORKSITE_CONFIG__ = { map: { xyzUrl: '/test-tiles/{z}/{x}/{y}.png' } };
      });
      await ctx.route('**/test-tiles/**', (route) => {
        tiles++;
        return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
      });
    });
    await page.locator('[data-testid="project-map"][data-base="tiles"]').waitFor();
    await page.waitForFunction(() =>
      (window as unknown as { __map: { controller: Controller } }).__map.controller.offline.layers.every((l) => !l.getVisible()),
    );
    await rendered(page);
    expect(tiles).toBeGreaterThan(0);
    // sample the canvases: white tiles became the dark colour, their black line the light green
    const { colours, white, samples } = await page.evaluate(() => {
      const seen = new Set<string>();
      let white = 0;
      let samples = 0;
      for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="project-map"] canvas'))) {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4 * 97) {
          if (data[i + 3] !== 255) continue;
          samples++;
          seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
          if (data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255) white++;
        }
      }
      return { colours: [...seen], white, samples };
    });
    expect(colours).toContain('3,26,24');
    expect(colours).toContain('122,255,205');
    expect(white / samples).toBeLessThan(0.01); // only the markers' white glyphs
    expect(await page.getByText('离线底图（未配置地图服务密钥）').count()).toBe(0);
    await context.close();
  });

  it('keeps the offline base when the tile service does not answer', async () => {
    let refused = 0;
    const { context, page } = await open('', async (ctx) => {
      await ctx.addInitScript(() => {
        (window as unknown as { __WORKSITE_CONFIG__: unknown }).__WORKSITE_CONFIG__ = { map: { xyzUrl: '/test-tiles/{z}/{x}/{y}.png' } };
      });
      await ctx.route('**/test-tiles/**', (route) => {
        refused++;
        return route.fulfill({ status: 503, body: '' });
      });
    });
    // every tile in view asked for, refused, and the map drawn after that
    await rendered(page);
    expect(refused).toBeGreaterThan(0);
    expect(await page.getByTestId('project-map').getAttribute('data-base')).toBe('tiles');
    const visible = await page.evaluate(() =>
      (window as unknown as { __map: { controller: Controller } }).__map.controller.offline.layers.some((l) => l.getVisible()),
    );
    expect(visible).toBe(true);
    expect((await canvasPixels(page)).bright).toBeGreaterThan(2000);
    await context.close();
  });
});

describe('video panel (never a black box)', () => {
  it.each([
    ['?video=', '未配置视频流地址'],
    ['?video=rtsp%3A%2F%2F192.0.2.10%3A554%2Fch1', '浏览器无法直接播放 RTSP/RTMP 视频流，请配置 HLS（.m3u8）地址'],
    ['?video=%2Ftest-video%2Fnot-a-playlist.m3u8', '视频流地址无法访问或不是有效的 HLS 流'],
    ['?video=%2Ftest-video%2Fgone.m3u8', '视频流连接中断，正在重试…'],
  ])('%s says %s', async (query, message) => {
    const { context, page } = await open(query, async (ctx) => {
      await ctx.route('**/test-video/not-a-playlist.m3u8', (route) => route.fulfill({ status: 200, contentType: 'application/vnd.apple.mpegurl', body: 'hello' }));
      await ctx.route('**/test-video/gone.m3u8', (route) => route.fulfill({ status: 404, body: '' }));
    });
    await page.getByTestId('video-panel-message').filter({ hasText: message }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('video-panel').getAttribute('data-state')).toBe('message');
    await context.close();
  });
});
