import { STORAGE_KEYS } from '@worksite/contract';
import { AUTH_DIR_ENV } from './auth-dir-env';

export { AUTH_DIR_ENV };
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newContext, signIn } from './browser';
import { productServer } from './product-server';


type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** States of this process when global-setup gave no directory (a screenshot script). */
const inMemory = new Map<string, StorageState>();

/**
 * A context already signed in as `userName` (docs/decisions/0262): the account signs in through the login page
 * once per run, its cookies and local storage are kept in a file and every further context starts from them.
 * A kept state whose session the server no longer accepts (a test logged out, changed the password or expired
 * the user's sessions) is replaced by a new sign-in. For tests that only use a session; tests of sign-in,
 * sign-out, expiry, password or company changes sign in through the page themselves.
 */
export async function signedInContext(browser: Browser, userName: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const kept = readState(userName);
  const state = kept !== undefined && (await sessionAccepted(kept)) ? kept : await signInOnce(browser, userName);
  return newContext(browser, { ...options, storageState: state });
}

function stateFile(userName: string): string | undefined {
  const dir = process.env[AUTH_DIR_ENV];
  return dir ? path.join(dir, `${userName}.json`) : undefined;
}

function readState(userName: string): StorageState | undefined {
  const file = stateFile(userName);
  if (file === undefined) return inMemory.get(userName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StorageState) : undefined;
}

function writeState(userName: string, state: StorageState): void {
  const file = stateFile(userName);
  if (file === undefined) {
    inMemory.set(userName, state);
    return;
  }
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

/** The session token a state holds (the app keeps it in local storage under `token`). */
function tokenOf(state: StorageState): string | undefined {
  const { baseUrl } = productServer();
  return state.origins.find((o) => o.origin === baseUrl)?.localStorage.find((e) => e.name === 'token')?.value;
}

/** Whether the server still accepts the state's token: GET user info, as the app would call it. */
async function sessionAccepted(state: StorageState): Promise<boolean> {
  const token = tokenOf(state);
  if (token === undefined) return false;
  const res = await fetch(`${productServer().baseUrl}/prod-apiplus/api/ERPUser/GetUserInfo`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) return false;
  const body = (await res.json()) as { code?: number };
  return body.code === 200;
}

/**
 * Signs in through the login page and waits until the app holds its rotated token: after sign-in the first
 * request exchanges the login token for a new one (getToken, docs/decisions/0071), stored both in local storage
 * and in the access-token cookie. Returns that token (the login token expires a minute after the exchange).
 */
export async function signInForToken(page: Page, userName: string): Promise<string> {
  const loginAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/web/login'));
  await signIn(page, userName);
  const loginToken = ((await (await loginAnswer).json()) as { data: { access_token: string } }).data.access_token;
  const rotated = await page.waitForFunction(
    ({ cookie, first }) => {
      const token = localStorage.getItem('token');
      const done = token !== null && token !== first && document.cookie.split('; ').includes(`${cookie}=${encodeURIComponent(token)}`);
      return done ? token : undefined;
    },
    { cookie: STORAGE_KEYS.accessTokenCookie, first: loginToken },
  );
  return (await rotated.jsonValue()) as string;
}

/** Signs in through the login page and keeps the state once the app holds its rotated token. */
async function signInOnce(browser: Browser, userName: string): Promise<StorageState> {
  const context = await newContext(browser);
  try {
    await signInForToken(await context.newPage(), userName);
    const state = await context.storageState();
    writeState(userName, state);
    return state;
  } finally {
    await context.close();
  }
}
