import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/testing/free-port';

const root = path.resolve(__dirname, '..', '..');

/** CPU time (ms, user + system) a process has used so far, from /proc (Linux); 0 when unreadable. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return 0;
  }
}

/** Sum of CPU ms of `pids`, counting those not in `before` from zero (backends started meanwhile). */
export function cpuDelta(pids: number[], before: Map<number, number>): number {
  return pids.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
}

/** The real server in its own process on `databaseUrl` (no simulator, no MQTT, no web). */
export async function startServerProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // BENCH_PROFILE_DIR: the server writes a V8 CPU profile there when it exits (--cpu-prof).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'), NODE_OPTIONS: '', DATABASE_URL: databaseUrl,
      PORT: String(port), HOST: '127.0.0.1', SIMULATOR: 'off', MQTT_URL: 'off', SEED_DEMO: '0', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited before listening');
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}
