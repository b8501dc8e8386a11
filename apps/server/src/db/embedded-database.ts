import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config/server-config';
import { startEmbeddedCluster, type EmbeddedCluster } from './embedded-cluster';
import { ensureDatabase } from './ensure-database';

/** The superuser password of the embedded cluster: generated on first start, kept in DATA_DIR/embedded-pg.json (mode 600). */
export async function embeddedPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'embedded-pg.json');
  try {
    return (JSON.parse(await readFile(file, 'utf8')) as { password: string }).password;
  } catch {
    const password = randomBytes(18).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify({ password }), { mode: 0o600 });
    return password;
  }
}

/** DATA_DIR/pg: the embedded cluster's data directory. */
export const embeddedDataDir = (config: ServerConfig): string => path.join(config.dataDir, 'pg');

/**
 * Starts the embedded PostgreSQL under DATA_DIR/pg, supervised (restarted when it dies), and makes sure the
 * `worksite` database exists. `log` gets the supervisor's lines; `verbose` adds PostgreSQL's own output.
 */
export async function startEmbeddedDatabase(
  config: ServerConfig,
  log: (m: string) => void,
  verbose: boolean,
): Promise<{ url: string; cluster: EmbeddedCluster }> {
  const password = await embeddedPassword(config.dataDir);
  const cluster = await startEmbeddedCluster({ dir: embeddedDataDir(config), port: config.embeddedPgPort, password, log, verbose, supervise: true, durable: config.embeddedPgDurable });
  try {
    await ensureDatabase(cluster.url('postgres'), 'worksite');
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  return { url: cluster.url('worksite'), cluster };
}
