/**
 * Test support of the server, for the server's own tests and the packages' tests that talk to a real server
 * (imported as `@worksite/server/testing`): a server on a copy of the seeded template database, the fixed
 * test clock, a free port.
 */
export { startCoreTestServer, startTestServer, type TestServer } from './test-server';
export { TEST_NOW } from './test-clock';
export { freePort } from './free-port';
