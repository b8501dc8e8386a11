/**
 * Test support of the server, for the server's own tests and the packages' tests that talk to a real server
 * (imported as `@worksite/server/testing`): a test file's server on a copy of the seeded template database
 * (`useTestServer`), the fixed test clock, a free port.
 */
export { useTestServer, type UsedTestServer, type UseTestServerOptions } from './use-test-server';
export { startTestServer, type TestServer, type TestServerOptions } from './test-server';
export { login } from './sign-in';
export { TEST_NOW } from './test-clock';
export { freePort } from './free-port';
