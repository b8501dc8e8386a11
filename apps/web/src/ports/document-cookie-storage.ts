import type { CookieStorage } from '@worksite/view-models';

const YEAR_S = 365 * 24 * 60 * 60;

/** CookieStorage port on document.cookie (the sidebar state, SPEC §2.4): path /, one year, SameSite Lax. */
export class DocumentCookieStorage implements CookieStorage {
  constructor(private readonly doc: { cookie: string }) {}

  getItem(key: string): string | undefined {
    const prefix = `${encodeURIComponent(key)}=`;
    const hit = this.doc.cookie.split('; ').find((part) => part.startsWith(prefix));
    return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
  }

  setItem(key: string, value: string): void {
    this.doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; SameSite=Lax`;
  }

  removeItem(key: string): void {
    this.doc.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0; SameSite=Lax`;
  }
}
