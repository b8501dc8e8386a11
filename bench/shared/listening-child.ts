import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a bench server script in its own Node process (TypeScript through tsx's loader) and resolves with its
 * port once it prints `LISTENING <port>`; rejects when it exits first.
 */
export function startListeningChild(script: string, args: readonly string[], options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv }): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'inherit'], env: options.env });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
}
