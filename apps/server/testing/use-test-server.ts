import { login } from './sign-in';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * The start may wait for the run's template (migrated and seeded once, by whichever file asks first: about a
 * minute on a busy 2-core machine), more than a test's 60 s.
 */
const START_TIMEOUT_MS = 180_000;

export interface UseTestServerOptions extends TestServerOptions {
  /** Accounts (demo password) signed in once the server is up; their tokens are in `tokens`. */
  readonly signIn?: readonly string[];
}

/** The server of a test file, with the tokens of the accounts it signed in. */
export interface UsedTestServer extends TestServer {
  /** Token by user name: those of `signIn`, and any a test stores (e.g. after a password change). */
  readonly tokens: Record<string, string>;
  /** The token of a signed-in account (throws for one not in `signIn`). */
  token(account: string): string;
  /** `authorization: Bearer …` of a signed-in account. */
  bearer(account: string): Record<string, string>;
}

/**
 * The server of a test file (or of the describe block it is called in), as e2e has `useBrowser()`: started
 * in `beforeAll`, the `signIn` accounts signed in (side by side), stopped with its database dropped in
 * `afterAll`. Hooks the file declares after this call run after the start and after the stop; a hook that
 * must run before the start (an environment variable the server reads) is declared before it.
 */
export function useTestServer(options: UseTestServerOptions = {}): UsedTestServer {
  let server: TestServer | undefined;
  let closing: Promise<void> | undefined;
  const tokens: Record<string, string> = {};
  const running = (): TestServer => {
    if (server === undefined) throw new Error('useTestServer(): no server — read before its beforeAll, or its start failed (the first error says why)');
    return server;
  };
  beforeAll(async () => {
    const started = await startTestServer(options);
    server = started;
    const accounts = options.signIn ?? [];
    const signed = await Promise.all(accounts.map((account) => login(started.api, account)));
    accounts.forEach((account, i) => (tokens[account] = signed[i]!));
  }, START_TIMEOUT_MS);
  const token = (account: string): string => {
    const t = tokens[account];
    if (t === undefined) throw new Error(`useTestServer(): ${account} is not signed in (signIn option)`);
    return t;
  };
  // A test may close the server itself (to read what it wrote on the way down); closing again is that close.
  const close = () => (closing ??= server?.close() ?? Promise.resolve());
  afterAll(close);
  return {
    get baseUrl() { return running().baseUrl; },
    get api() { return running().api; },
    get app() { return running().app; },
    get db() { return running().db; },
    get config() { return running().config; },
    get databaseUrl() { return running().databaseUrl; },
    close,
    tokens,
    token,
    bearer: (account) => ({ authorization: `Bearer ${token(account)}` }),
  };
}
