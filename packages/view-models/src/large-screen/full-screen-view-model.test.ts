import 'reflect-metadata';
import { createTestRig } from '../testing/test-container';
import { FullScreenViewModel } from './full-screen-view-model';
import { TestFullScreen } from './testing/test-full-screen';

function setup(supported = true) {
  const rig = createTestRig();
  const port = new TestFullScreen(supported);
  const vm = rig.container.get(FullScreenViewModel);
  vm.attach(port);
  return { ...rig, port, vm };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('full screen (SPEC §2.5, §8, §9)', () => {
  test('the header toggle enters and leaves through the Fullscreen API', async () => {
    const { vm, port } = setup();
    await vm.toggle();
    expect(vm.active).toBe(true);
    await vm.toggle();
    expect(vm.active).toBe(false);
    expect(port.calls).toEqual(['enter', 'exit']);
  });

  test.each([
    [{ key: 'F11' }, true],
    [{ key: 'F12' }, true],
    [{ keyCode: 122 }, true],
    [{ key: 'F5', keyCode: 116 }, false],
    [{ key: 'Escape', keyCode: 27 }, false],
  ])('key %j toggles: %s', async (press, toggles) => {
    const { vm, port } = setup();
    expect(vm.keyPressed(press)).toBe(toggles);
    await flush();
    expect(port.calls).toEqual(toggles ? ['enter'] : []);
  });

  test('without the API: 您的浏览器版本过低，不支持全屏浏览, nothing else', async () => {
    const { vm, port, notifier } = setup(false);
    expect(vm.supported).toBe(false);
    expect(vm.keyPressed({ key: 'F11' })).toBe(true);
    await flush();
    await vm.toggle();
    expect(notifier.messages('warning')).toEqual(['您的浏览器版本过低，不支持全屏浏览', '您的浏览器版本过低，不支持全屏浏览']);
    expect(port.calls).toEqual([]);
    expect(port.listenerCount).toBe(0);
  });

  test('no port attached counts as unsupported', async () => {
    const rig = createTestRig();
    const vm = rig.container.get(FullScreenViewModel);
    await vm.toggle();
    expect(rig.notifier.messages('warning')).toEqual(['您的浏览器版本过低，不支持全屏浏览']);
  });

  test('follows the browser (Esc); detach stops listening', () => {
    const { vm, port } = setup();
    port.set(true);
    expect(vm.active).toBe(true);
    port.set(false);
    expect(vm.active).toBe(false);
    vm.detach();
    port.set(true);
    expect(vm.active).toBe(false);
  });

  test('leaving full screen on the concrete production screen goes back to /ProductionScreen', () => {
    const { vm, port, navigator } = setup();
    vm.setAddress('/LargeScreen/ProductionScreen?sortId=18');
    port.set(true);
    port.set(false);
    expect(navigator.last).toEqual({ kind: 'go', address: '/ProductionScreen' });
  });

  test('leaving full screen elsewhere stays', () => {
    const { vm, port, navigator } = setup();
    vm.setAddress('/LargeScreen/EnterpriseScreen/overview?sortId=1');
    port.set(true);
    port.set(false);
    vm.setAddress('/LargeScreen/ProductionScreen');
    port.set(false); // not a change from full screen
    expect(navigator.navigations).toEqual([]);
  });
});
