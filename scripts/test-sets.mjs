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
