import type { Config } from 'jest';

/** One jest preset for every package and app: tests sit beside the code (STYLE.md #10). */
const packages = ['validators', 'lookups', 'paging', 'permissions', 'templates', 'contract', 'infrastructure', 'view-models', 'test-doubles'];

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/apps/server', '<rootDir>/apps/web/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  moduleNameMapper: {
    ...Object.fromEntries(packages.map((p) => [`^@worksite/${p}$`, `<rootDir>/packages/${p}/src/index.ts`])),
    '^@worksite/server/testing$': '<rootDir>/apps/server/testing/index.ts',
  },
  // One PostgreSQL server per run; each server test file copies the seeded template (docs/decisions/0242).
  globalSetup: '<rootDir>/apps/server/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/apps/server/testing/jest-global-teardown.ts',
  // Both cores: test files are independent (each has its own database copy).
  maxWorkers: 2,
  testTimeout: 60_000,
};

export default config;
