import 'reflect-metadata';
import { Clock } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { ScreenClockViewModel } from './screen-clock-view-model';
import { SettableClock } from '@worksite/test-doubles';

function setup() {
  const rig = createTestRig();
  const clock = new SettableClock(Date.UTC(2026, 0, 5, 1, 3, 7)) // 09:03:07 in Asia/Shanghai;
  rig.container.rebindSync(Clock).toConstantValue(clock);
  return { ...rig, clock, vm: rig.container.get(ScreenClockViewModel) };
}

describe('large-screen clock (SPEC §2.5, §9: date, time and weekday, every second)', () => {
  test('shows date, time and weekday of site time (Asia/Shanghai), whatever the machine zone', () => {
    const { vm } = setup();
    vm.start();
    expect([vm.date, vm.time, vm.weekday]).toEqual(['2026-01-05', '09:03:07', '星期一']);
  });

  test('ticks every 1000 ms while started, and stops', () => {
    const { vm, clock, timer } = setup();
    vm.start();
    vm.start(); // idempotent
    expect(timer.pending).toBe(1);
    clock.time += 1000;
    timer.advance(999);
    expect(vm.time).toBe('09:03:07');
    timer.advance(1);
    expect(vm.time).toBe('09:03:08');
    clock.time += 60_000 * 60 * 15;
    timer.advance(1000);
    expect([vm.date, vm.time, vm.weekday]).toEqual(['2026-01-06', '00:03:08', '星期二']);
    vm.stop();
    expect(timer.pending).toBe(0);
    expect(vm.running).toBe(false);
  });

  test.each([
    [Date.UTC(2026, 1, 1, 4), '星期日'],
    [Date.UTC(2026, 1, 7, 4), '星期六'],
    [Date.UTC(2026, 1, 4, 4), '星期三'],
    // 2026-02-04 16:30 UTC is Thursday 00:30 on site.
    [Date.UTC(2026, 1, 4, 16, 30), '星期四'],
  ])('%s is %s', (ms, weekday) => {
    const { vm, clock } = setup();
    clock.time = ms;
    vm.tick();
    expect(vm.weekday).toBe(weekday);
  });

  test('crosses midnight on the site clock: 15:59:59 UTC → 16:00:00 UTC is the next site day', () => {
    const { vm, clock } = setup();
    clock.time = Date.UTC(2026, 5, 14, 15, 59, 59);
    vm.tick();
    expect([vm.date, vm.time, vm.weekday]).toEqual(['2026-06-14', '23:59:59', '星期日']);
    clock.time += 1000;
    vm.tick();
    expect([vm.date, vm.time, vm.weekday]).toEqual(['2026-06-15', '00:00:00', '星期一']);
  });
});
