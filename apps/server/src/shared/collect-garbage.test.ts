import { collectGarbage } from './collect-garbage';

test('collectGarbage collects an object nothing refers to (a WeakRef to it is cleared)', async () => {
  let held: { payload: number[] } | undefined = { payload: new Array(1000).fill(7) };
  const ref = new WeakRef(held);
  // A WeakRef keeps its target alive until the end of the job that created or read it: let that job end.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ref.deref()?.payload.length).toBe(1000);
  held = undefined;
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  expect(ref.deref()).toBeUndefined();
  expect(held).toBeUndefined();
});
