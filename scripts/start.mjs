// `npm start`: builds the web app when it is missing or stale (scripts/web-build.mjs), then runs the server as
// this process's only child and relays SIGINT/SIGTERM/SIGHUP to it, so a signal sent to npm (a container
// runtime's SIGTERM to PID 1) or to this launcher stops the server, which stops its PostgreSQL
// (docs/decisions/0271). The server also stops if this launcher dies (its IPC channel closes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let child;
let received;
const relay = (s) => {
  received ??= s;
  if (child) child.kill(s);
  else process.exit(128 + (s === 'SIGINT' ? 2 : s === 'SIGTERM' ? 15 : 1));
};
for (const s of signals) process.on(s, () => relay(s));
// Under npm (`sh -c`): should that shell die on npm's relayed signal without passing it on, this launcher is
// re-parented — treat that as SIGTERM. Run directly (nohup, a process manager), its parent may come and go.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) relay('SIGTERM');
  }, 500).unref();
}

// WEB_DIST names a build made elsewhere; otherwise the repository's apps/web/dist is kept current.
if (!process.env.WEB_DIST && process.env.WEB_BUILD !== 'off') {
  try {
    await ensureWebBuild();
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}

child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps', 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
});
if (received) child.kill(received);
child.on('exit', (code, signal) => {
  if (signal) process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : signal === 'SIGKILL' ? 9 : 1));
  process.exit(code ?? 1);
});
