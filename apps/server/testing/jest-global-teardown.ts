import './jest-global-setup';
import { dropRunDatabases } from './test-run';

/** Jest global teardown: drops this run's databases (external server) or stops the embedded cluster. */
export default async function globalTeardown(): Promise<void> {
  const run = globalThis.worksiteTestRun;
  if (!run) return;
  if (run.cluster) await run.cluster.stop();
  else await dropRunDatabases(run.adminUrl, 'this-run');
  globalThis.worksiteTestRun = undefined;
}
