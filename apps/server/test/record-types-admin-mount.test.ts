import { get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/**
 * Administration records on the generic mount (docs/decisions/0312): the names a save accepts are the declared
 * aliases (packages/contract/src/records/{role,department,company}-record.ts), ids included; the declared limits
 * refuse with their messages; another company's record is refused by id.
 */
const s = useTestServer({ template: 'core', signIn: ['enterprise_demo'] });
const { companies: company } = useDemoIds(s);
const url = (path: string) => `${s.api}${path}`;

describe('declared aliases on save', () => {
  test('roles: description under its alias remark, id under roleId / role_id', async () => {
    const created = await postForm(url('/api/Role/CreateRole'), { roleName: '别名角色', remark: '由别名写入' }, s.bearer('enterprise_demo'));
    expect(created.body).toMatchObject({ code: 200, msg: '提交成功' });
    const id = created.body.data.id as number;
    expect(await s.db.one('SELECT name, description, company_id FROM roles WHERE id = $1', [id])).toEqual({
      name: '别名角色', description: '由别名写入', company_id: company['华建第一工程有限公司'],
    });
    expect((await postForm(url('/api/Role/UpdateRole'), { roleId: id, name: '别名角色二' }, s.bearer('enterprise_demo'))).body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await s.db.one<{ name: string }>('SELECT name FROM roles WHERE id = $1', [id]))!.name).toBe('别名角色二');
    expect((await postForm(url('/api/Role/DeleteRole'), { role_id: id }, s.bearer('enterprise_demo'))).body).toMatchObject({ code: 200, msg: '删除成功!' });
    expect((await s.db.one<{ if_del: number }>('SELECT if_del FROM roles WHERE id = $1', [id]))!.if_del).toBe(1);
    const audit = await s.db.many<{ action: string }>("SELECT action FROM audit_log WHERE table_name = 'roles' AND record_id = $1 ORDER BY id", [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  test('departments: id under departmentId, sort under Sort', async () => {
    const created = await postForm(url('/api/Department/CreateDepartment'), { departmentName: '别名部', Sort: 7 }, s.bearer('enterprise_demo'));
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    expect((await postForm(url('/api/Department/UpdateDepartment'), { departmentId: id, name: '别名部（改）', Sort: 8 }, s.bearer('enterprise_demo'))).body.code).toBe(200);
    expect(await s.db.one('SELECT name, sort, company_id FROM departments WHERE id = $1', [id])).toEqual({ name: '别名部（改）', sort: 8, company_id: company['华建第一工程有限公司'] });
  });

  test('companies: name under companyname, GlobalProjectID; the answer is the company as listed', async () => {
    const r = await postForm(url('/api/Company/CreateCompany'), { companyname: '别名分公司', parentId: company['华建第一工程有限公司'], GlobalProjectID: 42 }, s.bearer('enterprise_demo'));
    expect(r.body).toMatchObject({ code: 200, data: { companyName: '别名分公司', parentId: company['华建第一工程有限公司'], companyType: 9, districtCode: '440305', GlobalProjectID: '42' } });
    expect(await s.db.one('SELECT name, global_project_id FROM companies WHERE id = $1', [r.body.data.id])).toEqual({ name: '别名分公司', global_project_id: 42 });
  });
});

describe('companies, departments, roles and role groups on the generic mount', () => {
  test("the list: SPEC's whole list in data — the caller's company's groups by sort, in SPEC's shape with their role counts", async () => {
    const r = await get(url('/api/RoleGroup/GetRoleGroupList'), {}, s.bearer('enterprise_demo'));
    const own = company['华建第一工程有限公司']!;
    const groups = await s.db.many<{ id: number }>('SELECT id FROM role_groups WHERE company_id = $1 ORDER BY sort, id', [own]);
    expect(groups.length).toBeGreaterThan(0);
    expect(r.body).toMatchObject({ code: 200 });
    expect(JSON.stringify(r.body.data)).toBe(JSON.stringify(groups.map((g) => ({ id: g.id, companyId: own, groupName: '默认角色组', sort: 0, roleCount: 1 }))));
    const other = company['远景建设集团有限公司'];
    expect((await get(url('/api/RoleGroup/GetRoleGroupList'), { companyId: other }, s.bearer('enterprise_demo'))).body).toMatchObject({ code: 402, detail: '没有权限' });
  });

  test("companies: SPEC's whole list in data — every company the caller administers, by id, as SPEC names it", async () => {
    const ids = await s.db.many<{ id: number; name: string; parent_id: number | null; company_type: number; credit_code: string; district_code: string; global_project_id: number | null }>(
      `SELECT id, name, parent_id, company_type, credit_code, district_code, global_project_id FROM companies
        WHERE if_del = 0 AND (id = $1 OR parent_id = $1) ORDER BY id`, [company['华建第一工程有限公司']]);
    const shaped = ids.map((c) => ({
      id: c.id, companyName: c.name, parentId: c.parent_id, companyType: c.company_type, creditCode: c.credit_code, districtCode: c.district_code,
      GlobalProjectID: c.global_project_id === null ? '' : String(c.global_project_id),
    }));
    expect(shaped.map((c) => c.companyName)).toEqual(['华建第一工程有限公司', '华建第一工程南山分公司', '别名分公司']);
    expect(JSON.stringify((await get(url('/api/Company/GetCompanyList'), {}, s.bearer('enterprise_demo'))).body.data)).toBe(JSON.stringify(shaped));
  });

  test("departments: SPEC's whole list in data — the company's departments by sort, each with its full path", async () => {
    const own = company['华建第一工程有限公司']!;
    const rows = await s.db.many<{ id: number; name: string; parent_id: number | null; sort: number }>(
      'SELECT id, name, parent_id, sort FROM departments WHERE company_id = $1 AND if_del = 0 ORDER BY sort, id', [own]);
    // The seeded two, and the one the alias test above made (sort 8).
    const paths: Record<string, string> = { 工程部: '华建第一工程有限公司/工程部', 安全部: '华建第一工程有限公司/工程部/安全部', '别名部（改）': '华建第一工程有限公司/别名部（改）' };
    const shaped = rows.map((d) => ({ id: d.id, departmentName: d.name, companyId: own, parentId: d.parent_id, sort: d.sort, fullDepartmentPath: paths[d.name] }));
    expect(shaped.map((d) => d.departmentName)).toEqual(['工程部', '安全部', '别名部（改）']);
    expect(JSON.stringify((await get(url('/api/Department/GetDepartmentList'), {}, s.bearer('enterprise_demo'))).body.data)).toBe(JSON.stringify(shaped));
  });

  test("roles: SPEC's whole list in data — the company's roles (of one group when sent) by id, with group name and user count", async () => {
    const own = company['华建第一工程有限公司']!;
    const roles = await s.db.many<{ id: number; name: string; group_id: number; create_time: Date }>(
      'SELECT id, name, group_id, create_time FROM roles WHERE company_id = $1 AND if_del = 0 ORDER BY id', [own]);
    const users = await s.db.many<{ role_id: number }>('SELECT role_id FROM user_roles');
    const shaped = roles.map((r) => ({
      id: r.id, roleName: r.name, description: r.name, companyId: own, groupId: r.group_id, groupName: '默认角色组',
      userCount: users.filter((u) => u.role_id === r.id).length, createTime: r.create_time.toISOString(),
    }));
    expect(shaped.map((r) => r.roleName)).toEqual(['管理员', '只读用户', '项目管理员']);
    const all = await get(url('/api/Role/GetRoleList'), {}, s.bearer('enterprise_demo'));
    expect(JSON.stringify(all.body.data)).toBe(JSON.stringify(shaped));
    const one = await get(url('/api/Role/GetRoleList'), { groupId: roles[1]!.group_id }, s.bearer('enterprise_demo'));
    expect(JSON.stringify(one.body.data)).toBe(JSON.stringify([shaped[1]]));
  });
});

describe('declared limits and scope', () => {
  test('a role description over the declared maxLength is refused with its message; nothing written', async () => {
    const r = await postForm(url('/api/Role/CreateRole'), { roleName: '超长描述', description: '长'.repeat(201) }, s.bearer('enterprise_demo'));
    expect(r.body).toMatchObject({ code: 400, detail: '描述不能超过200个字符' });
    expect(await s.db.one(`SELECT 1 FROM roles WHERE name = '超长描述'`)).toBeUndefined();
  });

  test("another company's role and department by id (under their aliases) → 402 and unchanged", async () => {
    const role = await s.db.one<{ id: number; name: string }>('SELECT id, name FROM roles WHERE company_id = $1 AND if_del = 0 ORDER BY id LIMIT 1', [company['远景建设集团有限公司']]);
    expect((await postForm(url('/api/Role/UpdateRole'), { roleId: role!.id, roleName: '改掉' }, s.bearer('enterprise_demo'))).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await postForm(url('/api/Role/DeleteRole'), { role_id: role!.id }, s.bearer('enterprise_demo'))).body.code).toBe(402);
    expect(await s.db.one('SELECT name, if_del FROM roles WHERE id = $1', [role!.id])).toEqual({ name: role!.name, if_del: 0 });
    const dept = await s.db.one<{ id: number; name: string }>('SELECT id, name FROM departments WHERE company_id = $1 AND if_del = 0 ORDER BY id LIMIT 1', [company['远景建设集团有限公司']]);
    expect((await postForm(url('/api/Department/UpdateDepartment'), { departmentId: dept!.id, departmentName: '改掉' }, s.bearer('enterprise_demo'))).body.code).toBe(402);
    expect((await s.db.one<{ name: string }>('SELECT name FROM departments WHERE id = $1', [dept!.id]))!.name).toBe(dept!.name);
  });
});
