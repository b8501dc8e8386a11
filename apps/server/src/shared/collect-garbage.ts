import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined = (globalThis as { gc?: () => void }).gc;

/**
 * A full garbage collection now (docs/decisions/0345). For long streaming jobs (the Excel export) whose
 * short-lived chunks outlive two scavenges while they wait in the zip and socket queues: V8 promotes them and
 * collects them only at the next mark-compact, which it puts off while the old generation has room, so the
 * process's RSS grows with the job's length though nothing is kept. `--expose-gc` is switched on here when the
 * process was not started with it; the flag only adds the global `gc` function.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
