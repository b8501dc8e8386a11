import type { BrowserGlobals } from './browser-globals';

/** How the infrastructure is configured by the composition root. */
export interface InfrastructureOptions {
  /**
   * Prefix before `/prod-apiplus` and `/prod-api`: empty in the browser (same origin),
   * e.g. `http://127.0.0.1:8080` in Node tests.
   */
  readonly baseUrl?: string;
  /** Prefix of plug-in calls; defaults to `baseUrl`. */
  readonly pluginBaseUrl?: string;
  /**
   * `browser`: localStorage and document.cookie (needs `browser`); `memory` (default): the caller binds
   * KeyValueStorage and TokenStore itself (Node, tests), cookies live in a map.
   */
  readonly storage?: 'browser' | 'memory';
  /** The window objects, required when `storage` is `browser`. */
  readonly browser?: BrowserGlobals;
}
/** Injection token of the InfrastructureOptions value. */
export const InfrastructureOptions: unique symbol = Symbol.for('InfrastructureOptions');
