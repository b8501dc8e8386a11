import { endpoints } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { startRecordingProxy, type RecordingProxy } from './testing/recording-proxy.test-support';
import { testContainer } from './testing/test-container.test-support';

const userInfo = endpoints.userInfo;

const server = useTestServer();
let proxy: RecordingProxy;
beforeAll(async () => {
  proxy = await startRecordingProxy(server.baseUrl);
});
afterAll(async () => {
  await proxy?.close();
});
beforeEach(() => {
  proxy.requests.length = 0;
});

async function signedIn() {
  const kit = testContainer({ baseUrl: proxy.baseUrl });
  const user = await kit.gateway.call(endpoints.login, { userName: 'project_demo', password: 'Demo@2026' });
  kit.tokens.setToken(user.access_token);
  return { ...kit, loginToken: user.access_token };
}

describe('TokenRefresher (SPEC §4: every 6 840 000 ms and whenever missing)', () => {
  it('fetches the missing access token once for concurrent calls, then schedules the refresh', async () => {
    const kit = await signedIn();
    expect(kit.refresher.running).toBe(false);
    await Promise.all([1, 2, 3].map(() => kit.gateway.call(userInfo, {})));
    expect(proxy.to('/api/token/getToken')).toHaveLength(1);
    expect(proxy.to('/api/ERPUser/GetUserInfo')).toHaveLength(3);
    expect(kit.refresher.running).toBe(true);
    expect(kit.timer.intervals()).toEqual([6_840_000]);
  });

  it('fires getToken after 6 840 000 ms on the timer, stores the new token and uses it', async () => {
    const kit = await signedIn();
    await kit.gateway.call(userInfo, {});
    const first = kit.tokens.getAccessToken();
    proxy.requests.length = 0;

    kit.timer.advance(6_839_999);
    expect(proxy.requests).toEqual([]);
    kit.timer.advance(1);
    const second = await kit.refresher.refresh(); // joins the refresh the tick started
    expect(proxy.to('/api/token/getToken')).toHaveLength(1);
    expect(proxy.to('/api/token/getToken')[0]?.form.get('token')).toBe(first);
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(kit.tokens.getAccessToken()).toBe(second);
    expect(kit.tokens.getToken()).toBe(second); // the server rotates tokens: the session token follows

    await kit.gateway.call(userInfo, {});
    expect(proxy.to('/api/ERPUser/GetUserInfo')[0]?.headers.token).toBe(second);
  });

  it('stops when signed out, and does nothing without a token', async () => {
    const kit = await signedIn();
    await kit.gateway.call(userInfo, {});
    kit.tokens.clear();
    proxy.requests.length = 0;
    kit.timer.advance(6_840_000);
    expect(kit.refresher.running).toBe(false);
    expect(await kit.refresher.refresh()).toBeUndefined();
    expect(proxy.requests).toEqual([]);
  });
});
