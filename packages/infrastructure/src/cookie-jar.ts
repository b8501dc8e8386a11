/** Options of a cookie write. */
export interface CookieOptions {
  /** Lifetime in seconds; absent means a session cookie. */
  readonly maxAgeSeconds?: number;
  /** Cookie path; `/` unless given. */
  readonly path?: string;
}

/** Reads and writes cookies (document.cookie in the browser, a map in Node and tests). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}
/** Injection token of the CookieJar port. */
export const CookieJar: unique symbol = Symbol.for('CookieJar');
