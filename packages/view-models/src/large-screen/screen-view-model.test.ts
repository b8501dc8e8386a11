import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { GatewayFailure } from '@worksite/test-doubles';
import { LiveFeedViewModel } from './live-feed-view-model';
import type { ScreenDefinition } from './screen-definition';
import { SCREEN_REFRESH_MS, ScreenViewModel } from './screen-view-model';

const OVERVIEW = 'screenGetEnterpriseOverview';

const definition = (scope: 'scope' | 'project' = 'scope', id = 'test'): ScreenDefinition => ({
  id,
  title: '测试',
  scope,
  frame: 'dashboard',
  layout: { columns: '1fr', rows: '1fr', areas: ['a'] },
  panels: [
    { id: 'kpis', title: '指标', kind: 'kpis', area: 'a', items: [
      { label: '项目总数', source: { endpoint: OVERVIEW, key: 'projects.total' }, unit: '个' },
      { label: '在建', source: { endpoint: OVERVIEW, key: 'projects.byStatus.2.value' } },
      { label: '缺', source: { endpoint: OVERVIEW, key: 'nothing' } },
    ] },
    { id: 'status', title: '项目状态', kind: 'ring', area: 'a', source: { endpoint: OVERVIEW, key: 'projects.byStatus' } },
    { id: 'env', title: '扬尘', kind: 'line', area: 'a', source: { endpoint: OVERVIEW, key: 'environment.series24h' }, seriesNames: ['PM10', 'PM2.5'] },
    { id: 'map', title: '地图', kind: 'map', area: 'a', source: { endpoint: OVERVIEW, key: 'map' } },
    { id: 'alarms', title: '告警', kind: 'alarms', area: 'a', source: { endpoint: OVERVIEW, key: 'alarms.latest' } },
    { id: 'dust', title: '扬尘实时', kind: 'devices', area: 'a', deviceType: 'dust', metrics: ['pm10', 'temperature'] },
    { id: 'temp', title: '温度', kind: 'gauge', area: 'a', metric: 'temperature', deviceType: 'dust', min: 0, max: 60, unit: '°C' },
    { id: 'info', title: '项目', kind: 'info', area: 'a', source: { endpoint: OVERVIEW, key: 'project' }, fields: [{ key: 'name', label: '名称' }, { key: 'daysLeft', label: '剩余', unit: '天' }, { key: 'x', label: '缺' }] },
  ],
});

const overview = () => ({
  projects: { total: 6, byStatus: [{ name: '筹备', value: 1 }, { name: '立项', value: 2 }, { name: '在建', value: 3 }] },
  environment: { series24h: { categories: ['01:00', '02:00'], series: [{ name: 'PM2.5', data: [30, 31] }, { name: 'PM10', data: [60, null] }, { name: '噪声', data: [50, 51] }] } },
  map: { center: { lng: 113.9, lat: 22.5 }, markers: [{ id: 1, title: '南山', center: { lng: 113.94, lat: 22.54 }, iconStyle: 'inProgress' }] },
  alarms: { latest: [{ id: 5, deviceName: '1号塔吊', metricName: '力矩百分比', value: 99, level: 1, levelName: '市级', statusName: '待处理', startedAt: '2026-01-05T01:00:00Z' }] },
  project: { name: '南山科技园综合楼项目', daysLeft: 120 },
});

const latest = () => [
  { deviceId: 12, deviceName: '南山扬尘1号', deviceType: 'dust', projectId: 3, projectName: '南山', online: true, values: { pm10: { value: 80, ts: '2026-01-05T01:59:00Z' }, temperature: { value: 21, ts: '2026-01-05T01:59:00Z' } } },
  { deviceId: 13, deviceName: '1号塔吊', deviceType: 'crane', projectId: 3, projectName: '南山', online: false, values: {} },
];

const metrics = () => [{ deviceType: 'dust', deviceTypeName: '扬尘监测', metrics: [{ metric: 'pm10', label: 'PM10', unit: 'μg/m³' }, { metric: 'temperature', label: '温度', unit: '℃' }] }];

