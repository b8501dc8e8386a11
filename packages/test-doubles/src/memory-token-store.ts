import type { TokenStore } from '@worksite/contract';

/** TokenStore keeping both tokens in fields. */
export class MemoryTokenStore implements TokenStore {
  private token?: string;
  private accessToken?: string;

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
