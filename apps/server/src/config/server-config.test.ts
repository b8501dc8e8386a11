import { loadConfig } from './server-config';

/** The configuration read from the environment: the same defaults wherever it runs (docs/decisions/0256). */
describe('loadConfig', () => {
  test('defaults: the local MQTT broker, the simulator with demo data, screen answers shared for 5 s', () => {
    const c = loadConfig({});
    expect([c.mqttUrl, c.simulator, c.screenCacheMs]).toEqual(['mqtt://127.0.0.1:1883', true, 5000]);
  });

  test('NODE_ENV and JEST_WORKER_ID change nothing (jest sets both while this runs)', () => {
    expect(loadConfig({ NODE_ENV: 'test', JEST_WORKER_ID: '1' })).toEqual(loadConfig({ NODE_ENV: 'production' }));
    expect(loadConfig({})).toEqual(loadConfig({ NODE_ENV: 'production' }));
  });

  test.each([
    [{ MQTT_URL: 'off' }, undefined, true, 5000],
    [{ MQTT_URL: '0' }, undefined, true, 5000],
    [{ MQTT_URL: 'mqtt://broker.example:1884' }, 'mqtt://broker.example:1884', true, 5000],
    [{ SIMULATOR: 'off' }, 'mqtt://127.0.0.1:1883', false, 5000],
    [{ SEED_DEMO: '0' }, 'mqtt://127.0.0.1:1883', false, 5000],
    [{ SEED_DEMO: '0', SIMULATOR: 'on' }, 'mqtt://127.0.0.1:1883', true, 5000],
    [{ SCREEN_CACHE_MS: '0' }, 'mqtt://127.0.0.1:1883', true, 0],
    [{ SCREEN_CACHE_MS: '1500' }, 'mqtt://127.0.0.1:1883', true, 1500],
  ])('%j → MQTT %s, simulator %s, screen cache %s ms', (env, mqttUrl, simulator, screenCacheMs) => {
    const c = loadConfig(env);
    expect([c.mqttUrl, c.simulator, c.screenCacheMs]).toEqual([mqttUrl, simulator, screenCacheMs]);
  });

  test('a malformed SCREEN_CACHE_MS stops the start with its name', () => {
    expect(() => loadConfig({ SCREEN_CACHE_MS: 'x' })).toThrow('SCREEN_CACHE_MS must be a non-negative integer, got "x"');
  });

  test('overrides win over the environment (what startTestServer passes)', () => {
    const c = loadConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883', SIMULATOR: 'on', SCREEN_CACHE_MS: '5000' }, { mqttUrl: undefined, simulator: false, screenCacheMs: 0 });
    expect([c.mqttUrl, c.simulator, c.screenCacheMs]).toEqual([undefined, false, 0]);
  });

  test('database limits (decisions 0270, 0500): 5 s to connect, 60 s per statement and idle in a transaction, 3 s for a lock; 0 lifts one', () => {
    expect(loadConfig({}).dbTimeouts).toEqual({ connectMs: 5000, statementMs: 60000, idleInTransactionMs: 60000, lockMs: 3000 });
    expect(loadConfig({ DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '0', DB_IDLE_TX_TIMEOUT_MS: '15000', DB_LOCK_TIMEOUT_MS: '500' }).dbTimeouts).toEqual({
      connectMs: 2000,
      statementMs: 0,
      idleInTransactionMs: 15000,
      lockMs: 500,
    });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '30s' })).toThrow('DB_STATEMENT_TIMEOUT_MS must be a non-negative integer, got "30s"');
  });
});
