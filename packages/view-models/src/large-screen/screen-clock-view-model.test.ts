import 'reflect-metadata';
import { Clock } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { ScreenClockViewModel } from './screen-clock-view-model';
import { SettableClock } from '@worksite/test-doubles';

function setup() {
  const rig = createTestRig();
  const clock = new SettableClock(new Date(2026, 0, 5, 9, 3, 7).getTime());
  rig.container.rebindSync(Clock).toConstantValue(clock);
  return { ...rig, clock, vm: rig.container.get(ScreenClockViewModel) };
}

describe('large-screen clock (SPEC §2.5, §9: date, time and weekday, every second)', () => {
  test('shows date, time and weekday of local time', () => {
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
    [new Date(2026, 1, 1), '星期日'],
    [new Date(2026, 1, 7), '星期六'],
    [new Date(2026, 1, 4), '星期三'],
  ])('%s is %s', (date, weekday) => {
    const { vm, clock } = setup();
    clock.time = date.getTime();
    vm.tick();
    expect(vm.weekday).toBe(weekday);
  });
});
