import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import timekeeper from 'timekeeper';
import { loadConfig, type ServerConfig } from '../src/config/server-config';
import type { Db } from '../src/db/database';
import { startServer } from '../src/start-server';
import { TEST_NOW } from './test-clock';
import { copyTemplate, type TemplateKind } from './test-databases';
import { dropTestDatabase } from './test-run';

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

/**
 * What a test server leaves off unless the test asks for it (docs/decisions/0256): no MQTT subscriber, no
 * device simulator, no screen answer cache, so every test sees its own writes at once and nothing else writes.
 */
export const quiet: Pick<ServerConfig, 'mqttUrl' | 'simulator' | 'screenCacheMs'> = { mqttUrl: undefined, simulator: false, screenCacheMs: 0 };

/** How a test server starts; every part is optional. */
export interface TestServerOptions {
  /** The seeded template the database copies (docs/decisions/0440): `core` (no history) for files that test calls, records and security. */
  readonly template?: TemplateKind;
  /** Config over the quiet test defaults (e.g. `{ screenCacheMs: 600_000 }`). */
  readonly config?: Partial<ServerConfig>;
  /** Extra routes mounted before the server listens (e.g. `mountRecordType` of a type under test). */
  readonly mount?: (app: FastifyInstance) => void | Promise<void>;
  /** Where the server's log lines go (pino JSON, one a line), for tests that read the log; level: `logLevel`. */
  readonly logStream?: NodeJS.WritableStream;
}

/**
 * Starts the server in-process on a copy of the seeded template database (see test-databases.ts), listening
 * on a free port. Its clock — `now()` in SQL and `Date` in this test file — starts at TEST_NOW and runs on, so
 * statistics of the deterministic demo data have exact expected values. A test file starts its server with
 * `useTestServer` (use-test-server.ts); this is for the files that start more than one.
 */
export async function startTestServer({ template = 'full', config: overrides = {}, mount, logStream }: TestServerOptions = {}): Promise<TestServer> {
  const { name, url: databaseUrl, clockStartedAt } = await copyTemplate(undefined, template);
  // JavaScript's Date runs from TEST_NOW at the real pace, reading TEST_NOW at the same real instant as the
  // database's clock (set a moment ago). Only Date changes: timers stay real (docs/decisions/0266).
  timekeeper.reset();
  timekeeper.travel(TEST_NOW + (Date.now() - clockStartedAt));
  const scratch = path.join(os.tmpdir(), 'worksite-test-files', name);
  const config = loadConfig(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' },
    { ...quiet, port: 0, host: '127.0.0.1', databaseUrl, dataDir: scratch, uploadDir: path.join(scratch, 'uploads'), webDist: path.join(scratch, 'no-web'), databaseReady: overrides.databaseUrl === undefined, ...overrides },
  );
  let server;
  try {
    server = await startServer(config, { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) }, mount);
  } catch (e) {
    timekeeper.reset();
    await dropTestDatabase(name).catch(() => undefined);
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
      timekeeper.reset();
      await dropTestDatabase(name).catch(() => undefined);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
