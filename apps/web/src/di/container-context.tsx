import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ContainerContext = createContext<Container | undefined>(undefined);

/** Makes the composition root's container available to components. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

type Token<T> = symbol | (abstract new (...args: never[]) => T);

/**
 * Resolves a view-model or port once per mounted component: a singleton is shared app-wide, a transient
 * one (a page's list, a dialog's form) lives as long as the component.
 */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useInjection outside ContainerProvider');
  const [service] = useState(() => container.get<T>(token as symbol));
  return service;
}

/** The composition root's container (useViewModel loads a lazy chunk's view-model areas into it, 0462). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useContainer outside ContainerProvider');
  return container;
}
