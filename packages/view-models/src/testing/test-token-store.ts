import type { TokenStore } from '@worksite/contract';

/** TokenStore kept in fields. */
export class TestTokenStore implements TokenStore {
  token: string | undefined;
  accessToken: string | undefined;

  getToken(): string | undefined {
    return this.token;
  }

  setToken(token: string): void {
    this.token = token;
  }

  getAccessToken(): string | undefined {
    return this.accessToken;
  }

  setAccessToken(token: string): void {
    this.accessToken = token;
  }

  clear(): void {
    this.token = undefined;
    this.accessToken = undefined;
  }
}
