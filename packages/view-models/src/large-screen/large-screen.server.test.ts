import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { endpoints } from '@worksite/contract';
import { PageReloader, infrastructureModule } from '@worksite/infrastructure';
import { useTestServer } from '@worksite/server/testing';
import { createInfrastructureRig } from '../testing/test-container';
import { ALL_SCREEN_MENUS, screenTabTarget } from '@worksite/permissions';
import { CompanySwitchViewModel } from '../session/company-switch-view-model';
import { MenuRoutesViewModel } from '../session/menu-routes-view-model';
import { SessionViewModel } from '../session/session-view-model';
import { LargeScreenHeaderViewModel } from './large-screen-header-view-model';
import { LiveFeedViewModel } from './live-feed-view-model';
import { FetchEventStream } from './testing/fetch-event-stream';
import type { ScreenDefinition } from './screen-definition';
import { ScreenViewModel } from './screen-view-model';
import { SCREENS } from './screens/screen-catalogue';

const PASSWORD = 'Demo@2026';
const server = useTestServer();

async function signedIn(userName: string) {
  const rig = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
    c.bind(PageReloader).toConstantValue({ reload: () => undefined });
  });
  expect(await rig.container.get(SessionViewModel).login({ userName, password: PASSWORD })).toBe(true);
  return { ...rig, screen: rig.container.get(ScreenViewModel), live: rig.container.get(LiveFeedViewModel) };
}

async function until<T>(check: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Every panel's sources answered and hold the part the panel reads (a null KPI is fine: no reading yet in a
 * database without the simulator; a missing key is a definition that does not match the server).
 */
function unanswered(screen: ScreenViewModel, def: ScreenDefinition): string[] {
  const out: string[] = [];
  for (const p of def.panels) {
    if (screen.stateOf(p) !== 'ready') {
      out.push(`${p.id}: ${screen.stateOf(p)}`);
      continue;
    }
    const sources = p.kind === 'kpis' ? p.items.map((i) => i.source) : 'source' in p && p.source !== undefined ? [p.source] : [];
    for (const s of sources) if (screen.sourceValue(s) === undefined) out.push(`${p.id}: nothing at ${s.endpoint} ${s.key ?? ''}`);
  }
  return out;
}

describe('large screens on the real server (issue 5)', () => {
  test.each(['enterprise_demo', 'government_demo', 'project_demo'])('%s: every screen gets every panel its data', async (userName) => {
    const { screen, container } = await signedIn(userName);
    const header = container.get(LargeScreenHeaderViewModel);
    await header.loadProjects();
    const problems: string[] = [];
    for (const def of Object.values(SCREENS)) {
      const target = header.screenTarget(def.scope);
      screen.show(def, target.projectId);
      await until(() => def.panels.every((p) => screen.stateOf(p) !== 'loading'));
      problems.push(...unanswered(screen, def).map((p) => `${def.id} ${p}`));
    }
    screen.close();
    expect(problems).toEqual([]);
  });

  // Issue 22 Deliver 4 (docs/decisions/0725): no back-office button of any screen lands on the 404 page.
  test('every screen’s back-office button opens a page the account holds, for every demo account', async () => {
    const targets: Record<string, Record<string, string>> = {};
    const problems: string[] = [];
    for (const userName of ['enterprise_demo', 'government_demo', 'project_demo', 'readonly_demo']) {
      const { container } = await signedIn(userName);
      const header = container.get(LargeScreenHeaderViewModel);
      const routes = container.get(MenuRoutesViewModel);
      targets[userName] = {};
      for (const menu of ALL_SCREEN_MENUS) {
        header.setAddress(screenTabTarget(menu));
        const target = header.backOfficeTarget;
        header.openBackOffice();
        targets[userName]![`${menu.list}:${menu.route.split('/').pop()}`] = target;
        if (target !== '/backHome' && routes.routeFor(target) === undefined) problems.push(`${userName} ${menu.name} → ${target}`);
      }
    }
    expect(problems).toEqual([]);
    // The three: a page held in the other back office the account may open, else /backHome.
    expect(targets.project_demo!['project:projectOverview']).toBe('/backHome');
    expect(targets.project_demo!['project:ScheduleManagement']).toBe('/ProjectSchedules/Projectschedule');
    expect(targets.enterprise_demo!['enterprise:overview']).toBe('/pName/constructionManagement');
    expect(targets.government_demo!['supervisory:qualitySafe']).toBe('/backHome');
    expect(targets.readonly_demo!['enterprise:overview']).toBe('/backHome');
  });

  test('the enterprise overview counts the viewer’s projects only, as the project statistics do', async () => {
    const { screen, gateway } = await signedIn('enterprise_demo');
    screen.show(SCREENS.enterpriseOverview);
    await until(() => screen.stateOf(SCREENS.enterpriseOverview.panels[0]!) === 'ready');
    const kpis = screen.kpisOf(SCREENS.enterpriseOverview.panels[0] as never);
    const single = (await gateway.call(endpoints.screenGetXmgltg!, {})) as { total: number };
    const { n } = (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE if_del = 0'))!;
    expect(kpis[0]!.value).toBe(single.total);
    expect([single.total, n]).toEqual([2, 6]);
    const map = screen.mapOf(SCREENS.enterpriseOverview.panels.find((p) => p.kind === 'map') as never);
    expect(map.markers).toHaveLength(2);
    screen.close();
  });

  test('a reading ingested over HTTP reaches the open screen through the push stream, without a reload', async () => {
    const { screen, live } = await signedIn('project_demo');
    const projects = (await server.db.many<{ id: number; company_id: number; district_code: string }>(
      `SELECT p.id, p.company_id, p.district_code FROM projects p WHERE p.project_name = '南山科技园综合楼项目'`,
    ))[0]!;
    const key = `wsk_${randomBytes(16).toString('hex')}`;
    const device = (await server.db.one<{ id: number }>(
      `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('dust', '大屏测试扬尘', $1, $2, $3, $4) RETURNING id`,
      [createHash('sha256').update(key).digest('hex'), projects.company_id, projects.id, projects.district_code],
    ))!;
    const def = SCREENS.environmentProject;
    screen.show(def, projects.id);
    live.connect(new FetchEventStream(server.baseUrl));
    await until(() => live.connected);
    const panel = def.panels.find((p) => p.kind === 'devices')!;
    // Every source answered (not just the device table's), so any later change of `results` is a re-fetch.
    await until(() => def.panels.every((p) => screen.stateOf(p) === 'ready'));
    const loaded = screen.results;
    const res = await fetch(`${server.api}/api/Telemetry/Ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': key },
      body: JSON.stringify({ readings: [{ metric: 'noise', value: 77.7, ts: new Date().toISOString() }] }),
    });
    expect(res.status).toBe(200);
    const row = await until(() => screen.devicePanelRows(panel as never).find((r) => r.deviceId === String(device.id) && r.values.noise?.value === 77.7));
    expect(row.liveAt).toBeDefined();
    expect(screen.results).toBe(loaded); // nothing was fetched again
    live.disconnect();
    screen.close();
  });

  test('the project selector lists the viewer’s projects only', async () => {
    const { container } = await signedIn('project_demo');
    const companies = container.get(CompanySwitchViewModel);
    await companies.load();
    expect(companies.projectChoices.map((p) => p.name)).toEqual(['南山科技园综合楼项目']);
    const { n } = (await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM projects WHERE if_del = 0`))!;
    expect(n).toBe(6);
  });
});
