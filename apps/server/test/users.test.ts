import { bearer, get, login, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ template: 'core', signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let users: Record<string, number>;
const { companies: company } = useDemoIds(s);
const url = (path: string) => `${s.api}${path}`;
const userNames = (body: Record<string, any>) => (body.data as { userName: string }[]).map((u) => u.userName).sort();

beforeAll(async () => {
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
});

const valid = { userName: 'new_worker01', password: 'Abc@12345', realName: '孙新员', phone: '13711112222' };

describe('ERPUser administration', () => {
  test('QueryUserList is scoped: company subtree, project, district, all', async () => {
    const ent = await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, token: tokens.enterprise_demo });
    expect(ent.body.code).toBe(200);
    expect(userNames(ent.body)).toEqual(['enterprise_demo', 'project_demo', 'readonly_demo']);
    const row = ent.body.data.find((u: { userName: string }) => u.userName === 'readonly_demo');
    expect(row).toMatchObject({ realName: '赵只读', phone: '13800000005', companyName: '华建第一工程有限公司', departmentName: '安全部', roleNames: '只读用户', userAuthType: 0 });
    // government_demo holds no 用户管理 (docs/decisions/0307); given a search grant, it lists its district's users.
    expect((await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, token: tokens.government_demo })).body.code).toBe(402);
    await s.db.exec(
      `INSERT INTO role_menus (role_id, menu_id, buttons)
       SELECT ur.role_id, m.id, '{search}' FROM user_roles ur JOIN users u ON u.id = ur.user_id, menus m
        WHERE u.user_name = 'government_demo' AND m.page_permission = 'user' AND m.type_str = '菜单'`,
    );
    const gov = await login(s.api, 'government_demo');
    expect(userNames((await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, token: gov })).body)).toEqual(['enterprise_demo', 'government_demo', 'project_demo', 'readonly_demo']);
    expect((await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, token: tokens.sysadmin })).body.page.record_count).toBe(5);
    // The page also under the older names pageIndex / pageSize (docs/decisions/0496).
    const paged = await get(url('/api/ERPUser/QueryUserList'), { pageIndex: 2, pageSize: 2, token: tokens.sysadmin });
    expect([paged.body.data.length, paged.body.page.record_count]).toEqual([2, 5]);
    const kw = await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, keyword: '只读', token: tokens.enterprise_demo });
    expect(userNames(kw.body)).toEqual(['readonly_demo']);
    expect((await get(url('/api/ERPUser/QueryUserList'), { strWhere: "password_hash = 'x'", token: tokens.enterprise_demo })).status).toBe(400);
  });

  test('CreateUser validates with Chinese messages, hashes with scrypt, assigns company/department/roles, audits', async () => {
    const h = bearer(tokens.enterprise_demo);
    const create = url('/api/ERPUser/CreateUser');
    const cases: [Record<string, string | number>, string][] = [
      [{ ...valid, userName: 'ab' }, '用户名须为6-20位字母、数字或下划线'],
      [{ ...valid, userName: "x' or 1=1 --" }, '用户名须为6-20位字母、数字或下划线'],
      [{ ...valid, password: '' }, '请输入密码'],
      [{ ...valid, password: '123' }, '密码不能少于6位数!'],
      [{ ...valid, realName: 'Tom' }, '姓名须为2-16个汉字'],
      [{ ...valid, phone: '12345' }, '手机号码格式不正确'],
      [{ ...valid, email: 'not-mail' }, '邮箱格式不正确'],
      [{ ...valid, userAuthType: 5 }, '用户类型不正确'],
      [{ ...valid, departmentId: 999999 }, '所选部门不属于该公司'],
      [{ ...valid, roleIds: String(999999) }, '所选角色不属于该公司'],
    ];
    for (const [body, message] of cases) {
      const r = await postForm(create, body, h);
      expect([r.status, r.body.detail]).toEqual([400, message]);
    }
    const dept = (await s.db.one<{ id: number }>("SELECT id FROM departments WHERE name = '安全部'"))!.id;
    const role = (await s.db.one<{ id: number }>("SELECT id FROM roles WHERE name = '只读用户'"))!.id;
    const ok = await postForm(create, { ...valid, departmentId: dept, roleIds: String(role), email: 'sun@example.com' }, h);
    expect(ok.body).toMatchObject({ code: 200, msg: '提交成功' });
    const row = await s.db.one<{ password_hash: string; default_company_id: number }>('SELECT password_hash, default_company_id FROM users WHERE id = $1', [ok.body.data.id]);
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.default_company_id).toBe(company['华建第一工程有限公司']);
    expect((await postForm(create, valid, h)).body.detail).toBe('用户名已存在');
    const token = await login(s.api, 'new_worker01', 'Abc@12345');
    expect((await get(url('/api/Project/WhereProjectList'), { token, index: 0, size: 10 })).body.code).toBe(200);
    expect(await s.db.one("SELECT count(*)::int AS n FROM audit_log WHERE table_name = 'users' AND action = 'create' AND record_id = $1", [String(ok.body.data.id)])).toEqual({ n: 1 });
  });

  test("an admin can't create users outside their company subtree", async () => {
    const r = await postForm(url('/api/ERPUser/CreateUser'), { ...valid, userName: 'outsider01', companyId: company['远景建设集团有限公司'] }, bearer(tokens.enterprise_demo));
    expect(r.body).toMatchObject({ code: 402, detail: '没有权限' });
    const gov = await postForm(url('/api/ERPUser/CreateUser'), { ...valid, userName: 'outsider02', userAuthType: 1, authAreaCode: '440305' }, bearer(tokens.enterprise_demo));
    expect(gov.body.code).toBe(402);
    expect(await s.db.one("SELECT count(*)::int AS n FROM users WHERE user_name LIKE 'outsider%'")).toEqual({ n: 0 });
  });

  test('editUser, PCUpdateJiaoSe, ModifyPwd (reset), AuditUser, deleteUser', async () => {
    const h = bearer(tokens.enterprise_demo);
    const id = users.readonly_demo;
    expect((await postForm(url('/api/ERPUser/editUser'), { id, phone: '999' }, h)).body.detail).toBe('手机号码格式不正确');
    expect((await postForm(url('/api/ERPUser/editUser'), { id, realName: '赵只读改', phone: '13800000055' }, h)).body.msg).toBe('修改成功');
    const admin = (await s.db.one<{ id: number }>("SELECT id FROM roles WHERE name = '管理员' AND company_id = $1", [company['华建第一工程有限公司']]))!.id;
    const other = (await s.db.one<{ id: number }>("SELECT id FROM roles WHERE company_id = $1", [company['远景建设集团有限公司']]))!.id;
    expect((await postForm(url('/api/ERPUser/PCUpdateJiaoSe'), { userId: id, roleIds: String(other) }, h)).body.detail).toBe('所选角色不属于该公司');
    const readOnly = (await s.db.one<{ id: number }>("SELECT id FROM roles WHERE name = '只读用户'"))!.id;
    expect((await postForm(url('/api/ERPUser/PCUpdateJiaoSe'), { userId: id, roleIds: `${readOnly},${admin}` }, h)).body.code).toBe(200);
    expect((await s.db.many('SELECT role_id FROM user_roles WHERE user_id = $1 ORDER BY role_id', [id])).length).toBe(2);
    await postForm(url('/api/ERPUser/PCUpdateJiaoSe'), { userId: id, roleIds: String(readOnly) }, h);
    expect((await postForm(url('/api/ERPUser/ModifyPwd'), { id, userPwd: '12' }, h)).body.detail).toBe('密码不能少于6位数!');
    const reset = await postForm(url('/api/ERPUser/ModifyPwd'), { id, userPwd: 'New@2026x', userPwdNew: 'New@2026x' }, h);
    expect(reset.body).toMatchObject({ status: 1, detail: '修改成功' });
    tokens.readonly_demo = await login(s.api, 'readonly_demo', 'New@2026x');

    const pending = await postForm(url('/api/Employee/PCEmployeeRegister'), { userName: 'pending_user1', password: 'Abc@12345', phone: '13700001111' });
    const pid = pending.body.data.id;
    const listed = await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, auditStatus: 1, token: tokens.enterprise_demo });
    expect(userNames(listed.body)).toEqual(['pending_user1']);
    expect((await postForm(url('/api/ERPUser/AuditUser'), { id: pid, auditStatus: 9 }, h)).body.detail).toBe('审核状态不正确');
    expect((await postForm(url('/api/ERPUser/AuditUser'), { id: pid, auditStatus: 2, companyId: company['远景建设集团有限公司'] }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/ERPUser/AuditUser'), { id: pid, auditStatus: 2 }, h)).body.msg).toBe('审核成功');
    await login(s.api, 'pending_user1', 'Abc@12345');

    expect((await postForm(url('/api/ERPUser/deleteUser'), { id: users.enterprise_demo }, h)).body.detail).toBe('不能删除当前登录的账号');
    expect((await postForm(url('/api/ERPUser/deleteUser'), { id: pid }, h)).body.msg).toBe('删除成功!');
    expect((await postForm(`${s.api}/web/login`, { userName: 'pending_user1', password: 'Abc@12345' })).body.status).not.toBe(1);
  });

  test("another scope's user by id → 402 and unchanged; sysadmin untouchable", async () => {
    const h = bearer(tokens.enterprise_demo);
    const id = users.government_demo;
    // What an edit sends is checked before the user's scope (docs/decisions/0496).
    expect((await postForm(url('/api/ERPUser/editUser'), { id, phone: '999' }, h)).body.detail).toBe('手机号码格式不正确');
    for (const [path, body] of [
      ['/api/ERPUser/editUser', { id, realName: '改名字' }],
      ['/api/ERPUser/deleteUser', { id }],
      ['/api/ERPUser/AuditUser', { id, auditStatus: 3 }],
      ['/api/ERPUser/ModifyPwd', { id, userPwd: 'Hack@1234' }],
      ['/api/ERPUser/PCUpdateJiaoSe', { userId: id, roleIds: '' }],
    ] as const) {
      expect([path, (await postForm(url(path), body, h)).body.code]).toEqual([path, 402]);
    }
    expect(await s.db.one('SELECT real_name, if_del, audit_status FROM users WHERE id = $1', [id])).toEqual({ real_name: '王监管', if_del: 0, audit_status: 2 });
    await login(s.api, 'government_demo');
    const sys = await postForm(url('/api/ERPUser/editUser'), { id: users.sysadmin, realName: '改名字' }, bearer(tokens.government_demo));
    expect(sys.body.code).toBe(402);
  });

  test('own account: ModifyMyInfo / ModifyEmployee validated; PCUpdateDefaultUser; UpdateUserProjectID scoped', async () => {
    const h = bearer(tokens.project_demo);
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { realName: 'Li' }, h)).body.detail).toBe('姓名须为2-16个汉字');
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { email: 'x@' }, h)).body.detail).toBe('邮箱格式不正确');
    // A cleared required field names the field (docs/decisions/0402).
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { realName: '', phone: '13900009999' }, h)).body.detail).toBe('请输入姓名');
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { realName: '李项目', phone: '  ' }, h)).body.detail).toBe('请输入手机号码');
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { avatar: 'javascript:alert(1)' }, h)).status).toBe(400);
    const ok = await postForm(url('/api/ERPUser/ModifyMyInfo'), { realName: '李项目经理', phone: '13900009999', email: 'li@example.com' }, h);
    expect(ok.body).toMatchObject({ code: 200, data: { realName: '李项目经理', phone: '13900009999' } });
    // The avatar (an uploaded image's address) is saved and read back by GetUserInfo.
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { avatar: '/uploads/avatar-1.png' }, h)).body.data.avatar).toBe('/uploads/avatar-1.png');
    expect((await get(url('/api/ERPUser/GetUserInfo'), {}, h)).body.data).toMatchObject({ Avatar: '/uploads/avatar-1.png', RealName: '李项目经理' });
    expect((await postForm(url('/api/ERPUser/ModifyMyInfo'), { avatar: '' }, h)).body.data.avatar).toBe('');
    expect((await postForm(url('/api/Employee/ModifyEmployee'), { phone: '139' }, h)).body.detail).toBe('手机号码格式不正确');
    expect((await postForm(url('/api/Employee/ModifyEmployee'), { realName: '李项目' }, h)).body.code).toBe(200);
    const e = bearer(tokens.enterprise_demo);
    expect((await postForm(url('/api/ERPUser/PCUpdateDefaultUser'), { companyId: company['远景建设集团有限公司'] }, e)).body.code).toBe(402);
    expect((await postForm(url('/api/ERPUser/PCUpdateDefaultUser'), { companyId: company['华建路桥建设有限公司'] }, e)).body.code).toBe(200);
    await postForm(url('/api/ERPUser/PCUpdateDefaultUser'), { companyId: company['华建第一工程有限公司'] }, e);
    const projects = Object.fromEntries((await s.db.many<{ id: number; project_no: string }>('SELECT id, project_no FROM projects')).map((r) => [r.project_no, r.id]));
    expect((await postForm(url('/api/ERPUser/UpdateUserProjectID'), { projectId: projects['HJ-2025-002'] }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/ERPUser/UpdateUserProjectID'), { projectId: projects['HJ-2025-001'] }, h)).body).toMatchObject({ code: 200, data: { projectNo: 'HJ-2025-001' } });
  });

  test('without the button → 402 (readonly_demo); without a token → 401', async () => {
    const h = bearer(tokens.readonly_demo);
    expect((await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 10 }, h)).body.code).toBe(200);
    for (const [path, body] of [
      ['/api/ERPUser/CreateUser', { ...valid, userName: 'readonly_new' }],
      ['/api/ERPUser/editUser', { id: users.project_demo, realName: '只读改' }],
      ['/api/ERPUser/deleteUser', { id: users.project_demo }],
      ['/api/ERPUser/AuditUser', { id: users.project_demo, auditStatus: 3 }],
      ['/api/ERPUser/ModifyPwd', { id: users.project_demo, userPwd: 'Hack@1234' }],
      ['/api/ERPUser/PCUpdateJiaoSe', { userId: users.project_demo, roleIds: '' }],
    ] as const) {
      expect([path, (await postForm(url(path), body, h)).body.code]).toEqual([path, 402]);
      expect((await postForm(url(path), body)).status).toBe(401);
    }
    for (const path of ['/api/ERPUser/ModifyMyInfo', '/api/Employee/ModifyEmployee', '/api/ERPUser/PCUpdateDefaultUser', '/api/ERPUser/UpdateUserProjectID']) {
      expect((await postForm(url(path), { realName: '某某' })).status).toBe(401);
    }
    expect((await get(url('/api/ERPUser/QueryUserList'))).status).toBe(401);
    expect(await s.db.one("SELECT count(*)::int AS n FROM users WHERE user_name = 'readonly_new' OR real_name = '只读改'")).toEqual({ n: 0 });
  });
});
