import { ChakraProvider, Box, Flex, Text } from '@chakra-ui/react';
import { PROJECT_MAP_STATE } from '@worksite/lookups';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { appSystem } from '../../../theme/app-system';
import type { MarkerInput } from '../marker-input';
import type { MarkerRenderMode } from '../marker-layer';
import type { ProjectMapController } from '../project-map-controller';
import { ProjectMap } from '../project-map';
import { VideoPanel } from '../../video/video-panel';
import { LiveCharts } from './live-charts';

/**
 * Test page of the project map, outside the app (no sign-in): the e2e test (apps/web/e2e/map.e2e.test.ts)
 * and the 10 000-marker benchmark (bench/map) build it with vite.harness.config.mjs. Query parameters:
 * markers=N (default: the six demo projects), render=image|vector, live=1 (1 % of markers change state
 * each second), charts=1 (three live Highcharts panels), highlight=ID, lng, lat, zoom, search=0,
 * video=URL (a video panel beside the map; `video=` for one without a stream).
 */
const params = new URLSearchParams(location.search);
const count = params.has('markers') ? Number(params.get('markers')) : -1;
const render = (params.get('render') ?? 'image') as MarkerRenderMode;
const live = params.get('live') === '1';
const charts = params.get('charts') === '1';
const states = PROJECT_MAP_STATE.map((s) => s.value).filter((s) => s !== 'pointing');

const DEMO: MarkerInput[] = [
  { id: 'p1', title: '南山科技园综合楼项目', center: { lng: 113.9446, lat: 22.5405 }, iconStyle: 'inProgress' },
  { id: 'p2', title: '前海交通枢纽配套工程', center: { lng: 113.8953, lat: 22.5291 }, iconStyle: 'waitingStart' },
  { id: 'p3', title: '宝安沿江高架桥工程', center: { lng: 113.8203, lat: 22.6376 }, iconStyle: 'inProgress' },
  { id: 'p4', title: '宝安区第二实验学校', center: { lng: 113.8838, lat: 22.5553 }, iconStyle: 'finished' },
  { id: 'p5', title: '福田中心公园改造', center: { lng: 114.0583, lat: 22.5489 }, iconStyle: 'planning' },
  { id: 'p6', title: '罗湖旧改安置房', center: { lng: 114.1310, lat: 22.5480 }, iconStyle: 'stopped' },
];

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same markers. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generated(n: number): MarkerInput[] {
  const r = random(20260101);
  return Array.from({ length: n }, (_, i) => ({
    id: `m${i}`,
    title: `测试项目 ${i + 1}`,
    // spread over about twice the view at zoom 12 around Shenzhen, so panning keeps markers in sight
    center: { lng: 113.93 + (r() - 0.5) * 0.9, lat: 22.56 + (r() - 0.5) * 0.5 },
    iconStyle: states[Math.floor(r() * states.length)]!,
  }));
}

declare global {
  interface Window {
    __map?: { controller?: ProjectMapController; clicks: string[] };
  }
}
window.__map = { clicks: [] };

function Harness() {
  const initial = useMemo(() => (count >= 0 ? generated(count) : DEMO), []);
  const [markers, setMarkers] = useState(initial);
  const [lastClick, setLastClick] = useState<string>();

  useEffect(() => {
    if (!live) return;
    const r = random(7);
    const timer = setInterval(() => {
      setMarkers((current) => {
        const next = current.slice();
        for (let k = 0; k < Math.max(1, Math.floor(next.length / 100)); k++) {
          const i = Math.floor(r() * next.length);
          next[i] = { ...next[i]!, iconStyle: states[Math.floor(r() * states.length)]! };
        }
        return next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const lng = params.get('lng');
  const lat = params.get('lat');
  const zoom = params.get('zoom');
  return (
    <Flex h="100%" direction="column" position="relative">
      <Box flex="1" position="relative">
        <ProjectMap
          markers={markers}
          center={lng && lat ? { lng: Number(lng), lat: Number(lat) } : undefined}
          zoom={zoom ? Number(zoom) : undefined}
          highlightedId={params.get('highlight')}
          showSearch={params.get('search') !== '0'}
          markerRender={render}
          onMarkerClick={(id) => {
            window.__map!.clicks.push(id);
            setLastClick(id);
          }}
          onReady={(c) => {
            window.__map!.controller = c;
          }}
        />
        <Text position="absolute" right="0.5rem" top="0.5rem" color="#9fffd9" fontSize="sm" data-testid="last-click">
          {lastClick ?? ''}
        </Text>
      </Box>
      {params.has('video') && (
        <Box h="240px" w="420px" position="absolute" right="0.5rem" bottom="0.5rem" zIndex={5}>
          <VideoPanel url={params.get('video')} title="1号塔吊摄像头" />
        </Box>
      )}
      {charts && <LiveCharts />}
    </Flex>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={appSystem}>
      <Harness />
    </ChakraProvider>
  </StrictMode>,
);
