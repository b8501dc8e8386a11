import { endpoints } from '@worksite/contract';
import { FIXED_ROUTES, SCREEN_ENTRY_POINTS, flattenTree, type FixedRoute } from '@worksite/permissions';
import { GAUGE_MAX_CELSIUS, TEMPERATURE_GAUGE_MAX } from '../large-screen-constants';
import type { PanelDefinition } from '../screen-definition';
import { LATEST_ENDPOINT, METRICS_ENDPOINT } from '../screen-view-model';
import { loadScreenCatalogue } from './load-screen-catalogue';
import { SCREENS } from './screen-catalogue';
import { SCREEN_ROUTES, hasMap, screenForAddress } from './screen-routes';

const SCREEN_AREAS: readonly string[] = ['largeScreen', 'screenEntry', 'videoMonitoring', 'inspectionInstitute', 'readyMixPlant'];
const screenRoutes = flattenTree<FixedRoute>(FIXED_ROUTES)
  .filter((r) => SCREEN_AREAS.includes(r.area) && r.redirect === undefined && (r.children === undefined || r.children.length === 0))
  .map((r) => r.path);

const sourcesOf = (p: PanelDefinition): string[] => {
  if (p.kind === 'kpis') return p.items.map((i) => i.source.endpoint);
  if (p.kind === 'devices') return [LATEST_ENDPOINT, METRICS_ENDPOINT];
  if (p.kind === 'gauge') return [...(p.metric ? [LATEST_ENDPOINT] : []), ...(p.source ? [p.source.endpoint] : [])];
  return p.source ? [p.source.endpoint] : [];
};

describe('screen catalogue: every large-screen route of SPEC §2.1 shows a screen', () => {
  test('there are 59 routes and 34 screens', () => {
    expect(screenRoutes).toHaveLength(59);
    expect(new Set(Object.values(SCREEN_ROUTES)).size).toBe(34);
  });

  test.each(screenRoutes)('%s has a screen', (path) => {
    expect(screenForAddress(`${path}?sortId=1`)).toBeDefined();
  });

  test('no route is mapped that SPEC does not have', () => {
    expect(Object.keys(SCREEN_ROUTES).filter((p) => !screenRoutes.includes(p))).toEqual([]);
  });

  test.each(Object.values(SCREENS).map((s) => [s.id, s] as const))('%s: endpoints exist, panels fill the layout', (id, screen) => {
    expect(screen.id).toBe(id);
    for (const p of screen.panels) for (const e of sourcesOf(p)) expect(endpoints[e]).toBeDefined();
    const ids = screen.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const areas = new Set(screen.layout.areas.flatMap((row) => row.split(/\s+/)));
    expect(new Set(screen.panels.map((p) => p.area))).toEqual(areas);
    expect(screen.layout.columns.split(/\s+/)).toHaveLength(screen.layout.areas[0]!.split(/\s+/).length);
    expect(screen.layout.rows.split(/\s+/)).toHaveLength(screen.layout.areas.length);
  });

  test('the overviews (entry points of SPEC §2.1) have the project map', () => {
    for (const entry of Object.values(SCREEN_ENTRY_POINTS)) expect(hasMap(screenForAddress(entry.path)!)).toBe(true);
  });

  test('gauges: 0–60 °C, the plant temperature gauge to 100 (SPEC §9)', () => {
    const gauges = Object.values(SCREENS).flatMap((s) => s.panels).filter((p) => p.kind === 'gauge' && p.metric === 'temperature');
    expect(new Set(gauges.map((g) => (g.kind === 'gauge' ? `${g.min}-${g.max}` : '')))).toEqual(new Set([`0-${GAUGE_MAX_CELSIUS}`, `0-${TEMPERATURE_GAUGE_MAX}`]));
  });

  test('concrete production screens use the production frame (root font floor 1024)', () => {
    expect(screenForAddress('/LargeScreen/ProductionScreen')!.frame).toBe('production');
    expect(screenForAddress('/LargeScreen/MixingPlant')!.frame).toBe('production');
    expect(screenForAddress('/LargeScreen/EnterpriseScreen/overview')!.frame).toBe('dashboard');
  });

  test('loads as one value on demand', async () => {
    const catalogue = await loadScreenCatalogue();
    expect(catalogue.screenForAddress('/LargeScreen/SupervisoryScreen/overview?sortId=101')!.id).toBe('supervisoryOverview');
    expect(catalogue.routes).toBe(SCREEN_ROUTES);
  });
});
