/** Reloads the page (the session-expired dialog's confirm, SPEC §8). */
export interface PageReloader {
  reload(): void;
}
/** Injection token of the PageReloader port. */
export const PageReloader: unique symbol = Symbol.for('PageReloader');
