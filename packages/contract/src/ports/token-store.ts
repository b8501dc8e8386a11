/** Holds the session token (login access_token) and the access token (getToken, kept in a cookie). */
export interface TokenStore {
  getToken(): string | undefined;
  setToken(token: string): void;
  getAccessToken(): string | undefined;
  setAccessToken(token: string): void;
  /** Forgets both (logout, token reset). */
  clear(): void;
}
/** Injection token of the TokenStore port. */
export const TokenStore: unique symbol = Symbol.for('TokenStore');
