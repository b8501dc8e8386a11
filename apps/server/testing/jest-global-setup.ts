import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedCluster, type EmbeddedCluster } from '../src/db/embedded-cluster';
import { freePort } from './free-port';
import { dropRunDatabases, ENV_ADMIN_URL, ENV_RUN_ID } from './test-run';

/** What the teardown needs from the setup (same process). */
export interface TestRunState {
  cluster?: EmbeddedCluster;
  adminUrl: string;
}

declare global {
  // eslint-disable-next-line no-var
  var worksiteTestRun: TestRunState | undefined;
}

/**
 * Jest global setup: one PostgreSQL server for the whole run — TEST_DATABASE_URL's, or an embedded cluster
 * started here (a free port, never 5432, data in a temp dir) — handed to the workers by environment. The
 * template database is built lazily by the first test file that needs one (most unit tests do not).
 */
export default async function globalSetup(): Promise<void> {
  process.env[ENV_RUN_ID] = String(process.pid);
  // Sign-ins at scrypt N = 2^14 instead of production's 2^17: ~120 of them per run on a shared 2-core machine
  // (docs/decisions/0287); password-rehash.test.ts sets 17 back to test production's cost.
  process.env.SCRYPT_LOG2_N ??= '14';
  let cluster: EmbeddedCluster | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'worksite-test-pg-'));
    // The embedded PostgreSQL runs as its own user when started as root: it must reach the directory.
    chmodSync(dir, 0o755);
    cluster = await startEmbeddedCluster({ dir: path.join(dir, 'data'), port: await freePort(), password: randomBytes(12).toString('hex'), persistent: false, durable: false, unref: true });
    adminUrl = cluster.url('postgres');
  } else {
    await dropRunDatabases(adminUrl, 'dead-runs');
  }
  process.env[ENV_ADMIN_URL] = adminUrl;
  globalThis.worksiteTestRun = { cluster, adminUrl };
}
