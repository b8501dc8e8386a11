import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { DeviceHistoryViewModel, deviceHistoryOf } from './device-history-view-model';

const HISTORY = endpoints.telemetryHistory!;
const device = { deviceId: '12', name: '南山扬尘1号', deviceType: 'dust' };

const answer = (range: string) => ({
  deviceId: 12,
  interval: 'hour',
  series: [
    { metric: 'pm25', label: 'PM2.5', unit: 'μg/m³', points: [{ t: 2_000, avg: 31.256, n: 60 }, { t: 1_000, avg: `${range}` }] },
    { metric: 'pm10', label: 'PM10', unit: 'μg/m³', points: [] },
  ],
});

function setup() {
  const rig = createTestRig();
  const vm = rig.container.get(DeviceHistoryViewModel);
  return { ...rig, vm };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('DeviceHistoryViewModel: a device history chart with the 7/30/90-day shortcuts', () => {
  test('opens on the last week of the table metrics and draws the answer', async () => {
    const { vm, gateway } = setup();
    gateway.on(HISTORY, (p) => answer(String((p as { range: string }).range)) as never);
    expect(vm.isOpen).toBe(false);
    vm.open(device, ['pm25', 'pm10']);
    expect(vm.state).toBe('loading');
    await flush();
    expect(gateway.paramsOf(HISTORY)).toEqual([{ deviceId: '12', metric: 'pm25,pm10', range: '7' }]);
    expect(vm.state).toBe('ready');
    expect(vm.history!.interval).toBe('hour');
    expect(vm.history!.lines.map((l) => [l.label, l.points])).toEqual([
      ['PM2.5', [[1_000, 7], [2_000, 31.26]]],
      ['PM10', []],
    ]);
    expect(vm.hasPoints).toBe(true);
  });

  test('shortcuts are SPEC §9 last week, last month, last three months; each reloads with its days', async () => {
    const { vm, gateway } = setup();
    gateway.on(HISTORY, (p) => answer(String((p as { range: string }).range)) as never);
    expect(vm.shortcuts.map((s) => [s.text, s.days])).toEqual([['最近一周', 7], ['最近一个月', 30], ['最近三个月', 90]]);
    vm.open(device, ['pm25']);
    await flush();
    vm.setRange('lastMonth');
    await flush();
    vm.setRange('lastMonth'); // same range: nothing new
    vm.setRange('lastThreeMonths');
    await flush();
    expect(gateway.paramsOf(HISTORY).map((p) => (p as { range: string }).range)).toEqual(['7', '30', '90']);
    expect(vm.range).toBe('lastThreeMonths');
    expect(vm.history!.lines[0]!.points[0]).toEqual([1_000, 90]);
  });

  test('an answer for an earlier range never replaces the newer one', async () => {
    const { vm, gateway } = setup();
    const pending: Array<() => void> = [];
    gateway.on(HISTORY, (p) => new Promise((resolve) => pending.push(() => resolve(answer(String((p as { range: string }).range)) as never))));
    vm.open(device, ['pm25']);
    vm.setRange('lastThreeMonths');
    pending[1]!();
    await flush();
    pending[0]!();
    await flush();
    expect(vm.range).toBe('lastThreeMonths');
    expect(vm.history!.lines[0]!.points[0]).toEqual([1_000, 90]);
  });

  test('a refused call shows the failed state; closing forgets the device and drops a late answer', async () => {
    const { vm, gateway } = setup();
    gateway.fail(HISTORY, '无权限');
    vm.open(device, ['pm25']);
    await flush();
    expect(vm.state).toBe('failed');
    let release: () => void = () => undefined;
    gateway.on(HISTORY, () => new Promise((resolve) => (release = () => resolve(answer('7') as never))));
    vm.open(device, ['pm25']);
    vm.close();
    release();
    await flush();
    expect(vm.state).toBe('closed');
    expect(vm.device).toBeUndefined();
    expect(vm.history).toBeUndefined();
  });

  test('deviceHistoryOf ignores malformed parts and reads minute buckets', () => {
    expect(deviceHistoryOf(null)).toEqual({ interval: 'hour', lines: [] });
    expect(deviceHistoryOf({ interval: 'minute', series: [{ metric: 'noise', points: [{ t: 'x', avg: 1 }, { t: 5, avg: 50 }, 7] }, { nope: 1 }] })).toEqual({
      interval: 'minute',
      lines: [{ metric: 'noise', label: 'noise', unit: '', points: [[5, 50]] }],
    });
  });
});
