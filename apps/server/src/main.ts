import { loadConfig } from './config/server-config';
import { embeddedDataDir } from './db/embedded-database';
import { embeddedPreflight } from './db/embedded-preflight';

/**
 * Entry point: `npm start` (scripts/start.mjs) → http://localhost:8080 (PORT overrides). Stops gracefully on
 * SIGINT/SIGTERM/SIGHUP, and when the launcher that started it goes away (its IPC channel closes), so no signal
 * path leaves the server or its PostgreSQL running (docs/decisions/0271).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // A start that cannot work fails before the app is even loaded (seconds, not minutes): a taken
  // EMBEDDED_PG_PORT, or a PostgreSQL of this DATA_DIR owned by a live server.
  if (!config.databaseUrl) await embeddedPreflight(embeddedDataDir(config), config.embeddedPgPort, (m) => process.stderr.write(`${m}\n`));
  // Stopped while starting: exit now; the embedded PostgreSQL's runner sees its pipe close and stops it.
  let stop: (signal: string) => void = (signal) => {
    process.stderr.write(`Worksite server stopped during start (${signal})\n`);
    process.exit(1);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  if (process.send) process.on('disconnect', () => stop('launcher gone'));

  const { startServer } = await import('./start-server');
  const server = await startServer(config);
  server.app.log.info({ url: `http://localhost:${new URL(server.url).port}`, database: config.databaseUrl ? 'external' : 'embedded' }, 'Worksite server started');
  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    // The requests in flight have SHUTDOWN_GRACE_MS; the pool and the embedded PostgreSQL a few seconds more.
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
}

main().catch((err) => {
  process.stderr.write(`Worksite server failed to start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
