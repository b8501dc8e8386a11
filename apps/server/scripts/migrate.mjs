// Applies the SQL migrations under apps/server/migrations with node-pg-migrate's programmatic runner.
// Run in a child process because node-pg-migrate ships ES modules only (docs/decisions/0051).
// Input: DATABASE_URL in the environment, migrations dir in argv[2]. Output: one JSON line.
import { runner } from 'node-pg-migrate';

const dir = process.argv[2];
try {
  const applied = await runner({
    databaseUrl: process.env.DATABASE_URL,
    dir,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    count: Infinity,
    singleTransaction: true,
    // A second process starting at the same time waits for the first one's migrations, then finds none to run
    // (the default 'fail' made it exit; docs/decisions/0275).
    advisoryLockMode: 'wait',
    verbose: false,
    log: () => undefined,
    logger: { debug() {}, info() {}, warn: (m) => process.stderr.write(`${m}\n`), error: (m) => process.stderr.write(`${m}\n`) },
  });
  process.stdout.write(`${JSON.stringify({ applied: applied.map((m) => m.name) })}\n`);
} catch (e) {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
