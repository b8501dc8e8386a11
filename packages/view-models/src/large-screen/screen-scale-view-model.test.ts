import 'reflect-metadata';
import { createTestRig } from '../testing/test-container';
import { RESIZE_THROTTLE_MS } from './large-screen-constants';
import { ScreenScaleViewModel } from './screen-scale-view-model';

function setup() {
  const rig = createTestRig();
  return { ...rig, vm: rig.container.get(ScreenScaleViewModel) };
}

describe('root font scale (SPEC §9: width / 1920, cap 2, resize throttled at 100 ms)', () => {
  test('the first width applies at once', () => {
    const { vm } = setup();
    vm.init(1366);
    expect(vm.rootFontPx).toBe(11.383);
  });

  test('a burst of resizes: the first at once, the last when the 100 ms window closes', () => {
    const { vm, timer } = setup();
    vm.init(1920);
    vm.resized(1366);
    expect(vm.rootFontPx).toBe(11.383);
    vm.resized(2560);
    vm.resized(3840);
    timer.advance(RESIZE_THROTTLE_MS - 1);
    expect(vm.width).toBe(1366);
    timer.advance(1);
    expect(vm.width).toBe(3840);
    expect(vm.rootFontPx).toBe(32);
    // The trailing width opened a new window; nothing else is pending after it.
    timer.advance(RESIZE_THROTTLE_MS);
    expect(timer.pending).toBe(0);
  });

  test('a single resize leaves no trailing update', () => {
    const { vm, timer } = setup();
    vm.resized(1600);
    timer.advance(RESIZE_THROTTLE_MS);
    expect(vm.width).toBe(1600);
    expect(timer.pending).toBe(0);
  });

  test('the production layout floors the width at 1024; dispose cancels a pending update', () => {
    const { vm, timer } = setup();
    vm.setOptions({ minWidth: 1024 });
    vm.init(800);
    expect(vm.rootFontPx).toBe(8.533);
    vm.resized(900);
    vm.resized(1000);
    vm.dispose();
    timer.advance(RESIZE_THROTTLE_MS);
    expect(vm.width).toBe(900);
    expect(timer.pending).toBe(0);
  });
});
