import { inject, injectable } from 'inversify';
import { KeyValueStorage, STORAGE_KEYS, type TokenStore } from '@worksite/contract';
import { CookieJar } from './cookie-jar';

/** Storage key of the session token (the login `access_token`). */
export const SESSION_TOKEN_KEY = 'token';

/**
 * The browser's tokens (SPEC §3, §7): the access token from getToken in the `access_token` cookie,
 * the session token from login in KeyValueStorage. Both through ports, so Node tests use memory.
 */
@injectable()
export class BrowserTokenStore implements TokenStore {
  constructor(
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {}

  getToken(): string | undefined {
    return this.storage.getItem(SESSION_TOKEN_KEY) || undefined;
  }

  setToken(token: string): void {
    this.storage.setItem(SESSION_TOKEN_KEY, token);
  }

  getAccessToken(): string | undefined {
    return this.cookies.get(STORAGE_KEYS.accessTokenCookie) || undefined;
  }

  setAccessToken(token: string): void {
    this.cookies.set(STORAGE_KEYS.accessTokenCookie, token);
  }

  clear(): void {
    this.storage.removeItem(SESSION_TOKEN_KEY);
    this.cookies.remove(STORAGE_KEYS.accessTokenCookie);
  }
}
