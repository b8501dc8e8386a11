import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'readonly_demo'] });
const tokens = s.tokens;
const { companies: company } = useDemoIds(s);
const url = (path: string) => `${s.api}${path}`;

const crmMenu = async () => (await s.db.one<{ id: number }>("SELECT id FROM menus WHERE page_permission = 'crmProject'"))!.id;

describe('menu tree, roles, role groups, grants', () => {
  test('GetMenuTree gives page → sub-page → buttons', async () => {
    const r = await get(url('/api/Menu/GetMenuTree'), {}, bearer(tokens.enterprise_demo));
    const project = r.body.data.find((n: { pagePermission: string }) => n.pagePermission === 'projectManage');
    const crm = project.children.find((n: { pagePermission: string }) => n.pagePermission === 'crmProject');
    expect(crm.permission).toEqual(expect.arrayContaining(['add', 'edit', 'delete', 'search']));
    expect((await get(url('/api/Menu/GetMenuTree'))).status).toBe(401);
  });

  test('role group + role CRUD, grants within what the caller holds, assignment changes the user\'s permissions', async () => {
    const h = bearer(tokens.enterprise_demo);
    expect((await postForm(url('/api/RoleGroup/CreateRoleGroup'), {}, h)).body.detail).toBe('请输入角色组名称');
    const g = await postForm(url('/api/RoleGroup/CreateRoleGroup'), { groupName: '项目角色' }, h);
    expect(g.body.code).toBe(200);
    expect((await postForm(url('/api/Role/CreateRole'), { groupId: g.body.data.id }, h)).body.detail).toBe('请输入角色名称');
    const otherGroup = (await s.db.one<{ id: number }>('SELECT id FROM role_groups WHERE company_id = $1', [company['远景建设集团有限公司']]))!.id;
    expect((await postForm(url('/api/Role/CreateRole'), { roleName: '项目录入员', groupId: otherGroup }, h)).body.detail).toBe('所选角色组不属于该公司');
    const role = await postForm(url('/api/Role/CreateRole'), { roleName: '项目录入员', groupId: g.body.data.id, description: '只能新增项目' }, h);
    const roleId = role.body.data.id;
    const crm = await crmMenu();
    expect((await postForm(url('/api/Role/UpdateRoleMenus'), { roleId, menus: 'not json' }, h)).body.detail).toBe('菜单权限格式不正确');
    expect((await postForm(url('/api/Role/UpdateRoleMenus'), { roleId, menus: JSON.stringify([{ menuId: crm, buttons: ['fly'] }]) }, h)).body.detail).toBe('按钮权限fly不正确');
    expect((await postForm(url('/api/Role/UpdateRoleMenus'), { roleId, menus: JSON.stringify([{ menuId: 999999, buttons: [] }]) }, h)).body.detail).toBe('菜单不存在');
    const ok = await postForm(url('/api/Role/UpdateRoleMenus'), { roleId, menus: JSON.stringify([{ menuId: crm, buttons: ['search', 'add'] }]) }, h);
    expect(ok.body.code).toBe(200);
    expect((await get(url('/api/Role/GetRoleMenus'), { roleId }, h)).body.data).toEqual([{ menuId: crm, buttons: ['add', 'search'] }]);
    const roles = await get(url('/api/Role/GetRoleList'), {}, h);
    expect(roles.body.data.map((r: { roleName: string }) => r.roleName)).toContain('项目录入员');

    // the readonly user gets the role → may now add projects
    const ro = (await s.db.one<{ id: number }>("SELECT id FROM users WHERE user_name = 'readonly_demo'"))!.id;
    const readOnly = (await s.db.one<{ id: number }>("SELECT id FROM roles WHERE name = '只读用户'"))!.id;
    expect((await postForm(url('/api/ERPUser/PCUpdateJiaoSe'), { userId: ro, roleIds: `${readOnly},${roleId}` }, h)).body.code).toBe(200);
    const add = await postForm(url('/api/Project/Add'), { projectName: '录入员项目', projectStatus: 1 }, bearer(tokens.readonly_demo));
    expect(add.body.code).toBe(200);
    expect((await postForm(url('/api/Project/Delete'), { id: add.body.data.id }, bearer(tokens.readonly_demo))).body.code).toBe(402);

    expect((await postForm(url('/api/RoleGroup/DeleteRoleGroup'), { id: g.body.data.id }, h)).body.detail).toBe('该角色组下还有1个角色，不能删除');
    expect((await postForm(url('/api/Role/UpdateRole'), { id: roleId, roleName: '项目录入' }, h)).body.msg).toBe('修改成功');
    expect((await postForm(url('/api/Role/DeleteRole'), { id: roleId }, h)).body.msg).toBe('删除成功!');
    expect((await postForm(url('/api/Project/Add'), { projectName: '录入员项目2', projectStatus: 1 }, bearer(tokens.readonly_demo))).body.code).toBe(402);
    expect((await postForm(url('/api/RoleGroup/DeleteRoleGroup'), { id: g.body.data.id }, h)).body.msg).toBe('删除成功!');
    const audit = await s.db.many<{ table_name: string; action: string }>("SELECT table_name, action FROM audit_log WHERE table_name IN ('roles', 'role_groups', 'role_menus') ORDER BY id");
    expect(audit.map((a) => `${a.table_name}:${a.action}`)).toEqual(['role_groups:create', 'roles:create', 'role_menus:update-grants', 'roles:update', 'roles:delete', 'role_groups:delete']);
  });

  test("can't grant what one does not hold; another company's role → 402 and unchanged", async () => {
    const h = bearer(tokens.enterprise_demo);
    const own = await postForm(url('/api/Role/CreateRole'), { roleName: '测试角色' }, h);
    // a page node is not among the enterprise admin's own grants (they hold sub-pages)
    const page = (await s.db.one<{ id: number }>("SELECT id FROM menus WHERE page_permission = 'projectManage'"))!.id;
    expect((await postForm(url('/api/Role/UpdateRoleMenus'), { roleId: own.body.data.id, menus: JSON.stringify([{ menuId: page, buttons: [] }]) }, h)).body.detail).toBe('不能授予自己没有的权限');
    expect(await s.db.one('SELECT count(*)::int AS n FROM role_menus WHERE role_id = $1', [own.body.data.id])).toEqual({ n: 0 });
    const other = (await s.db.one<{ id: number }>('SELECT id FROM roles WHERE company_id = $1', [company['远景建设集团有限公司']]))!.id;
    for (const [path, body] of [
      ['/api/Role/UpdateRole', { id: other, roleName: '改掉' }],
      ['/api/Role/DeleteRole', { id: other }],
      ['/api/Role/UpdateRoleMenus', { roleId: other, menus: '[]' }],
    ] as const) {
      expect([path, (await postForm(url(path), body, h)).body.code]).toEqual([path, 402]);
    }
    expect((await get(url('/api/Role/GetRoleMenus'), { roleId: other }, h)).body.code).toBe(402);
    expect((await get(url('/api/Role/GetRoleList'), { companyId: company['远景建设集团有限公司'] }, h)).body.code).toBe(402);
    expect(await s.db.one('SELECT name, if_del, (SELECT count(*)::int FROM role_menus WHERE role_id = $1) AS menus FROM roles WHERE id = $1', [other])).toMatchObject({ name: '管理员', if_del: 0 });
    expect((await s.db.one<{ menus: number }>('SELECT count(*)::int AS menus FROM role_menus WHERE role_id = $1', [other]))!.menus).toBe(82); // every sub-page of the catalogue: 77 + 报警阈值 (0376), 地磅管理, 车辆登记 (0382), enterprise 报警记录 (0610), 维权告示牌 (0684)
  });

  test('menu editing is for system administrators; readonly → 402; no token → 401', async () => {
    const a = bearer(tokens.sysadmin);
    const project = (await s.db.one<{ id: number }>("SELECT id FROM menus WHERE page_permission = 'projectManage'"))!.id;
    expect((await postForm(url('/api/Menu/CreateMenu'), { parentId: project, pagePermission: 'bad key!', textStr: '坏' }, a)).body.detail).toBe('页面标识只能包含字母、数字、下划线、斜杠和横线');
    expect((await postForm(url('/api/Menu/CreateMenu'), { parentId: project, pagePermission: 'newPage' }, a)).body.detail).toBe('请输入菜单名称');
    const m = await postForm(url('/api/Menu/CreateMenu'), { parentId: project, pagePermission: 'newPage', textStr: '新页面', navigatePageUrlPC: 'projectManage/newPage/index' }, a);
    expect(m.body.code).toBe(200);
    const b = await postForm(url('/api/Menu/CreateMenu'), { parentId: m.body.data.id, pagePermission: 'add', textStr: '新增', typeStr: '按钮' }, a);
    expect(b.body.code).toBe(200);
    expect(await s.db.one('SELECT buttons FROM menus WHERE id = $1', [m.body.data.id])).toEqual({ buttons: ['add'] });
    expect((await postForm(url('/api/Menu/UpdateMenu'), { id: m.body.data.id, textStr: '新页面（改）', isShow: 0 }, a)).body.code).toBe(200);
    expect((await postForm(url('/api/Menu/DeleteMenu'), { id: m.body.data.id }, a)).body.detail).toBe('该菜单下还有1个子菜单，不能删除');
    expect((await postForm(url('/api/Menu/DeleteMenu'), { id: b.body.data.id }, a)).body.code).toBe(200);
    expect((await postForm(url('/api/Menu/DeleteMenu'), { id: m.body.data.id }, a)).body.code).toBe(200);
    expect((await postForm(url('/api/Menu/CreateMenu'), { pagePermission: 'x', textStr: '企业管理员' }, bearer(tokens.enterprise_demo))).body.code).toBe(402);
    const r = bearer(tokens.readonly_demo);
    for (const path of ['/api/Role/CreateRole', '/api/Role/UpdateRole', '/api/Role/DeleteRole', '/api/Role/UpdateRoleMenus', '/api/RoleGroup/CreateRoleGroup', '/api/RoleGroup/UpdateRoleGroup', '/api/RoleGroup/DeleteRoleGroup', '/api/Menu/CreateMenu']) {
      expect([path, (await postForm(url(path), { id: 1, roleId: 1, roleName: '只读', groupName: '只读' }, r)).body.code]).toEqual([path, 402]);
      expect((await postForm(url(path), { roleName: '只读' })).status).toBe(401);
    }
    expect(await s.db.one("SELECT count(*)::int AS n FROM roles WHERE name = '只读'")).toEqual({ n: 0 });
  });
});
