/**
 * The real API server for the benchmark, in a process of its own: the same app `npm start` builds
 * (createServerApp: every area, token auth, permissions, data scope, strWhere grammar, envelopes) on an
 * already migrated and seeded database. Logging off (as with LOG_LEVEL=silent), no web bundle.
 * Argv: JSON {databaseUrl, port}. Prints `LISTENING <port>` once ready; stops on SIGTERM.
 */
import os from 'node:os';
import path from 'node:path';
import { templateRecord, endpoints } from '@worksite/contract';
import { loadConfig } from '../../apps/server/src/config/server-config';
import { createDb } from '../../apps/server/src/db/database';
import { apiPrefixes } from '../../apps/server/src/http/api-prefixes';
import { mountRecordType } from '../../apps/server/src/record-types/mount-record-type';
import { createServerApp } from '../../apps/server/src/start-server';

async function main(): Promise<void> {
  const { databaseUrl, port } = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string; port?: number };
  const scratch = path.join(os.tmpdir(), `worksite-bench-${process.pid}`);
  const config = loadConfig(
    { LOG_LEVEL: 'silent' },
    { port: port ?? 0, host: '127.0.0.1', databaseUrl, dataDir: scratch, uploadDir: path.join(scratch, 'uploads'), webDist: path.join(scratch, 'no-web'), seedDemo: false },
  );
  const db = createDb(databaseUrl);
  const listUrl = `${apiPrefixes[0]}${endpoints.templateList.path}`;
  const app = await createServerApp(config, db, false, (a) => {
    // The templates area may not be mounted by src/areas yet; the generic record mount is what it uses.
    if (!a.hasRoute({ method: 'GET', url: listUrl })) mountRecordType(a, templateRecord);
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : config.port}\n`);
  const stop = () => {
    app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  process.stderr.write(`bench full server failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