function setup() {
  const rig = createTestRig();
  rig.gateway.on(endpoints[OVERVIEW]!, () => overview());
  rig.gateway.on(endpoints.telemetryLatest!, () => latest());
  rig.gateway.on(endpoints.telemetryMetrics!, () => metrics());
  const vm = rig.container.get(ScreenViewModel);
  return { ...rig, vm, live: rig.container.get(LiveFeedViewModel) };
}

const flush = () => new Promise((r) => setImmediate(r));
const panel = (id: string) => definition().panels.find((p) => p.id === id)!;

describe('ScreenViewModel: a screen of panels fed by statistics endpoints', () => {
  test('one call per distinct source, however many panels read it', async () => {
    const { vm, gateway } = setup();
    vm.show(definition());
    await flush();
    expect(gateway.calls.map((c) => c.name).sort()).toEqual([OVERVIEW, 'telemetryLatest', 'telemetryMetrics']);
    expect(gateway.paramsOf(endpoints[OVERVIEW]!)).toEqual([{}]);
    vm.show(definition()); // same screen: nothing new
    await flush();
    expect(gateway.calls).toHaveLength(3);
  });

  test('project screens ask for their project; scope screens never do', async () => {
    const { vm, gateway } = setup();
    vm.show(definition('project', 'p'), 7);
    await flush();
    expect(gateway.paramsOf(endpoints[OVERVIEW]!)).toEqual([{ projectId: 7 }]);
    expect(gateway.paramsOf(endpoints.telemetryLatest!)).toEqual([{ projectId: 7 }]);
    vm.show(definition('scope', 's'), 7);
    await flush();
    expect(gateway.paramsOf(endpoints[OVERVIEW]!)).toEqual([{ projectId: 7 }, {}]);
  });

  test('KPIs, charts, markers and info lines read their part of the answer', async () => {
    const { vm } = setup();
    vm.show(definition());
    expect(vm.stateOf(panel('status'))).toBe('loading');
    await flush();
    expect(vm.stateOf(panel('status'))).toBe('ready');
    expect(vm.kpisOf(panel('kpis') as never)).toEqual([
      { label: '项目总数', value: 6, unit: '个' },
      { label: '在建', value: 3 },
      { label: '缺', value: undefined },
    ]);
    expect(vm.dataOf(panel('status'))).toEqual({ kind: 'points', points: overview().projects.byStatus });
    expect(vm.dataOf(panel('env'))).toEqual({ kind: 'series', categories: ['01:00', '02:00'], series: [{ name: 'PM10', data: [60, null] }, { name: 'PM2.5', data: [30, 31] }] });
    expect(vm.dataOf(panel('env'))).toBe(vm.dataOf(panel('env'))); // same answer, same object
    const map = vm.mapOf(panel('map') as never);
    expect(map.markers).toEqual([{ id: '1', title: '南山', lng: 113.94, lat: 22.54, iconStyle: 'inProgress' }]);
    expect(map.view).toEqual({ center: { lng: 113.9, lat: 22.5 }, zoom: 12 });
    expect(vm.infoOf(panel('info') as never)).toEqual([
      { label: '名称', value: '南山科技园综合楼项目' },
      { label: '剩余', value: '120天' },
      { label: '缺', value: '—' },
    ]);
  });

  test('the alarm list starts with the screen alarms and takes pushed ones in time order', async () => {
    const { vm, live } = setup();
    vm.show(definition());
    await flush();
    expect(vm.alarms.map((a) => [a.id, a.title, a.levelName])).toEqual([['5', '力矩百分比 99', '市级']]);
    live.handle({ type: 'alarm', data: JSON.stringify({ id: 6, metricName: 'PM10', value: 190, projectId: 3, raisedAt: '2026-01-05T02:00:00Z' }) });
    live.handle({ type: 'alarm', data: JSON.stringify({ id: 4, metricName: 'PM10', value: 160, projectId: 3, raisedAt: '2026-01-05T00:30:00Z' }) });
    expect(vm.alarms.map((a) => a.id)).toEqual(['6', '5', '4']);
  });

  test('device tables and gauges: loaded latest values, then live readings without a reload', async () => {
    const { vm, live, gateway } = setup();
    vm.show(definition());
    await flush();
    const dust = panel('dust') as never;
    expect(vm.devicePanelRows(dust).map((r) => [r.name, r.values.pm10?.value, r.online])).toEqual([['南山扬尘1号', 80, true]]);
    expect(vm.metricLabel('dust', 'pm10')).toEqual({ label: 'PM10', unit: 'μg/m³' });
    expect(vm.metricLabel('dust', 'unknown')).toEqual({ label: 'unknown', unit: '' });
    expect(vm.gaugeOf(panel('temp') as never)).toMatchObject({ value: 21, min: 0, max: 60, unit: '°C' });
    live.handle({ type: 'reading', data: JSON.stringify({ deviceId: 12, deviceType: 'dust', projectId: 3, ts: '2026-01-05T02:00:10Z', values: { pm10: 123.4, temperature: 38.5 } }) });
    live.handle({ type: 'reading', data: JSON.stringify({ deviceId: 99, deviceType: 'dust', projectId: 3, ts: '2026-01-05T02:00:11Z', values: { pm10: 5 } }) });
    live.handle({ type: 'reading', data: JSON.stringify({ deviceId: 13, deviceType: 'crane', projectId: 3, ts: '2026-01-05T02:00:11Z', values: { craneLoad: 2 } }) });
    const rows = vm.devicePanelRows(dust);
    expect(rows.map((r) => [r.name, r.values.pm10?.value])).toEqual([['南山扬尘1号', 123.4], ['#99', 5]]);
    expect(rows[0]!.liveAt).toBe(Date.parse('2026-01-05T02:00:10Z'));
    expect(vm.gaugeOf(panel('temp') as never).value).toBe(38.5);
    expect(gateway.calls).toHaveLength(3); // no reload
  });

  test('a project screen ignores readings of other projects', async () => {
    const { vm, live } = setup();
    vm.show(definition('project', 'p'), 3);
    await flush();
    live.handle({ type: 'reading', data: JSON.stringify({ deviceId: 50, deviceType: 'dust', projectId: 4, ts: '2026-01-05T02:00:10Z', values: { pm10: 1 } }) });
    expect(vm.devicePanelRows(panel('dust') as never).map((r) => r.deviceId)).toEqual(['12']);
  });

  test('refreshes every minute, keeping the shown data if a refresh fails', async () => {
    const { vm, gateway, timer } = setup();
    vm.show(definition());
    await flush();
    gateway.fail(endpoints[OVERVIEW]!, 'down');
    timer.advance(SCREEN_REFRESH_MS);
    await flush();
    expect(gateway.paramsOf(endpoints[OVERVIEW]!)).toHaveLength(2);
    expect(vm.stateOf(panel('status'))).toBe('ready');
    expect(vm.kpisOf(panel('kpis') as never)[0]!.value).toBe(6);
    vm.close();
    expect(timer.pending).toBe(0);
  });

  test('a first load that fails marks its panels failed', async () => {
    const { vm, gateway } = setup();
    gateway.on(endpoints[OVERVIEW]!, () => {
      throw new GatewayFailure('失败');
    });
    vm.show(definition());
    await flush();
    expect(vm.stateOf(panel('status'))).toBe('failed');
    expect(vm.stateOf(panel('dust'))).toBe('ready');
  });

  test('marker click shows its card, a second click hides it', () => {
    const { vm } = setup();
    vm.focusMarker('1');
    expect(vm.focusedMarkerId).toBe('1');
    vm.focusMarker('1');
    expect(vm.focusedMarkerId).toBeUndefined();
  });
});
