import type { KeyValueStorage } from '@worksite/contract';

/**
 * Cookie-backed key/value storage: the sidebar state is remembered in a cookie (SPEC §2.4).
 * Same interface as KeyValueStorage, its own token, so apps/web binds a cookie implementation.
 */
export type CookieStorage = KeyValueStorage;

/** Injection token of the CookieStorage port. */
export const CookieStorage: unique symbol = Symbol.for('CookieStorage');
