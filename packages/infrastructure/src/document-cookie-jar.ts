import { inject, injectable } from 'inversify';
import { BrowserGlobals } from './browser-globals';
import type { CookieJar, CookieOptions } from './cookie-jar';

/** Cookies through `document.cookie` (the browser), the document being injected. */
@injectable()
export class DocumentCookieJar implements CookieJar {
  constructor(@inject(BrowserGlobals) private readonly globals: BrowserGlobals) {}

  get(name: string): string | undefined {
    for (const part of this.globals.document.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (decodeURIComponent(part.slice(0, eq).trim()) === name) return decodeURIComponent(part.slice(eq + 1).trim());
    }
    return undefined;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const maxAge = options.maxAgeSeconds === undefined ? '' : `; max-age=${options.maxAgeSeconds}`;
    this.globals.document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}${maxAge}`;
  }

  remove(name: string): void {
    this.globals.document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  }
}
