import { endpoints, type Endpoint } from '@worksite/contract';
import { HTTP_CLIENT_SETTINGS } from './create-http-client';
import { isGatewayError } from './gateway-error';
import { startStubApiServer, type StubApiServer } from './testing/stub-api-server.test-support';
import { testContainer } from './testing/test-container.test-support';

/** Answers the real server never gives, over real HTTP from a stub, for the remaining rows of SPEC §8. */
let stub: StubApiServer;
beforeAll(async () => {
  stub = await startStubApiServer();
});
afterAll(async () => {
  await stub?.close();
});

const probe = (name: string, client?: 'plugin'): Endpoint =>
  ({ ...endpoints.sysDictionaryByType, name, path: `/api/Stub/${name}`, access: 'public', ...(client ? { client } : {}) }) as Endpoint;
const path = (name: string) => `/prod-apiplus/api/Stub/${name}`;

async function call(name: string, status: number, body: unknown) {
  stub.answer(path(name), { status, body });
  const kit = testContainer({ baseUrl: stub.baseUrl });
  kit.dialog.willAnswer(true);
  const error = await kit.gateway.call(probe(name), {}).catch((e) => e);
  await kit.prompt.idle();
  return { kit, error };
}

describe('the error catalogue over HTTP (rows the real server does not produce)', () => {
  it('HTTP 400 invalid_grant with description 401 → the 离线提示 dialog', async () => {
    const { kit, error } = await call('grant401', 400, { error: 'invalid_grant', error_description: '401' });
    expect(isGatewayError(error, 'unauthorised')).toBe(true);
    expect(kit.dialog.requests.map((r) => r.title)).toEqual(['离线提示']);
    expect(kit.reloader.reloads).toBe(1);
    expect(kit.notifier.toasts).toEqual([]);
  });

  it('HTTP 200 with error_description 401 → the dialog', async () => {
    const { kit, error } = await call('desc401', 200, { error_description: 'HTTP 401' });
    expect(isGatewayError(error, 'unauthorised')).toBe(true);
    expect(kit.dialog.requests).toHaveLength(1);
  });

  it.each([
    ['HTTP 400 otherwise shows the description', 'bad400', 400, { error: 'invalid_request', error_description: '参数错误' }, '参数错误'],
    ['HTTP 500 shows the server message', 'err500', 500, { code: 500, msg: '服务器内部错误' }, '服务器内部错误'],
    ['HTTP 503 without a message shows Error', 'err503', 503, {}, 'Error'],
  ])('%s for 5 s', async (_name, name, status, body, message) => {
    const { kit, error } = await call(name, status, body);
    expect(isGatewayError(error, 'http')).toBe(true);
    expect(error.code).toBe(status);
    expect(kit.notifier.toasts).toEqual([{ level: 'error', message, durationMs: 5000 }]);
    expect(kit.dialog.requests).toEqual([]);
  });

  it('code 402 without a message → toast 没有权限 for 5 s', async () => {
    const { kit, error } = await call('c402', 200, { code: 402 });
    expect(isGatewayError(error, 'forbidden')).toBe(true);
    expect(kit.notifier.toasts).toEqual([{ level: 'error', message: '没有权限', durationMs: 5000 }]);
  });

  it.each([
    ['other code without a message → 失败', 'c3', { code: 3 }, '失败'],
    ['other code with a message → that message', 'c500', { code: 500, status: 0, msg: '保存失败：名称重复' }, '保存失败：名称重复'],
  ])('%s, no toast', async (_name, name, body, message) => {
    const { kit, error } = await call(name, 200, body);
    expect(isGatewayError(error, 'failed')).toBe(true);
    expect(error.message).toBe(message);
    expect(kit.notifier.toasts).toEqual([]);
  });

  it.each([
    ['code 0', { code: 0, data: ['a'] }],
    ['code 1', { code: 1, data: ['a'] }],
    ['code 200', { code: 200, data: ['a'] }],
  ])('%s passes as success', async (name, body) => {
    const { kit, error } = await call(name.replace(' ', ''), 200, body);
    expect(error).toEqual(['a']);
    expect(kit.notifier.toasts).toEqual([]);
  });
});

describe('the two wrappers (SPEC §7, §9)', () => {
  it('main: 50 000 ms with credentials; plug-in: 2000 ms without', () => {
    const kit = testContainer({ baseUrl: stub.baseUrl });
    expect(HTTP_CLIENT_SETTINGS).toEqual({ main: { timeout: 50_000, withCredentials: true }, plugin: { timeout: 2_000, withCredentials: false } });
    expect(kit.transport.http('main').defaults).toMatchObject({ timeout: 50_000, withCredentials: true });
    expect(kit.transport.http('plugin').defaults).toMatchObject({ timeout: 2_000, withCredentials: false });
  });

  it('plug-in endpoints go to the plug-in base through the 2000 ms wrapper: a slow answer times out with a toast', async () => {
    const plugin = await startStubApiServer();
    try {
      const lift = endpoints.pluginLiftGetList as Endpoint;
      expect(lift.client).toBe('plugin');
      plugin.answer(`/prod-apiplus${lift.path}`, { body: { code: 200, data: [] }, delayMs: 2_500 });
      const kit = testContainer({ baseUrl: stub.baseUrl, pluginBaseUrl: plugin.baseUrl });
      kit.tokens.setAccessToken('t');
      const error = await kit.gateway.call(lift, {}).catch((e) => e);
      // The wrapper's own 2000 ms timeout ended the call, not the stub's answer after 2500 ms: said by the error
      // axios raises (its message, in the toast below), not by a stopwatch a loaded machine could overrun.
      expect(isGatewayError(error, 'network')).toBe(true);
      expect((error as Error).message).toBe('timeout of 2000ms exceeded');
      expect(kit.notifier.toasts).toEqual([{ level: 'error', message: 'timeout of 2000ms exceeded', durationMs: 5000 }]);
      expect(plugin.hits).toEqual([`/prod-apiplus${lift.path}`]);
      expect(stub.hits).not.toContain(`/prod-apiplus${lift.path}`);
    } finally {
      await plugin.close();
    }
  });
});
