import { injectable } from 'inversify';
import type { TokenStore } from '@worksite/contract';

/** Both tokens in memory: Node, tests, and a browser that must not persist them. */
@injectable()
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
