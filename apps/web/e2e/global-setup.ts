import { chromium, type BrowserServer } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_WS_ENV, CHROMIUM_LAUNCH } from './browser';
import { startProduct } from './product-server';
import { AUTH_DIR_ENV } from './auth-dir-env';

/** What global-teardown stops (jest runs both in the same process, sharing globalThis). */
export interface E2eRun {
  browserServer?: BrowserServer;
}
export const run = globalThis as typeof globalThis & { worksiteE2e?: E2eRun };

/**
 * Once per run (docs/decisions/0260, 0261): the real product (unless E2E_BASE_URL points at a running one),
 * one Chromium server every test file connects to, and the directory of the signed-in states per account.
 * The test files read the browser's address and the directory from the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const [browserServer] = await Promise.all([chromium.launchServer(CHROMIUM_LAUNCH), process.env.E2E_BASE_URL ? undefined : startProduct()]);
  run.worksiteE2e = { browserServer };
  process.env[BROWSER_WS_ENV] = browserServer.wsEndpoint();
  process.env[AUTH_DIR_ENV] = mkdtempSync(path.join(os.tmpdir(), 'worksite-web-e2e-auth-'));
}
