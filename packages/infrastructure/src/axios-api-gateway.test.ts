import * as t from 'io-ts';
import { UserInfo, endpoints } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { isGatewayError, type GatewayError } from './gateway-error';
import { startRecordingProxy, type RecordingProxy } from './testing/recording-proxy.test-support';
import { storedUser, testContainer } from './testing/test-container.test-support';

const PASSWORD = 'Demo@2026';
/** GetUserInfo: the catalogue decodes it with the stored user info's codec (UserInfo). */
const userInfo = endpoints.userInfo;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

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

/** Signs in through the gateway and stores what the session view-model would: token and user info. */
async function signIn(userName: string) {
  const kit = testContainer({ baseUrl: proxy.baseUrl });
  const user = await kit.gateway.call(endpoints.login, { userName, password: PASSWORD });
  kit.tokens.setToken(user.access_token);
  kit.selections.setUserInfo({ ...user, UserID: user.UserID, UserName: user.UserName, OrgDataAuthorityType: user.OrgDataAuthorityType });
  return { ...kit, user };
}

describe('AxiosApiGateway against the real server', () => {
  it('signs in form-encoded, fetches the access token, then calls with token, wid 11, fromplat pc and the district code', async () => {
    const kit = await signIn('government_demo');
    expect(kit.user.UserName).toBe('government_demo');
    const [login] = proxy.to('/prod-apiplus/web/login');
    expect(login?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(login?.form ?? [])).toEqual({ userName: 'government_demo', password: PASSWORD, fromplat: 'pc', wid: '11' });
    expect(login?.headers.authorization).toBeUndefined();

    const info = await kit.gateway.call(userInfo, {});
    expect(info).toMatchObject({ UserName: 'government_demo' });

    // The access token was missing: getToken first (form-encoded, with the login token), stored in the cookie store.
    const [getToken] = proxy.to('/api/token/getToken');
    expect(getToken?.method).toBe('POST');
    expect(getToken?.form.get('token')).toBe(kit.user.access_token);
    const access = kit.tokens.getAccessToken();
    expect(access).toMatch(/^[0-9a-f]{64}$/);
    expect(access).not.toBe(kit.user.access_token);

    const [get] = proxy.to('/api/ERPUser/GetUserInfo');
    expect(get?.method).toBe('GET');
    expect(get?.headers).toMatchObject({ authorization: `Bearer ${access}`, token: access, fromplat: 'pc' });
    // The token in the headers only: never in a URL (docs/decisions/0506).
    expect(Object.fromEntries(get?.query ?? [])).toEqual({ fromplat: 'pc', wid: '11', AuthAreaCode: '440305' });
    expect(proxy.requests.map((r) => r.path)).toEqual(['/prod-apiplus/web/login', '/prod-apiplus/api/token/getToken', '/prod-apiplus/api/ERPUser/GetUserInfo']);
  });

  it('keeps a fromplat the caller passes (minapp) and reports a status-1 refusal with the server detail', async () => {
    const kit = await signIn('project_demo');
    const error = (await kit.gateway
      .call(endpoints.modifyPwdMinapp, { oldPwd: 'wrong-old', userPwd: 'Other@2026', wid: 11, fromplat: 'minapp' })
      .catch((e) => e)) as GatewayError;
    expect(isGatewayError(error, 'refused')).toBe(true);
    expect(error.message).toBe('原始密码错误');
    const [sent] = proxy.to('/api/Employee/ModifyPwd');
    expect(sent?.form.get('fromplat')).toBe('minapp');
    expect(kit.notifier.toasts).toEqual([]);
  });

  it('an answer that does not match the codec is a clear decode error listing the violations', async () => {
    const kit = await signIn('enterprise_demo');
    const strict = { ...endpoints.userInfo, name: 'userInfoStrict', response: t.type({ id: t.number, userName: t.string }) };
    const error = (await kit.gateway.call(strict, {}).catch((e) => e)) as GatewayError;
    expect(isGatewayError(error, 'decode')).toBe(true);
    expect(error.message).toMatch(/^userInfoStrict: the answer does not match its codec/);
    expect(error.violations.map((v) => v.path)).toEqual(['id', 'userName']);
    expect(kit.notifier.toasts).toEqual([]);
  });

  it('wrong password: the login refusal carries the detail for the page to show, no toast', async () => {
    const kit = testContainer({ baseUrl: server.baseUrl });
    const error = await kit.gateway.call(endpoints.login, { userName: 'project_demo', password: 'nope-nope' }).catch((e) => e);
    expect(isGatewayError(error, 'refused')).toBe(true);
    expect(error.message).toBe('用户名或密码错误');
    expect(kit.notifier.toasts).toEqual([]);
  });

  it('uploads multipart under /prod-api with bearer and token headers; status 0 gives the file address', async () => {
    const kit = await signIn('enterprise_demo');
    const file = new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' });
    const address = await kit.gateway.call(endpoints.uploadImage, { upload_type: 'userinfo', file_name: 'avatar.png', file } as never);
    expect(address).toMatch(/^\/prod-api\/api\/Upload\/file\/[0-9a-f]{32}\.png$/);
    const [sent] = proxy.to('/prod-api/api/Upload/UploadImageRedis');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers.authorization).toBe(`Bearer ${kit.tokens.getAccessToken()}`);
    expect(sent?.body).toContain('name="wid"\r\n\r\n11');
    expect(sent?.body).toContain('name="upload_type"\r\n\r\nuserinfo');
    expect(sent?.body).toContain('filename="avatar.png"');
  });

  it('template list: the catalogued list call, decoded once with its codec', async () => {
    const kit = await signIn('enterprise_demo');
    const probe = await fetch(`${server.api}${endpoints.templateList.path}`);
    if (probe.status === 404) {
      // The templates area is not mounted on the server yet: the call is an HTTP error of SPEC §8 (toast 5 s).
      const error = await kit.gateway.call(endpoints.templateList, { user_id: kit.user.UserID, size: 10, index: 1 } as never).catch((e) => e);
      expect(isGatewayError(error, 'http')).toBe(true);
      expect(kit.notifier.toasts).toEqual([{ level: 'error', message: error.message, durationMs: 5000 }]);
      return;
    }
    const page = await kit.gateway.call(endpoints.templateList, { user_id: kit.user.UserID, size: 10, index: 1 } as never);
    expect(Array.isArray(page.data)).toBe(true);
    expect(page.page).toMatchObject({ p_size: 10 });
    const [sent] = proxy.to(endpoints.templateList.path);
    expect(Object.fromEntries(sent?.query ?? [])).toMatchObject({ wid: '11', fromplat: 'pc', size: '10' });
    expect([sent?.query.get('token'), sent?.headers.token]).toEqual([null, kit.tokens.getAccessToken()]);
    const first = page.data[0];
    if (first !== undefined) {
      const detail = await kit.gateway.call(endpoints.templateDetail, { rec_id: first.id, user_id: kit.user.UserID } as never);
      expect(detail.id).toBe(first.id);
    }
  });
});

