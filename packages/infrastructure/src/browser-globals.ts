/** The Web Storage methods LocalStorageAdapter uses (window.localStorage satisfies it). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What DocumentCookieJar reads and writes (window.document satisfies it). */
export interface CookieDocument {
  cookie: string;
}

/** What LocationPageReloader calls (window.location satisfies it). */
export interface ReloadableLocation {
  reload(): void;
}

/**
 * The browser objects the browser implementations need, passed in by the app's composition root so
 * no file here touches a DOM global (and jest in Node can hand in fakes).
 */
export interface BrowserGlobals {
  readonly localStorage: StorageLike;
  readonly document: CookieDocument;
  readonly location: ReloadableLocation;
}
/** Injection token of the BrowserGlobals value. */
export const BrowserGlobals: unique symbol = Symbol.for('BrowserGlobals');
