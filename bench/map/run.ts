/**
 * Large-screen map benchmark (issue 5: a screen with 10,000 map markers and live charts in Chromium, aim
 * ≥ 50 frames/s while panning). Builds the map test page (apps/web/src/large-screen/map/harness), serves it
 * on 127.0.0.1, opens it in headless Debian Chromium at 1920×1080 with 10,000 markers, 1 % of them changing
 * state every second and three Highcharts panels adding a point every second, then pans the map for 10 s
 * and counts requestAnimationFrame callbacks.
 *
 * Usage: npm run bench:map [-- --no-build] [--seconds 10] [--rounds 1] [--markers 10000] [--modes image,vector]
 *        [--pans drag,animate] [--no-live] [--no-charts] [--json]
 * Besides frames/s it reports CPU per frame from /proc (all Chromium processes) and the renderer main thread's
 * busy time per frame (CDP TaskDuration): on a shared machine those are steadier than the frame rate.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildHarness, repoRoot, serveDir } from './harness-server';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const SECONDS = Number(option('seconds', '10'));
const MARKERS = Number(option('markers', '10000'));
const MODES = option('modes', 'image,vector').split(',');
const PANS = option('pans', 'drag,animate').split(',');
const LIVE = flag('no-live') ? '0' : '1';
const CHARTS = flag('no-charts') ? '0' : '1';
const ROUNDS = Number(option('rounds', '1'));
const VIEWPORT = { width: 1920, height: 1080 };

interface Result {
  round: number;
  load1: number;
  mode: string;
  pan: string;
  seconds: number;
  frames: number;
  fps: number;
  /** Renderer main-thread busy time per frame (CDP TaskDuration), ms. */
  mainMsPerFrame: number;
  /** CPU time of every Chromium process per frame (all threads: main, raster, compositor, GPU), ms. */
  cpuMsPerFrame: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  over33: number;
}

/** Starts counting frames in the page; the returned function stops and gives the frame intervals. */
async function startFrameCounter(page: Page): Promise<() => Promise<number[]>> {
  // page scripts as text: tsx's name-keeping helpers do not exist in the page
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__counting = true;
    const tick = (t) => { if (!window.__counting) return; window.__frames.push(t); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  return async () => page.evaluate<number[]>(`(() => { window.__counting = false; return window.__frames; })()`);
}

/** Drags the map along a figure-of-eight with the mouse button held (OpenLayers' DragPan: an interaction). */
async function dragPan(page: Page, seconds: number): Promise<void> {
  const cx = VIEWPORT.width / 2;
  const cy = (VIEWPORT.height - 280) / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const start = Date.now();
  while (Date.now() - start < seconds * 1000) {
    const t = (Date.now() - start) / 1000;
    await page.mouse.move(cx + 400 * Math.sin(t * 0.9), cy + 180 * Math.sin(t * 1.8));
  }
  await page.mouse.up();
}

/** Pans with view animations back and forth (what a screen's fly-to does): an animation, not an interaction. */
async function animatePan(page: Page, seconds: number): Promise<void> {
  await page.evaluate(`(async () => {
    const c = window.__map.controller;
    const stops = [{ lng: 113.75, lat: 22.5 }, { lng: 114.1, lat: 22.65 }, { lng: 113.93, lat: 22.45 }, { lng: 113.8, lat: 22.7 }];
    const end = performance.now() + ${seconds * 1000};
    let i = 0;
    while (performance.now() < end) {
      c.flyTo(stops[i++ % stops.length], 12, 1000);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })()`);
}

/** CPU seconds (user + system) used so far by the descendants of this process: the Chromium we launched. */
function chromiumCpuSeconds(): number {
  const tick = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / tick });
    } catch {
      // the process ended meanwhile
    }
  }
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) if (!ours.has(pid) && ours.has(s.ppid)) (ours.add(pid), (grew = true));
  }
  let cpu = 0;
  for (const pid of ours) if (pid !== process.pid) cpu += stats.get(pid)?.cpu ?? 0;
  return cpu;
}