describe('SPEC §8 against the real server', () => {
  it('an expired token: every failing call joins one 离线提示 dialog; 重新登录 resets the token and reloads', async () => {
    const kit = testContainer({ baseUrl: proxy.baseUrl });
    kit.tokens.setToken('f'.repeat(64));
    kit.selections.setUserInfo(storedUser(1));
    kit.selections.set('COMPANY_Id', '1,2');
    kit.selections.set('sidebarStatus', true);
    const results = await Promise.all([1, 2, 3].map(() => kit.gateway.call(userInfo, {}).catch((e) => e)));
    for (const error of results) {
      expect(isGatewayError(error, 'unauthorised')).toBe(true);
      expect(error.code).toBe(401);
    }
    expect(proxy.to('/api/token/getToken')).toHaveLength(1); // one refresh for the three calls
    await kit.gateway.call(userInfo, {}).catch((e) => e); // fails again while the dialog is still open
    expect(kit.dialog.requests).toEqual([
      { title: '离线提示', message: '当前登录状态过期，请重新登录', confirmText: '重新登录', cancelText: '取消', tone: 'warning' },
    ]);
    expect(kit.reloader.reloads).toBe(0);
    kit.dialog.answer(true);
    await kit.prompt.idle();
    expect(kit.reloader.reloads).toBe(1);
    expect(kit.tokens.getToken()).toBeUndefined();
    expect(kit.tokens.getAccessToken()).toBeUndefined();
    expect(kit.selections.currentUser()).toBeUndefined();
    expect(kit.selections.get('COMPANY_Id')).toBeUndefined();
    expect(kit.selections.get('sidebarStatus')).toBe(true);
    expect(kit.notifier.toasts).toEqual([]);
  });

  it('no token at all: HTTP 401 → the dialog; 取消 keeps everything and does not reload', async () => {
    const kit = testContainer({ baseUrl: proxy.baseUrl });
    kit.dialog.willAnswer(false);
    kit.selections.set('COMPANY_Id', '5');
    const error = await kit.gateway.call(userInfo, {}).catch((e) => e);
    expect(isGatewayError(error, 'unauthorised')).toBe(true);
    await kit.prompt.idle();
    expect(kit.dialog.requests).toHaveLength(1);
    expect(kit.reloader.reloads).toBe(0);
    expect(kit.selections.get('COMPANY_Id')).toBe('5');
    const [sent] = proxy.to('/api/ERPUser/GetUserInfo');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.query.get('token')).toBeNull();
  });

  it('code 402 (switching to a company the user does not hold) → error toast 没有权限 for 5 s', async () => {
    const kit = await signIn('readonly_demo');
    const error = await kit.gateway.call(endpoints.companySwitch, { company_id: 999_999, company_name: '别家公司', GlobalProjectID: undefined }).catch((e) => e);
    expect(isGatewayError(error, 'forbidden')).toBe(true);
    expect(error.code).toBe(402);
    expect(kit.notifier.toasts).toEqual([{ level: 'error', message: '没有权限', durationMs: 5000 }]);
    expect(kit.dialog.requests).toEqual([]);
  });

  it('OrgDataAuthorityType 0: rejected with code 0 and 没有权限 before any request; login, getToken and the multi-select list go out', async () => {
    const kit = await signIn('enterprise_demo');
    kit.selections.setUserInfo(storedUser(0));
    proxy.requests.length = 0;
    const error = await kit.gateway.call(userInfo, {}).catch((e) => e);
    expect(isGatewayError(error, 'blocked')).toBe(true);
    expect(error).toMatchObject({ code: 0, message: '没有权限' });
    expect(proxy.requests).toEqual([]);
    expect(kit.notifier.toasts).toEqual([]);

    const token = await kit.gateway.call(endpoints.getToken, {});
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    await kit.gateway.call(endpoints.multiSelectList, {}).catch(() => undefined);
    await kit.gateway.call(endpoints.login, { userName: 'enterprise_demo', password: PASSWORD });
    expect(proxy.requests.map((r) => r.path)).toEqual([
      '/prod-apiplus/api/token/getToken',
      '/prod-apiplus/api/token/getToken', // the explicit call does not store its token: the refresher fetches one
      '/prod-apiplus/api/SelectTableField/WhereMulSelectList',
      '/prod-apiplus/web/login',
    ]);
  });
});
