import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildHarness } from '../../../bench/map/harness-server';
import { repoRoot } from './product-server';

/** Where the built map test page is kept between runs (node_modules is not part of the tree). */
const CACHE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'worksite-e2e', 'map-harness');

/** What the map test page is built from: the web app (the harness and its config are inside), its public files, the packages, the lock file. */
const INPUTS = ['apps/web/src', 'apps/web/public', 'packages', 'package-lock.json'];

/** Newest modification time under `p` (node_modules, dist and lib output left out). */
function newestMtime(p: string): number {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a removed file changes its directory
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'lib') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/**
 * The directory of the built map test page (docs/decisions/0260): built again only when missing or older than
 * one of its inputs, as the product's own web build is reused when fresh.
 */
export function mapHarnessDir(): string {
  const built = path.join(CACHE_DIR, 'index.html');
  const inputs = Math.max(...INPUTS.map((p) => newestMtime(path.join(repoRoot, p))));
  if (!existsSync(built) || statSync(built).mtimeMs < inputs) buildHarness(CACHE_DIR);
  return CACHE_DIR;
}
