/**
 * The real API server (createServerApp: every area, token auth, permissions, data scope) for the screen
 * benchmark, in its own process, on an already filled database; no simulator, no MQTT, no web bundle, logging off;
 * the screen cache as SCREEN_CACHE_MS says (bench/screens/run.ts sets it per pass).
 * Argv: JSON {databaseUrl}. Prints `LISTENING <port>` once ready; stops on SIGTERM.
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config/server-config';
import { createDb } from '../../apps/server/src/db/database';
import { createServerApp } from '../../apps/server/src/start-server';

async function main(): Promise<void> {
  const { databaseUrl } = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string };
  const scratch = path.join(os.tmpdir(), `worksite-bench-screens-${process.pid}`);
  const config = loadConfig(
    { LOG_LEVEL: 'silent', SIMULATOR: 'off', MQTT_URL: 'off', SEED_DEMO: '0', SCREEN_CACHE_MS: process.env.SCREEN_CACHE_MS },
    { port: 0, host: '127.0.0.1', databaseUrl, dataDir: scratch, uploadDir: path.join(scratch, 'uploads'), webDist: path.join(scratch, 'no-web'), seedDemo: false },
  );
  const db = createDb(databaseUrl);
  const app = await createServerApp(config, db, false);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
  const stop = () => {
    app.close().then(() => db.close()).finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  process.stderr.write(`bench screen server failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
