import { bearer, get, login, postForm } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ signIn: ['sysadmin'] });
const url = (path: string) => `${s.api}${path}`;
const signIn = (userName: string, password: string) => postForm(url('/web/login'), { userName, password, fromplat: 'pc', wid: 11 });

/** The page keys of a user's menu tree as GetUserInfo answers it (MenuPermissions, SPEC §3). */
async function pageKeys(token: string): Promise<string[]> {
  const info = await get(url('/api/ERPUser/GetUserInfo'), { token });
  expect(info.body.code).toBe(200);
  const keys: string[] = [];
  const walk = (nodes: { PagePermission: string; TypeStr?: string; Children?: unknown[]; children?: unknown[] }[]) => {
    for (const n of nodes) {
      if (n.TypeStr !== '按钮') keys.push(n.PagePermission);
      walk((n.Children ?? n.children ?? []) as typeof nodes);
    }
  };
  walk(JSON.parse(info.body.data.MenuPermissions));
  return keys;
}

describe('administration on the server: registration approval, grants reaching signed-in users, password reset, enable/disable', () => {
  test('a registration is refused sign-in until sysadmin approves it with AuditUser; a rejected one stays refused', async () => {
    const reg = await postForm(url('/api/Employee/PCEmployeeRegister'), { userName: 'apply_user01', password: 'Abc@12345', phone: '13700002222', realName: '钱申请' });
    expect(reg.body).toMatchObject({ status: 1 });
    expect((await signIn('apply_user01', 'Abc@12345')).body).toMatchObject({ status: 0, detail: '账号尚未审核通过，请联系管理员' });

    const pending = await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, auditStatus: 1 }, s.bearer('sysadmin'));
    expect(pending.body.data.map((u: { userName: string }) => u.userName)).toEqual(['apply_user01']);
    const id = pending.body.data[0].id;
    expect((await postForm(url('/api/ERPUser/AuditUser'), { id, auditStatus: 2 }, s.bearer('sysadmin'))).body).toMatchObject({ code: 200, msg: '审核成功' });
    const ok = await signIn('apply_user01', 'Abc@12345');
    expect(ok.body).toMatchObject({ status: 1, data: { UserName: 'apply_user01', CompanyName: '华建智造集团有限公司' } });
    expect(await s.db.one("SELECT action FROM audit_log WHERE table_name = 'users' AND record_id = $1 ORDER BY id DESC LIMIT 1", [String(id)])).toEqual({ action: 'audit' });

    await postForm(url('/api/Employee/PCEmployeeRegister'), { userName: 'apply_user02', password: 'Abc@12345', phone: '13700003333' });
    const second = (await s.db.one<{ id: number }>("SELECT id FROM users WHERE user_name = 'apply_user02'"))!.id;
    expect((await postForm(url('/api/ERPUser/AuditUser'), { id: second, auditStatus: 3 }, s.bearer('sysadmin'))).body.msg).toBe('审核成功');
    expect((await signIn('apply_user02', 'Abc@12345')).body).toMatchObject({ status: 0, detail: '账号尚未审核通过，请联系管理员' });
  });

  test("removing a menu from a role takes it from the signed-in user's menu and checks on the next request; granting back restores both", async () => {
    const ro = await login(s.api, 'readonly_demo');
    const roleId = (await s.db.one<{ id: number }>("SELECT id FROM roles WHERE name = '只读用户'"))!.id;
    const orgMenu = (await s.db.one<{ id: number }>("SELECT id FROM menus WHERE page_permission = 'organisation' AND type_str = '菜单'"))!.id;
    const before = (await get(url('/api/Role/GetRoleMenus'), { roleId }, s.bearer('sysadmin'))).body.data as { menuId: number; buttons: string[] }[];
    expect(before.find((g) => g.menuId === orgMenu)).toEqual({ menuId: orgMenu, buttons: ['search'] });

    // warm whatever the server caches for this caller
    expect((await get(url('/api/Org/GetOrgList'), { index: 0, size: 10 }, bearer(ro))).body.code).toBe(200);
    expect(await pageKeys(ro)).toContain('organisation');

    // 组织机构 sent with its last button taken away, and its page 组织管理 with none (docs/decisions/0600): neither is stored
    const without = before.filter((g) => g.menuId !== orgMenu);
    const orgPage = (await s.db.one<{ parent_id: number }>('SELECT parent_id FROM menus WHERE id = $1', [orgMenu]))!.parent_id;
    const emptied = [...before.map((g) => (g.menuId === orgMenu ? { menuId: orgMenu, buttons: [] } : g)), { menuId: orgPage, buttons: [] }];
    const removed = await postForm(url('/api/Role/UpdateRoleMenus'), { roleId, menus: JSON.stringify(emptied) }, s.bearer('sysadmin'));
    expect(removed.body).toMatchObject({ code: 200, data: { id: roleId, count: before.length - 1 } });
    expect((await get(url('/api/Role/GetRoleMenus'), { roleId }, s.bearer('sysadmin'))).body.data).toEqual(without);
    // same token, no new sign-in
    expect(await pageKeys(ro)).not.toContain('organisation');
    expect(await pageKeys(ro)).toContain('supplier');
    expect((await get(url('/api/Org/GetOrgList'), { index: 0, size: 10 }, bearer(ro))).body).toMatchObject({ code: 402, detail: '没有权限' });

    // granting back by the 查询 button node alone grants its page with that button
    const searchNode = (await s.db.one<{ id: number }>("SELECT id FROM menus WHERE parent_id = $1 AND type_str = '按钮' AND page_permission = 'search'", [orgMenu]))!.id;
    const back = [...without, { menuId: searchNode, buttons: [] }];
    expect((await postForm(url('/api/Role/UpdateRoleMenus'), { roleId, menus: JSON.stringify(back) }, s.bearer('sysadmin'))).body.code).toBe(200);
    expect(await pageKeys(ro)).toContain('organisation');
    expect((await get(url('/api/Org/GetOrgList'), { index: 0, size: 10 }, bearer(ro))).body.code).toBe(200);
    expect((await get(url('/api/Role/GetRoleMenus'), { roleId }, s.bearer('sysadmin'))).body.data).toEqual(before);
    const audits = await s.db.many("SELECT action FROM audit_log WHERE table_name = 'role_menus' AND record_id = $1", [String(roleId)]);
    expect(audits).toEqual([{ action: 'update-grants' }, { action: 'update-grants' }]);
  });

  test('reset password revokes the sessions and only the new password signs in; disable refuses sign-in and ends sessions, enable restores; all audited', async () => {
    const id = (await s.db.one<{ id: number }>("SELECT id FROM users WHERE user_name = 'project_demo'"))!.id;
    const old = await login(s.api, 'project_demo');
    const reset = await postForm(url('/api/ERPUser/ModifyPwd'), { id, userPwd: 'Reset@2026' }, s.bearer('sysadmin'));
    expect(reset.body).toMatchObject({ status: 1, detail: '修改成功' });
    expect((await get(url('/api/ERPUser/GetUserInfo'), { token: old })).status).toBe(401);
    expect((await signIn('project_demo', 'Demo@2026')).body.status).toBe(0);
    const fresh = await login(s.api, 'project_demo', 'Reset@2026');

    const off = await postForm(url('/api/ERPUser/editUser'), { id, status: 0 }, s.bearer('sysadmin'));
    expect(off.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await get(url('/api/ERPUser/GetUserInfo'), { token: fresh })).status).toBe(401);
    expect((await signIn('project_demo', 'Reset@2026')).body).toMatchObject({ status: 0, detail: '账号已停用，请联系管理员' });
    const listed = await get(url('/api/ERPUser/QueryUserList'), { index: 0, size: 50, keyword: 'project_demo' }, s.bearer('sysadmin'));
    expect(listed.body.data.map((u: { userName: string; status: number }) => [u.userName, u.status])).toEqual([['project_demo', 0]]);

    expect((await postForm(url('/api/ERPUser/editUser'), { id, status: 1 }, s.bearer('sysadmin'))).body.code).toBe(200);
    expect((await signIn('project_demo', 'Reset@2026')).body.status).toBe(1);
    const audits = await s.db.many<{ action: string; after: { status?: string } | null }>(
      "SELECT action, after FROM audit_log WHERE table_name = 'users' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audits.map((a) => [a.action, a.after?.status])).toEqual([['password-reset', undefined], ['update', '0'], ['update', '1']]);
  });
});
