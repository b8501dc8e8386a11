import type { Container, ContainerModule } from 'inversify';

const loaded = new WeakMap<Container, Set<ContainerModule>>();

/**
 * Loads view-model modules into the container the first time a lazy chunk needs them (docs/decisions/0326):
 * the record pages' and the large screens' view-models stay out of the back office's first load. Idempotent.
 */
export function loadModulesOnce(container: Container, modules: readonly ContainerModule[]): void {
  let done = loaded.get(container);
  if (done === undefined) {
    done = new Set();
    loaded.set(container, done);
  }
  const missing = modules.filter((m) => !done.has(m));
  if (missing.length === 0) return;
  container.loadSync(...missing);
  for (const m of missing) done.add(m);
}
