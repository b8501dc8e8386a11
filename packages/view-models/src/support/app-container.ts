import type { Container } from 'inversify';

/**
 * Injection token of the app's container itself, for the factories that make a child container per page (a
 * generic record page's view-models share the page's declaration and rows, docs/decisions/0461). Bound by whoever
 * builds the container: the web's composition root and the test rigs, with `bindAppContainer`.
 */
export const AppContainer: unique symbol = Symbol.for('AppContainer');

/** Binds `container` to itself under AppContainer. */
export function bindAppContainer(container: Container): void {
  container.bind(AppContainer).toConstantValue(container);
}
