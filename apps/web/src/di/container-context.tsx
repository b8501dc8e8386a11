import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ContainerContext = createContext<Container | undefined>(undefined);

/** Makes the composition root's container available to components. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a service (view-model or port) from the composition root. */
export function useInjection<T>(token: symbol | (abstract new (...args: never[]) => T)): T {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useInjection outside ContainerProvider');
  return container.get<T>(token as symbol);
}
