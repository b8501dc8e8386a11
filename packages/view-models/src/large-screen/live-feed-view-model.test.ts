import 'reflect-metadata';
import { Clock, endpoints } from '@worksite/contract';
import { loginData } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { SessionViewModel } from '../session/session-view-model';
import { LiveFeedViewModel, STREAM_RETRY_MS, STREAM_SILENCE_MS } from './live-feed-view-model';
import { alarmsOf } from './live-events';
import { GatewayFailure, SettableClock } from '@worksite/test-doubles';
import { TestEventStream } from './testing/test-event-stream';

/** The server's one-use tickets (docs/decisions/0506): `tk1`, `tk2` … one per call; `refuse` fails the next calls. */
function ticketServer() {
  const state = { issued: 0, refuse: 0 };
  const answer = () => {
    if (state.refuse > 0) {
      state.refuse -= 1;
      throw new GatewayFailure('网络异常');
    }
    state.issued += 1;
    return { ticket: `tk ${state.issued}`, expiresInMs: 30_000 };
  };
  return { state, answer };
}

function setup(signedIn = true) {
  const rig = createTestRig();
  const clock = new SettableClock(Date.UTC(2026, 0, 5, 2, 0, 0));
  rig.container.rebindSync(Clock).toConstantValue(clock);
  const tickets = ticketServer();
  rig.gateway.on(endpoints.pushTicket, tickets.answer);
  if (signedIn) rig.container.get(SessionViewModel).applyLogin(loginData({ access_token: 'tok en/7' }));
  const stream = new TestEventStream();
  const vm = rig.container.get(LiveFeedViewModel);
  return { ...rig, clock, stream, vm, tickets: tickets.state };
}

/** Lets the ticket call answer (the stream opens after it). */
const settle = () => new Promise((r) => setImmediate(r));

const reading = (deviceId: number, values: Record<string, number>, ts = '2026-01-05T02:00:10.000Z') => ({ deviceId, deviceType: 'dust', projectId: 3, ts, values });