function summarise(round: number, load1: number, mode: string, pan: string, stamps: number[], mainSeconds: number, cpuSeconds: number): Result {
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]!);
  const sorted = [...intervals].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const seconds = (stamps[stamps.length - 1]! - stamps[0]!) / 1000;
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return {
    round,
    load1,
    mode,
    pan,
    seconds: r1(seconds),
    frames: intervals.length,
    fps: r1(intervals.length / seconds),
    mainMsPerFrame: r1((mainSeconds * 1000) / Math.max(1, intervals.length)),
    cpuMsPerFrame: r1((cpuSeconds * 1000) / Math.max(1, intervals.length)),
    p50: r1(q(0.5)),
    p95: r1(q(0.95)),
    p99: r1(q(0.99)),
    max: r1(sorted[sorted.length - 1] ?? 0),
    over33: intervals.filter((v) => v > 33.4).length,
  };
}

async function main(): Promise<void> {
  // .tmp/ is git-ignored; --no-build reuses the last build
  const out = path.join(repoRoot, '.tmp', 'map-harness');
  {
    if (!flag('no-build') || !existsSync(path.join(out, 'index.html'))) buildHarness(out);
    const server = await serveDir(out);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const results: Result[] = [];
    const errors: string[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const mode of MODES) {
          for (const pan of PANS) {
            const page = await browser.newPage({ viewport: VIEWPORT, locale: 'zh-CN' });
            page.on('pageerror', (e) => errors.push(`${mode}/${pan}: ${e.message}`));
            page.on('console', (m) => (m.type() === 'error' ? errors.push(`${mode}/${pan}: ${m.text()}`) : undefined));
            await page.goto(`${server.url}/?markers=${MARKERS}&render=${mode}&live=${LIVE}&charts=${CHARTS}&search=0`);
            await page.waitForSelector('[data-testid="project-map"][data-ready="true"]', { timeout: 60_000 });
            const count = await page.evaluate<number>('window.__map.controller.markers.count');
            if (count !== MARKERS) throw new Error(`${count} markers on the map, expected ${MARKERS}`);
            await page.waitForTimeout(3000); // district outlines and icons loaded, first live updates seen
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Performance.enable');
            const taskSeconds = async () =>
              ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0);
            const main0 = await taskSeconds();
            const cpu0 = chromiumCpuSeconds();
            const load1 = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
            const stop = await startFrameCounter(page);
            if (pan === 'drag') await dragPan(page, SECONDS);
            else await animatePan(page, SECONDS);
            const stamps = await stop();
            results.push(summarise(round, load1, mode, pan, stamps, (await taskSeconds()) - main0, chromiumCpuSeconds() - cpu0));
            await page.close();
          }
        }
      }
    } finally {
      await browser.close();
      await server.close();
    }
    if (flag('json')) console.log(JSON.stringify({ markers: MARKERS, viewport: VIEWPORT, results, errors }, null, 2));
    else {
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(`\n${MARKERS} markers, live markers ${LIVE === '1' ? 'on' : 'off'}, live charts ${CHARTS === '1' ? 'on' : 'off'}, ${VIEWPORT.width}×${VIEWPORT.height}, headless Chromium (software rendering); load average after: ${load}`);
      console.table(results);
      if (ROUNDS > 1) {
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        const rows = MODES.flatMap((mode) =>
          PANS.map((pan) => {
            const rs = results.filter((r) => r.mode === mode && r.pan === pan);
            return { mode, pan, fps: median(rs.map((r) => r.fps)), cpuMsPerFrame: median(rs.map((r) => r.cpuMsPerFrame)), p95: median(rs.map((r) => r.p95)) };
          }),
        );
        console.log('medians over rounds:');
        console.table(rows);
      }
      if (errors.length) console.log('page errors:\n' + errors.join('\n'));
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
