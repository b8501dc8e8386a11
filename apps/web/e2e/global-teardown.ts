import { rmSync } from 'node:fs';
import { BROWSER_WS_ENV } from './browser';
import { run } from './global-setup';
import { stopProduct } from './product-server';
import { AUTH_DIR_ENV } from './auth-dir-env';

export default async function globalTeardown(): Promise<void> {
  await run.worksiteE2e?.browserServer?.close();
  delete process.env[BROWSER_WS_ENV];
  const authDir = process.env[AUTH_DIR_ENV];
  if (authDir) rmSync(authDir, { recursive: true, force: true });
  await stopProduct();
}
