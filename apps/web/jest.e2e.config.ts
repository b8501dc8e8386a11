import type { Config } from 'jest';

/**
 * End-to-end tests: headless Debian Chromium (playwright-core) against the real product (`npm start`),
 * started once by global-setup on its own PORT and DATA_DIR. Run: `npx jest -c apps/web/jest.e2e.config.ts`.
 * Set E2E_BASE_URL (and E2E_DATA_DIR, E2E_PG_PORT) to reuse a server that is already running.
 */
const config: Config = {
  rootDir: '../..',
  // Node's environment; a failed test's error also says what the open pages showed (e2e/failure-environment.ts).
  testEnvironment: '<rootDir>/apps/web/e2e/failure-environment.ts',
  roots: ['<rootDir>/apps/web/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  moduleNameMapper: Object.fromEntries(
    ['validators', 'lookups', 'paging', 'permissions', 'templates', 'contract'].map((p) => [`^@worksite/${p}$`, `<rootDir>/packages/${p}/src/index.ts`]),
  ),
  globalSetup: '<rootDir>/apps/web/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/apps/web/e2e/global-teardown.ts',
  // Two workers (docs/decisions/0440); files that change what others see run after, one at a time (scripts/test-sets.mjs).
  maxWorkers: 2,
  // Per test; the CI machine is shared and was ~3× slower on 2026-11-26 than the day before (the whole e2e phase
  // 10 → 30 min), so a test that walks many pages gets 240 s before jest calls it hung. Tests assert outcomes,
  // not speed: speed is measured in bench/.
  testTimeout: 240_000,
};

export default config;
