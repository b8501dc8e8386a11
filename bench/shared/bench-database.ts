import { randomBytes } from 'node:crypto';
import { startEmbeddedCluster, type EmbeddedCluster } from '../../apps/server/src/db/embedded-cluster';
import { dropDatabase, ensureDatabase } from '../../apps/server/src/db/ensure-database';
import { freePort } from '../../apps/server/testing/free-port';

/** A fresh database for one benchmark run, and the throwaway cluster holding it when no server was named. */
export interface BenchDatabase {
  readonly databaseUrl: string;
  /** The server's maintenance database URL (to drop the database afterwards). */
  readonly adminUrl: string;
  /** The embedded cluster started for the run; stop it when done. Undefined when a server was named. */
  readonly cluster?: EmbeddedCluster;
}

/**
 * Creates database `name` anew (dropped first) on the server `adminUrl` names (default BENCH_DATABASE_URL), or else
 * on an embedded cluster started in `clusterDir` for this run only. `log` says when the cluster starts.
 */
export async function benchDatabase(name: string, clusterDir: string, log: (m: string) => void, adminUrlGiven = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase> {
  let adminUrl = adminUrlGiven;
  let cluster: EmbeddedCluster | undefined;
  if (!adminUrl) {
    log('starting embedded PostgreSQL …');
    cluster = await startEmbeddedCluster({ dir: clusterDir, port: await freePort(), password: randomBytes(12).toString('hex'), persistent: false });
    adminUrl = cluster.url('postgres');
  }
  await dropDatabase(adminUrl, name).catch(() => undefined);
  await ensureDatabase(adminUrl, name);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { databaseUrl: u.toString(), adminUrl, cluster };
}
