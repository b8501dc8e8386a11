import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { mountAreas } from './areas';
import { refusePublishedPasswords } from './auth/published-password-guard';
import type { ServerConfig } from './config/server-config';
import { createDb, type Db } from './db/database';
import type { EmbeddedCluster } from './db/embedded-cluster';
import { startEmbeddedDatabase } from './db/embedded-database';
import { runMigrations } from './db/run-migrations';
import { loadEmptyValues, loadTableColumns } from './db/table-columns';
import { installApiDocs } from './http/api-docs';
import { buildApp } from './http/build-app';
import { mountHealth } from './http/health-route';
import { minimalSeedSteps, runSeed, seedSteps } from './seed/run-seed';
import { syncMenuCatalogue } from './seed/sync-menu-catalogue';
import { ensureFirstAdministrator } from './seed/first-administrator';
import { demoPassword, demoUsers } from './seed/seed-users';
import { installSimulatorJob } from './simulator/simulator-job';
import { serveWeb } from './web/serve-web';

/** A started server. */
export interface RunningServer {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: ServerConfig;
  /** Base URL it listens on, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  /** Graceful stop: stop accepting, finish the requests in flight (SHUTDOWN_GRACE_MS), close the pool, stop the embedded database. */
  close(): Promise<void>;
}

/** Builds the app on an open database (migrated and seeded): what `startServer` and tests share. */
export async function createServerApp(
  config: ServerConfig,
  db: Db,
  logger: FastifyServerOptions['logger'],
  extraMounts?: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const columns = await loadTableColumns(db);
  const emptyValues = await loadEmptyValues(db);
  const app = await buildApp({ config, db, columns, emptyValues }, logger);
  mountHealth(app);
  await mountAreas(app);
  installSimulatorJob(app);
  await extraMounts?.(app);
  // After every route: the OpenAPI document lists the catalogue endpoints mounted by now.
  await installApiDocs(app);
  await serveWeb(app, config.webDist, config.map);
  return app;
}

/**
 * Starts everything: database (external or embedded), migrations (node-pg-migrate), demo data on the
 * first start, the HTTP server on `config.port` (0 = any free port).
 */
export async function startServer(
  config: ServerConfig,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
  /** Routes to add before listening (tests mount record types or probes this way). */
  extraMounts?: (app: FastifyInstance) => void | Promise<void>,
): Promise<RunningServer> {
  const bootLog = (m: string) => process.stderr.write(`${m}\n`);
  let cluster: EmbeddedCluster | undefined;
  let url = config.databaseUrl;
  // Until the app's logger exists, supervisor lines go to stderr; afterwards through the logger.
  let dbLog: (m: string) => void = bootLog;
  if (!url) {
    const started = await startEmbeddedDatabase(config, (m) => dbLog(m), config.logLevel === 'debug');
    cluster = started.cluster;
    url = started.url;
  }
  let db: Db | undefined;
  try {
    if (!config.databaseReady) await runMigrations(url);
    // The start-up work waits on the advisory locks of another server starting at once and may run long (a first
    // seed): on a pool of its own without the calls' lock and statement limits (docs/decisions/0500).
    const setup = createDb(url, 2);
    try {
      if (!config.databaseReady) {
        // The menu catalogue reaches every database, seeded or not, old or new (docs/decisions/0410).
        const menus = await setup.tx((q) => syncMenuCatalogue(q));
        if (menus.added.length > 0 && menus.grantedRoles.length > 0) bootLog(`menus: ${menus.added.length} new catalogue entries, granted to ${menus.grantedRoles.length} roles that held the whole menu`);
        if (menus.taken.length > 0) bootLog(`menus: catalogue ids ${menus.taken.join(', ')} are held by other menus and were not added`);
        if (config.seedDemo) await runSeed(setup, config.demoSeed === 'minimal' ? minimalSeedSteps : seedSteps);
      }
      const admin = await ensureFirstAdministrator(setup, config.firstAdmin ?? { userName: 'admin' });
      if (admin.kind === 'created') bootLog(`created the system administrator "${admin.userName}" (ADMIN_PASSWORD); change its password after signing in`);
      if (admin.kind === 'missing') bootLog(admin.advice);
    } finally {
      await setup.close();
    }
    db = createDb(url, { timeouts: config.dbTimeouts, onConnectionError: (err) => dbLog(`database connection lost: ${err.message}`) });
    // Beyond loopback only once no demo account has the README's password (docs/decisions/0286).
    await refusePublishedPasswords(db, config.host, demoUsers.map((u) => u.userName), demoPassword);
    const app = await createServerApp(config, db, logger, extraMounts);
    dbLog = (m) => app.log.warn(m);
    const supervised = cluster;
    if (supervised) app.healthProbes.push({ name: 'embeddedPostgres', state: () => supervised.state, ok: (s) => s === 'up', critical: true });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const openDb = db;
    let closing: Promise<void> | undefined;
    return {
      app,
      db: openDb,
      config,
      url: `http://${host}:${port}`,
      close: () =>
        (closing ??= (async () => {
          // No new connections or requests (503 on a kept-alive one); the requests in flight run to their answer,
          // so a handler commits and its client hears of it (docs/decisions/0503). Only past the grace (a client
          // still streaming an upload) are the remaining connections cut; the pool closes after that.
          const graceful = app.close();
          await app.drainRequests(config.shutdownGraceMs);
          app.server.closeAllConnections();
          await graceful;
          await openDb.close();
          await cluster?.stop();
        })()),
    };
  } catch (e) {
    await db?.close().catch(() => undefined);
    await cluster?.stop();
    throw e;
  }
}
