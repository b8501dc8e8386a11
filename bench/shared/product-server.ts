import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../apps/server/testing/free-port';

/** A product server a bench started: its process, address and the tail of its stderr. */
export interface BenchProductServer {
  readonly child: ChildProcess;
  readonly url: string;
  stderr(): string;
}

/**
 * The product server (`npm start`'s entry point) in its own process on `databaseUrl`, demo seed on, no MQTT, no
 * web build; `env` adds to or overrides that (SIMULATOR, LOGIN_RATE_LIMIT …). Resolves once /health answers.
 */
export async function startProductServer(root: string, databaseUrl: string, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<BenchProductServer> {
  const port = await freePort();
  let err = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'), NODE_OPTIONS: '', DATABASE_URL: databaseUrl,
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', MQTT_URL: 'off', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent',
      ...env,
    },
  });
  child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited before listening:\n${err}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return { child, url, stderr: () => err };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${err}`);
}

/** SIGTERM, then SIGKILL after 20 s; resolves when the process has exited. */
export function stopProductServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
