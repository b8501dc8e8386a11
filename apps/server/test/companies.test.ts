import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
const { companies: company } = useDemoIds(s);
const url = (path: string) => `${s.api}${path}`;

describe('companies (three-level tree)', () => {
  test('list is the administered subtree; create under it with validation and the depth limit; update; delete', async () => {
    const h = bearer(tokens.enterprise_demo);
    const list = await get(url('/api/Company/GetCompanyList'), {}, h);
    expect(list.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['华建第一工程有限公司', '华建第一工程南山分公司']);
    const create = url('/api/Company/CreateCompany');
    expect((await postForm(create, { parentId: company['华建第一工程有限公司'] }, h)).body.detail).toBe('请输入公司名称');
    expect((await postForm(create, { companyName: '无上级' }, h)).body.detail).toBe('请选择上级公司');
    expect((await postForm(create, { companyName: '类型错', parentId: company['华建第一工程有限公司'], companyType: 99 }, h)).body.detail).toBe('公司类型不正确');
    expect((await postForm(create, { companyName: '四级公司', parentId: company['华建第一工程南山分公司'] }, h)).body.detail).toBe('公司层级不能超过三级');
    expect((await postForm(create, { companyName: '外部子公司', parentId: company['远景建设集团有限公司'] }, h)).body.code).toBe(402);
    const ok = await postForm(create, { companyName: '华建第一工程福田分公司', parentId: company['华建第一工程有限公司'], companyType: 9 }, h);
    expect(ok.body).toMatchObject({ code: 200, data: { companyName: '华建第一工程福田分公司', districtCode: '440305' } });
    const id = ok.body.data.id;
    expect((await postForm(url('/api/Company/UpdateCompany'), { id, companyName: '华建第一工程福田分公司（改）', creditCode: 'bad' }, h)).body.detail).toBe('统一社会信用代码须为18位数字或大写字母');
    expect((await postForm(url('/api/Company/UpdateCompany'), { id, companyName: '华建第一工程福田分公司（改）' }, h)).body.msg).toBe('修改成功');
    expect((await postForm(url('/api/Company/DeleteCompany'), { id: company['华建第一工程有限公司'] }, h)).body.detail).toBe('不能删除当前所在的公司');
    expect((await postForm(url('/api/Company/DeleteCompany'), { id }, h)).body.msg).toBe('删除成功!');
    const audit = await s.db.many<{ action: string }>("SELECT action FROM audit_log WHERE table_name = 'companies' AND record_id = $1 ORDER BY id", [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  test("another company by id → 402 and unchanged; no button → 402; no token → 401", async () => {
    const h = bearer(tokens.enterprise_demo);
    const id = company['远景建设集团有限公司'];
    expect((await postForm(url('/api/Company/UpdateCompany'), { id, companyName: '改掉' }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/Company/DeleteCompany'), { id }, h)).body.code).toBe(402);
    expect(await s.db.one('SELECT name, if_del FROM companies WHERE id = $1', [id])).toEqual({ name: '远景建设集团有限公司', if_del: 0 });
    const r = bearer(tokens.readonly_demo);
    expect((await get(url('/api/Company/GetCompanyList'), {}, r)).body.code).toBe(200);
    for (const path of ['/api/Company/CreateCompany', '/api/Company/UpdateCompany', '/api/Company/DeleteCompany']) {
      expect((await postForm(url(path), { id: company['华建第一工程南山分公司'], companyName: '只读', parentId: company['华建第一工程有限公司'] }, r)).body.code).toBe(402);
      expect((await postForm(url(path), { companyName: '只读' })).status).toBe(401);
    }
    expect((await get(url('/api/Company/GetCompanyList'))).status).toBe(401);
  });
});

describe('departments', () => {
  test('list with full paths; create/update/delete validated and scoped', async () => {
    const h = bearer(tokens.enterprise_demo);
    const list = await get(url('/api/Department/GetDepartmentList'), {}, h);
    expect(list.body.data.map((d: { fullDepartmentPath: string }) => d.fullDepartmentPath)).toEqual(['华建第一工程有限公司/工程部', '华建第一工程有限公司/工程部/安全部']);
    expect((await postForm(url('/api/Department/CreateDepartment'), {}, h)).body.detail).toBe('请输入部门名称');
    const otherDept = (await s.db.one<{ id: number }>("SELECT id FROM departments WHERE name = '综合办公室'"))!.id;
    expect((await postForm(url('/api/Department/CreateDepartment'), { departmentName: '质量部', parentId: otherDept }, h)).body.detail).toBe('上级部门不属于该公司');
    const ok = await postForm(url('/api/Department/CreateDepartment'), { departmentName: '质量部' }, h);
    expect(ok.body.code).toBe(200);
    expect((await postForm(url('/api/Department/UpdateDepartment'), { id: ok.body.data.id, departmentName: '质量管理部' }, h)).body.code).toBe(200);
    const safety = (await s.db.one<{ id: number }>("SELECT id FROM departments WHERE name = '安全部'"))!.id;
    expect((await postForm(url('/api/Department/DeleteDepartment'), { id: safety }, h)).body.detail).toBe('该部门下还有用户，不能删除');
    expect((await postForm(url('/api/Department/DeleteDepartment'), { id: ok.body.data.id }, h)).body.msg).toBe('删除成功!');
    expect((await get(url('/api/Department/GetDepartmentList'), { companyId: company['远景建设集团有限公司'] }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/Department/UpdateDepartment'), { id: otherDept, departmentName: '改掉' }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/Department/DeleteDepartment'), { id: otherDept }, h)).body.code).toBe(402);
    expect(await s.db.one('SELECT name, if_del FROM departments WHERE id = $1', [otherDept])).toEqual({ name: '综合办公室', if_del: 0 });
    expect((await postForm(url('/api/Department/CreateDepartment'), { departmentName: '只读部' }, bearer(tokens.readonly_demo))).body.code).toBe(402);
    expect((await postForm(url('/api/Department/CreateDepartment'), { departmentName: '只读部' })).status).toBe(401);
  });
});
