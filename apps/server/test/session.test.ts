import { bearer, get, login, postForm } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ template: 'core' });

describe('server core: health, sign-in, tokens', () => {
  test('/health checks the database', async () => {
    const r = await get(`${s.baseUrl}/health`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', database: 'ok', push: 'listening' });
  });

  test('form-encoded login → getToken → GetUserInfo', async () => {
    const r = await postForm(`${s.api}/web/login`, { userName: 'enterprise_demo', password: 'Demo@2026', fromplat: 'pc', wid: 11 });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(1);
    const d = r.body.data;
    expect(d).toMatchObject({ UserName: 'enterprise_demo', UserAuthType: 0, IsSystemAdmin: false, OrgDataAuthorityType: 1, CompanyName: '华建第一工程有限公司' });
    expect(d.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(d.accessToken).toBe(d.access_token);
    expect(JSON.parse(d.Companys)).toHaveLength(2);
    const tree = JSON.parse(d.MenuPermissions);
    // 30 since the enterprise back office's 质量安全 › 报警记录 (docs/decisions/0610).
    expect(tree).toHaveLength(30);
    expect(tree[0]).toHaveProperty('PagePermission');
    expect(d.watchCompanys).toEqual([{ companyID: expect.any(Number), companyName: '远景建设集团有限公司' }]);

    const t = await postForm(`${s.api}/api/token/getToken`, { token: d.access_token, fromplat: 'pc', wid: 11 });
    expect(t.body.code).toBe(0);
    expect(t.body.data).toMatch(/^[0-9a-f]{64}$/);
    expect(t.body.data).not.toBe(d.access_token);

    const info = await get(`${s.api}/api/ERPUser/GetUserInfo`, { token: t.body.data });
    expect(info.status).toBe(200);
    expect(info.body.code).toBe(200);
    expect(info.body.data).toMatchObject({ UserName: 'enterprise_demo', CompanyId: d.CompanyId });
  });

  test('the token is accepted from the bearer header and the token header, never from the query string (decision 0506)', async () => {
    const token = await login(s.api, 'readonly_demo');
    for (const headers of [bearer(token), { token }]) {
      const r = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, headers);
      expect(r.body.data?.UserName).toBe('readonly_demo');
    }
    const inUrl = await fetch(`${s.api}/api/ERPUser/GetUserInfo?token=${token}`);
    expect([inUrl.status, ((await inUrl.json()) as { msg: string }).msg]).toEqual([401, '当前登录状态过期，请重新登录']);
  });

  test('wrong password → status 0 with a Chinese detail', async () => {
    const r = await postForm(`${s.api}/web/login`, { userName: 'project_demo', password: 'nope-nope' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 0, detail: '用户名或密码错误' });
    const unknown = await postForm(`${s.api}/web/login`, { userName: 'nobody_here', password: 'nope-nope' });
    expect(unknown.body).toMatchObject({ status: 0, detail: '用户名或密码错误' });
  });

  test('missing credentials → 400 with a Chinese message', async () => {
    const r = await postForm(`${s.api}/web/login`, { userName: 'project_demo' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code: 400, detail: '请输入用户名和密码' });
  });

  test('five failures lock the user name for 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await postForm(`${s.api}/web/login`, { userName: 'government_demo', password: `wrong-${i}` });
      expect(r.body.detail).toBe('用户名或密码错误');
    }
    const locked = await postForm(`${s.api}/web/login`, { userName: 'government_demo', password: 'Demo@2026' });
    expect(locked.body).toMatchObject({ status: 0, detail: '登录失败次数过多，请15分钟后再试' });
    // Another user from the same address still signs in.
    expect(await login(s.api, 'sysadmin')).toMatch(/^[0-9a-f]{64}$/);
  });

  test('no token → HTTP 401 with code 401', async () => {
    const r = await get(`${s.api}/api/ERPUser/GetUserInfo`);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, detail: '当前登录状态过期，请重新登录' });
    const bad = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer('f'.repeat(64)));
    expect(bad.status).toBe(401);
  });

  test('an expired token → 401', async () => {
    const token = await login(s.api, 'readonly_demo');
    await s.db.exec(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE user_name = 'readonly_demo')`);
    const r = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(token));
    expect(r.status).toBe(401);
  });

  test('logout revokes the token', async () => {
    const token = await login(s.api, 'project_demo');
    const out = await postForm(`${s.api}/web/logout`, { token });
    expect(out.body.code).toBe(200);
    const r = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(token));
    expect(r.status).toBe(401);
  });

  test('password change applies the SPEC rules and revokes every session', async () => {
    const a = await login(s.api, 'project_demo');
    const b = await login(s.api, 'project_demo');
    const short = await postForm(`${s.api}/api/Employee/PCModifyPwd`, { oldPwd: 'Demo@2026', userPwd: '123' }, bearer(a));
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('密码不能少于6位数!');
    const same = await postForm(`${s.api}/api/Employee/PCModifyPwd`, { oldPwd: 'Demo@2026', userPwd: 'Demo@2026' }, bearer(a));
    expect(same.body.detail).toBe('新旧密码不能一样!');
    const wrongOld = await postForm(`${s.api}/api/Employee/PCModifyPwd`, { oldPwd: 'not-it', userPwd: 'New@2026x' }, bearer(a));
    expect(wrongOld.body).toMatchObject({ status: 0, detail: '原始密码错误' });

    const ok = await postForm(`${s.api}/api/Employee/PCModifyPwd`, { oldPwd: 'Demo@2026', userPwd: 'New@2026x' }, bearer(a));
    expect(ok.body).toMatchObject({ status: 1, detail: '修改成功' });
    for (const t of [a, b]) expect((await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(t))).status).toBe(401);
    expect(await login(s.api, 'project_demo', 'New@2026x')).toMatch(/^[0-9a-f]{64}$/);
    const audit = await s.db.one(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'password-change'`);
    expect(audit?.n).toBe(1);
  });

  test('company switch: to an own company works, to a foreign company → 402', async () => {
    const token = await login(s.api, 'enterprise_demo');
    const ids = await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies ORDER BY id');
    const subB = ids.find((c) => c.name === '华建路桥建设有限公司')!;
    const gov = ids.find((c) => c.name === '深圳市南山区住房和建设局')!;
    const ok = await postForm(`${s.api}/api/ERPUser/UpdateUserRedis`, { GlobalProjectID: 3, company_id: subB.id, company_name: subB.name }, bearer(token));
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({ userName: 'enterprise_demo', fullDepartmentPath: '华建路桥建设有限公司/工程部' });
    expect(Array.isArray(ok.body.data.permissions)).toBe(true);
    expect(ok.body.data.permissions[0]).toHaveProperty('pagePermission');
    const info = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(token));
    expect(info.body.data.CompanyId).toBe(subB.id);

    const no = await postForm(`${s.api}/api/ERPUser/UpdateUserRedis`, { GlobalProjectID: '', company_id: gov.id, company_name: gov.name }, bearer(token));
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ code: 402, detail: '没有权限' });
    const after = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(token));
    expect(after.body.data.CompanyId).toBe(subB.id);
  });

  test('unknown API route → 404 JSON in Chinese; paths are case-insensitive', async () => {
    const r = await get(`${s.api}/api/Nothing/Here`);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, detail: '请求的接口不存在' });
    const token = await login(s.api, 'readonly_demo');
    const lower = await get(`${s.api}/api/erpuser/getuserinfo`, {}, bearer(token));
    expect(lower.body.data?.UserName).toBe('readonly_demo');
  });

  test('malformed JSON → 400 without a stack trace', async () => {
    const res = await fetch(`${s.api}/web/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"userName":' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).detail).toBe('请求内容不是有效的JSON');
    expect(text).not.toMatch(/at .*\.ts|stack/i);
  });

  test('register creates an unaudited account that cannot sign in yet', async () => {
    const r = await postForm(`${s.api}/api/Employee/PCEmployeeRegister`, { userName: 'new_user_01', password: 'Abc@12345', phone: '13912345678', realName: '陈新' });
    expect(r.body).toMatchObject({ status: 1 });
    const again = await postForm(`${s.api}/api/Employee/PCEmployeeRegister`, { userName: 'new_user_01', password: 'Abc@12345', phone: '13912345678' });
    expect(again.body).toMatchObject({ status: 0, detail: '用户名已存在' });
    const signIn = await postForm(`${s.api}/web/login`, { userName: 'new_user_01', password: 'Abc@12345' });
    expect(signIn.body).toMatchObject({ status: 0, detail: '账号尚未审核通过，请联系管理员' });
  });
});
