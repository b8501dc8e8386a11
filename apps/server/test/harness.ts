import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { loadConfig, type ServerConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { startEmbeddedCluster } from '../src/db/embedded-cluster';
import { dropDatabase, ensureDatabase } from '../src/db/ensure-database';
import { startServer } from '../src/start-server';

/** A server started for one test file, on a database of its own. */
export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** API base: `${baseUrl}/prod-apiplus`. */
  readonly api: string;
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: ServerConfig;
  readonly databaseUrl: string;
  /** Stops the server and drops its database. */
  close(): Promise<void>;
}

const stateRoot = path.join(os.tmpdir(), 'worksite-test-pg');
const stateDir = path.join(stateRoot, String(process.pid));
const stateFile = path.join(stateDir, 'state.json');

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function canConnect(url: string): Promise<boolean> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * Admin URL of this jest worker's embedded PostgreSQL, started on first use (a free port, never 5432; data
 * under the OS temp dir, deleted when it stops). The cluster outlives a test file's module registry: its
 * address is kept in a state file per worker process, and it stops when the worker exits.
 */
async function workerCluster(): Promise<string> {
  if (existsSync(stateFile)) {
    const { url } = JSON.parse(readFileSync(stateFile, 'utf8')) as { url: string };
    if (await canConnect(url)) return url;
  }
  if (existsSync(stateRoot)) {
    for (const d of readdirSync(stateRoot)) if (/^\d+$/.test(d) && !pidAlive(Number(d))) rmSync(path.join(stateRoot, d), { recursive: true, force: true });
  }
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    if (port === 5432) continue;
    try {
      const cluster = await startEmbeddedCluster({
        dir: path.join(stateDir, `data-${attempt}`),
        port,
        password: randomBytes(12).toString('hex'),
        persistent: false,
        unref: true,
      });
      const url = cluster.url('postgres');
      writeFileSync(stateFile, JSON.stringify({ url }));
      return url;
    } catch (e) {
      lastError = e;
    }
  }
  throw lastError;
}

let counter = 0;

/**
 * Starts the server in-process on a fresh database: on TEST_DATABASE_URL's server when set, otherwise on
 * this worker's embedded PostgreSQL. Runs migrations and the demo seed, listens on a free port.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  /** Extra routes mounted before the server listens (e.g. `mountRecordType` of a type under test). */
  extraMounts?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL || (await workerCluster());
  const name = `worksite_test_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  await ensureDatabase(adminUrl, name);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const scratch = path.join(os.tmpdir(), 'worksite-test-files', name);
  const config = loadConfig(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' },
    { port: 0, host: '127.0.0.1', databaseUrl, dataDir: scratch, uploadDir: path.join(scratch, 'uploads'), webDist: path.join(scratch, 'no-web'), ...overrides },
  );
  let server;
  try {
    server = await startServer(config, { level: config.logLevel }, extraMounts);
  } catch (e) {
    await dropDatabase(adminUrl, name).catch(() => undefined);
    throw e;
  }
  const running = server;
  return {
    baseUrl: running.url,
    api: `${running.url}/prod-apiplus`,
    app: running.app,
    db: running.db,
    config,
    databaseUrl,
    close: async () => {
      await running.close();
      await dropDatabase(adminUrl, name).catch(() => undefined);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
