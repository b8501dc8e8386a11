import type { Container, ContainerModule } from 'inversify';
import { useState } from 'react';
import { useContainer } from './container-context';
import { loadModulesOnce } from './lazy-modules';

type Token<T> = symbol | (abstract new (...args: never[]) => T);

/**
 * The container with a lazy chunk's view-model areas loaded (the first time that chunk renders,
 * docs/decisions/0326, 0462): for a page whose children resolve the view-models they render.
 */
export function useLazyModules(modules: readonly ContainerModule[]): Container {
  const container = useContainer();
  loadModulesOnce(container, modules);
  return container;
}

/**
 * A page's view-model made from the container once per mounted page, after the lazy chunk's view-model areas
 * are loaded (docs/decisions/0462): `make` resolves it (a token's, or a factory's page).
 */
export function useViewModelFrom<T>(modules: readonly ContainerModule[], make: (container: Container) => T): T {
  const container = useLazyModules(modules);
  const [vm] = useState(() => make(container));
  return vm;
}

/**
 * A page's view-model from a lazy chunk: the chunk's view-model areas loaded into the container once, the
 * view-model resolved once per mounted page (a singleton is shared app-wide; a transient one lives as long as
 * the page).
 */
export function useViewModel<T>(token: Token<T>, modules: readonly ContainerModule[]): T {
  return useViewModelFrom(modules, (container) => container.get<T>(token as symbol));
}
