/**
 * Moves the app between addresses. Implemented by apps/web (react-router for `go`/`replace`, a full
 * page load for `reload`), so view-models never touch `window.location`.
 */
export interface AppNavigator {
  /** Client-side navigation to an address (path plus query), adding a history entry. */
  go(address: string): void;
  /** Client-side navigation replacing the current history entry. */
  replace(address: string): void;
  /** Full page reload; at `address` when given, else at the current address. */
  reload(address?: string): void;
}

/** Injection token of the AppNavigator port. */
export const AppNavigator: unique symbol = Symbol.for('AppNavigator');
