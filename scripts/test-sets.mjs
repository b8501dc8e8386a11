/**
 * The server smoke set `npm test` runs on the second database kind (the machine's PostgreSQL at
 * TEST_DATABASE_URL); the full server suite runs on the embedded PostgreSQL. One file per concern
 * the database kind could change: sessions and tokens, record CRUD with scope, refused writes,
 * statistics SQL (screens, concrete), time-partitioned telemetry, the fixed test clock.
 */
export const PG_SMOKE_SET = [
  'apps/server/test/session.test.ts',
  'apps/server/test/templates.test.ts',
  'apps/server/test/users.test.ts',
  'apps/server/test/security/cross-scope.test.ts',
  'apps/server/test/screens.test.ts',
  'apps/server/test/concrete.test.ts',
  'apps/server/test/telemetry-ingest.test.ts',
  'apps/server/test/alarms.test.ts',
  'apps/server/test/record-types-mount.test.ts',
  'packages/view-models/src/templates/templates.server.test.ts',
];

/**
 * Browser tests that change what other files see (docs/decisions/0440): passwords and session expiry of demo
 * accounts (password, session), a demo role's grants and the menu catalogue (administration), and exact counts
 * other files' writes would change (project-pages counts sysadmin's projects while record-types adds one).
 * They run one at a time on a product of their own, beside the other e2e files (two workers, one product).
 */
export const E2E_SERIAL_SET = [
  'apps/web/e2e/administration.e2e.test.ts',
  'apps/web/e2e/password.e2e.test.ts',
  'apps/web/e2e/session.e2e.test.ts',
  'apps/web/e2e/project-pages.e2e.test.ts',
  // A gate passage writes today's attendance, which large-screens.e2e checks against the seed's rules (0340).
  'apps/web/e2e/labour-chain.e2e.test.ts',
  // Hazards and their notices, which the workbench and notice counts of other files read.
  'apps/web/e2e/safety-progress.e2e.test.ts',
];
