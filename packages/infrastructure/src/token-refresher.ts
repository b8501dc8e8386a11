import { inject, injectable } from 'inversify';
import { TOKEN_REFRESH_MS, Timer, TokenStore, sessionUserEndpoints, type TimerHandle } from '@worksite/contract';
import { AxiosEndpointTransport } from './axios-endpoint-transport';

/**
 * Fetches the access token (getToken) every 6 840 000 ms and whenever it is missing before a request
 * (SPEC §4). One fetch at a time: concurrent callers share it. The new token goes to the access-token
 * cookie and replaces the session token too, since the server rotates tokens (docs/decisions/0071).
 */
@injectable()
export class TokenRefresher {
  private inFlight: Promise<string | undefined> | undefined;
  private handle: TimerHandle | undefined;

  constructor(
    @inject(AxiosEndpointTransport) private readonly transport: AxiosEndpointTransport,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(Timer) private readonly timer: Timer,
  ) {}

  /** True while the periodic refresh is scheduled. */
  get running(): boolean {
    return this.handle !== undefined;
  }

  /** Schedules the periodic refresh (idempotent). */
  start(): void {
    if (this.handle !== undefined) return;
    this.handle = this.timer.setInterval(() => {
      if (this.transport.currentToken() === undefined) {
        this.stop();
        return;
      }
      // Failures were already shown by the error catalogue (dialog or toast).
      this.refresh().catch(() => undefined);
    }, TOKEN_REFRESH_MS);
  }

  /** Cancels the periodic refresh. */
  stop(): void {
    if (this.handle === undefined) return;
    this.timer.clearInterval(this.handle);
    this.handle = undefined;
  }

  /** Fetches a new access token now (shared with a fetch already under way); undefined when signed out. */
  refresh(): Promise<string | undefined> {
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Before a signed-in request: fetches the access token if it is missing, then keeps it fresh. */
  async ensureAccessToken(): Promise<void> {
    if (this.tokens.getAccessToken() === undefined) {
      if (this.tokens.getToken() === undefined) return;
      await this.refresh();
    }
    this.start();
  }

  private async fetch(): Promise<string | undefined> {
    if (this.transport.currentToken() === undefined) return undefined;
    const token = await this.transport.send(sessionUserEndpoints.getToken, {});
    this.tokens.setAccessToken(token);
    this.tokens.setToken(token);
    return token;
  }
}