describe('live feed: the push stream of the large screens (apps/server/src/push/README.md)', () => {
  test('opens /prod-apiplus/api/Push/Stream with a one-use ticket (never the token), once', async () => {
    const { vm, stream, gateway } = setup();
    vm.connect(stream);
    vm.connect(stream);
    await settle();
    expect(gateway.paramsOf(endpoints.pushTicket)).toEqual([{ purpose: 'push' }]);
    expect(stream.opened).toHaveLength(1);
    expect(stream.opened[0]!.url).toBe('/prod-apiplus/api/Push/Stream?ticket=tk%201');
    expect(stream.opened[0]!.eventTypes).toEqual(expect.arrayContaining(['reading', 'alarm', 'notice']));
    expect(vm.connected).toBe(true);
  });

  test('signed out: nothing opens, no ticket is asked for', async () => {
    const { vm, stream, gateway } = setup(false);
    vm.connect(stream);
    await settle();
    expect(stream.opened).toHaveLength(0);
    expect(gateway.calls).toEqual([]);
  });

  test('a reading event updates the latest value per device and metric', async () => {
    const { vm, stream } = setup();
    vm.connect(stream);
    await settle();
    stream.emit('reading', reading(12, { pm10: 86, pm25: 41 }));
    stream.emit('reading', reading(12, { pm10: 90 }, '2026-01-05T02:00:11.000Z'));
    stream.emit('reading', reading(12, { pm10: 10 }, '2026-01-05T01:00:00.000Z')); // late: not the latest
    expect(vm.latestOf('pm10')).toMatchObject({ deviceId: '12', value: 90, projectId: 3, deviceType: 'dust' });
    expect(vm.latestOf('pm25')?.value).toBe(41);
    expect(vm.latestOf('pm10', { projectId: 4 })).toBeUndefined();
    expect(vm.received).toBe(4);
  });

  test('alarm events join the screen list in time order; the same alarm again updates itself in place', async () => {
    const { vm, stream } = setup();
    vm.seedAlarms([{ id: '1', title: 'PM10 160', ts: 2_000 }, { id: '2', title: 'PM10 170', ts: 1_000 }]);
    vm.connect(stream);
    await settle();
    stream.emit('alarm', { action: 'raised', id: 41, deviceName: '南山扬尘1号', metricName: 'PM10', unit: 'μg/m³', value: 190, level: 2, levelName: '区级', statusName: '待处理', projectId: 3, raisedAt: '2026-01-05T02:00:00Z' });
    expect(vm.alarms.map((a) => a.id)).toEqual(['41', '1', '2']);
    expect(vm.alarms[0]).toMatchObject({ title: 'PM10 190μg/m³', deviceName: '南山扬尘1号', levelName: '区级', status: '待处理', pushed: true, projectId: 3 });
    stream.emit('alarm', { action: 'closed', id: 1, metricName: 'PM10', value: 160, statusName: '已关闭' });
    expect(vm.alarms.map((a) => [a.id, a.status, a.ts])).toEqual([['41', '待处理', Date.parse('2026-01-05T02:00:00Z')], ['1', '已关闭', 2_000], ['2', undefined, 1_000]]);
    // A new screen list keeps what was pushed.
    vm.seedAlarms([{ id: '3', title: 'x', ts: 3_000 }]);
    expect(vm.alarms.map((a) => a.id)).toEqual(['41', '3', '1']);
  });

  test('a pushed alarm reads as a loaded one (value with unit, 待处理) and takes its place in time (issue 20)', async () => {
    const { vm, stream } = setup();
    // GetPtyj_bjtj's latest rows, as the screen loads them (newest first).
    vm.seedAlarms(alarmsOf([
      { id: 7, deviceName: '1号塔吊', metric: 'craneMoment', metricName: '力矩百分比', value: 120, unit: '%', levelName: '市级', statusName: '待处理', raisedAt: '2026-01-05T03:00:00Z' },
      { id: 5, deviceName: '1号塔吊', metric: 'craneMoment', metricName: '力矩百分比', value: 110, unit: '%', levelName: '区级', statusName: '已关闭', raisedAt: '2026-01-05T01:00:00Z' },
    ], 0));
    vm.connect(stream);
    await settle();
    // The alarm engine's push (alarm-rows.ts) of an alarm raised between the two, arriving last.
    stream.emit('alarm', { action: 'raised', id: 6, deviceName: '2号塔吊', metric: 'craneMoment', metricName: '力矩百分比', unit: '%', value: 120, level: 2, levelName: '区级', status: 1, statusName: '待处理', raisedAt: '2026-01-05T02:00:00Z' });
    expect(vm.alarms.map((a) => [a.id, a.title, a.status])).toEqual([['7', '力矩百分比 120%', '待处理'], ['6', '力矩百分比 120%', '待处理'], ['5', '力矩百分比 110%', '已关闭']]);
  });

  test('notice events carry the unread count', async () => {
    const { vm, stream } = setup();
    vm.connect(stream);
    await settle();
    stream.emit('notice', { unread: 7 });
    expect(vm.unread).toBe(7);
    stream.emit('notice', 'not json');
    expect(vm.unread).toBe(7);
  });

  test('end with reason session closes for good; shutdown opens again after 5 s, with a new ticket', async () => {
    const { vm, stream, timer } = setup();
    vm.connect(stream);
    await settle();
    stream.emit('end', { reason: 'shutdown' });
    expect(vm.open).toBe(false);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.opened.map((o) => o.url)).toEqual(['/prod-apiplus/api/Push/Stream?ticket=tk%201', '/prod-apiplus/api/Push/Stream?ticket=tk%202']);
    stream.emit('end', { reason: 'session' });
    timer.advance(STREAM_RETRY_MAX);
    await settle();
    expect(stream.opened).toHaveLength(2);
    expect(vm.open).toBe(false);
  });

  test('a refused stream (HTTP error) opens again after 5 s, then 10 s, each time with a new ticket', async () => {
    const { vm, timer, tickets } = setup();
    const stream = new TestEventStream(false);
    vm.connect(stream);
    await settle();
    stream.opened[0]!.handlers.onError?.(false); // dropped: the implementation retries itself
    expect(stream.opened).toHaveLength(1);
    stream.opened[0]!.handlers.onError?.(true);
    expect(vm.connected).toBe(false);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.opened).toHaveLength(2);
    stream.opened[1]!.handlers.onError?.(true);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.opened).toHaveLength(2);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.opened.map((o) => o.url.split('=')[1])).toEqual(['tk%201', 'tk%202', 'tk%203']);
    expect(tickets.issued).toBe(3);
  });

  test('no ticket to be had (network down): asked for again after 5 s, then the stream opens with it', async () => {
    const { vm, stream, timer, tickets } = setup();
    tickets.refuse = 1;
    vm.connect(stream);
    await settle();
    expect([stream.opened.length, vm.open]).toEqual([0, false]);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.opened.map((o) => o.url)).toEqual(['/prod-apiplus/api/Push/Stream?ticket=tk%201']);
    expect(vm.connected).toBe(true);
  });

  test('a stream silent for over 60 s (no heartbeat) is opened again', async () => {
    const { vm, stream, timer, clock } = setup();
    vm.connect(stream);
    await settle();
    clock.time += 30_000;
    stream.emit('heartbeat', { ts: 'x' });
    clock.time += STREAM_SILENCE_MS;
    timer.advance(STREAM_SILENCE_MS / 4);
    expect(stream.opened).toHaveLength(1);
    clock.time += STREAM_SILENCE_MS / 4;
    timer.advance(STREAM_SILENCE_MS / 4);
    expect(stream.opened[0]!.closed).toBe(true);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.opened).toHaveLength(2);
  });

  test('disconnect closes the stream and stops every timer', async () => {
    const { vm, stream, timer } = setup();
    vm.connect(stream);
    await settle();
    vm.disconnect();
    expect(stream.opened[0]!.closed).toBe(true);
    expect(timer.pending).toBe(0);
  });
});

const STREAM_RETRY_MAX = 120_000;
