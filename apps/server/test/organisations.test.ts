import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ template: 'core', signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let org: Record<string, number>;
const { companies: company } = useDemoIds(s);
const url = (path: string) => `${s.api}${path}`;

beforeAll(async () => {
  org = Object.fromEntries((await s.db.many<{ id: number; org_name: string }>('SELECT id, org_name FROM organisations')).map((r) => [r.org_name, r.id]));
});

const orgNames = (body: Record<string, any>) => (body.data as { orgName: string }[]).map((o) => o.orgName).sort();

describe('company organisation tree (QueryOrgList)', () => {
  test('enterprise: the session company subtree as {id, companyname, GlobalProjectID, children}', async () => {
    const r = await get(url('/api/Org/QueryOrgList'), { index: 0, size: 500, token: tokens.enterprise_demo });
    expect(r.body).toMatchObject({ code: 200, status: 1 });
    expect(r.body.data).toEqual([
      { id: company['华建第一工程有限公司'], companyname: '华建第一工程有限公司', GlobalProjectID: '2',
        children: [{ id: company['华建第一工程南山分公司'], companyname: '华建第一工程南山分公司', GlobalProjectID: '4' }] },
    ]);
  });

  test('admin variant: three levels of every company; refused to non-admins', async () => {
    const r = await get(url('/api/Org/AdminGetAllQueryOrgList'), { index: 0, size: 1000, token: tokens.sysadmin });
    const group = r.body.data.find((n: { companyname: string }) => n.companyname === '华建智造集团有限公司');
    expect(group.children.map((c: { companyname: string }) => c.companyname)).toEqual(['华建第一工程有限公司', '华建路桥建设有限公司']);
    expect(group.children[0].children[0].companyname).toBe('华建第一工程南山分公司');
    expect((await get(url('/api/Org/AdminGetAllQueryOrgList'), { index: 0, size: 1000, token: tokens.enterprise_demo })).body.code).toBe(402);
  });

  test('government: companies of the district; project user: the project\'s company', async () => {
    const gov = await get(url('/api/Org/QueryOrgList'), { index: 0, size: 500, token: tokens.government_demo });
    const flat = (nodes: { companyname: string; children?: unknown[] }[]): string[] => nodes.flatMap((n) => [n.companyname, ...flat((n.children ?? []) as never)]);
    expect(flat(gov.body.data).sort()).toEqual(['华建第一工程南山分公司', '华建第一工程有限公司', '深圳市南山区住房和建设局'].sort());
    const pr = await get(url('/api/Org/QueryOrgList'), { index: 0, size: 500, token: tokens.project_demo });
    expect(flat(pr.body.data)).toEqual(['华建第一工程有限公司']);
  });
});

describe('organisations', () => {
  test('GetOrgList scoped by company subtree, district and project', async () => {
    const ent = await get(url('/api/Org/GetOrgList'), { index: 0, size: 50, token: tokens.enterprise_demo });
    expect(orgNames(ent.body)).toEqual(['南山建工劳务有限公司', '南山设备租赁有限公司', '深圳华信工程监理有限公司', '深港商砼有限公司', '鹏城建材供应有限公司'].sort());
    const gov = await get(url('/api/Org/GetOrgList'), { index: 0, size: 50, token: tokens.government_demo });
    expect(orgNames(gov.body)).toEqual(orgNames(ent.body));
    const pr = await get(url('/api/Org/GetOrgList'), { index: 0, size: 50, token: tokens.project_demo });
    expect(orgNames(pr.body)).toEqual(['深圳华信工程监理有限公司']);
    const byType = await get(url('/api/Org/QueryOrgListByType'), { index: 0, size: 50, orgType: 3, token: tokens.enterprise_demo });
    expect(orgNames(byType.body)).toEqual(['鹏城建材供应有限公司']);
    const adminByType = await get(url('/api/Org/AdminGetAllQueryOrgListByType'), { index: 0, size: 50, orgType: 3, token: tokens.sysadmin });
    expect(orgNames(adminByType.body)).toEqual(['羊城建材有限公司', '鹏城建材供应有限公司'].sort());
    expect((await get(url('/api/Org/QueryOrgListByType'), { orgType: 99, token: tokens.enterprise_demo })).body.detail).toBe('组织类型不正确');
  });

  test('CreateOrg validates, audits; UpdateOrg, UpdateOrgContactor, DeleteOrg', async () => {
    const h = bearer(tokens.enterprise_demo);
    expect((await postForm(url('/api/Org/CreateOrg'), { orgType: 7 }, h)).body.detail).toBe('请输入组织名称');
    expect((await postForm(url('/api/Org/CreateOrg'), { orgName: '新监理' }, h)).body.detail).toBe('请选择组织类型');
    expect((await postForm(url('/api/Org/CreateOrg'), { orgName: '新监理', orgType: 42 }, h)).body.detail).toBe('组织类型不正确');
    expect((await postForm(url('/api/Org/CreateOrg'), { orgName: '新监理', orgType: 7, creditCode: 'abc' }, h)).body.detail).toBe('统一社会信用代码须为18位数字或大写字母');
    expect((await postForm(url('/api/Org/CreateOrg'), { orgName: '新监理', orgType: 7, contactPhone: '12345' }, h)).body.detail).toBe('联系电话格式不正确');
    expect((await postForm(url('/api/Org/CreateOrg'), { orgName: '新监理', orgType: 7, parentId: org['羊城建材有限公司'] }, h)).body.detail).toBe('上级组织不存在或不在本单位范围内');
    const ok = await postForm(url('/api/Org/CreateOrg'), { orgName: '新监理单位', orgType: 7, contactPhone: '13912345678' }, h);
    expect(ok.body).toMatchObject({ code: 200, msg: '提交成功' });
    const id = ok.body.data.id;
    expect(await s.db.one('SELECT company_id, district_code FROM organisations WHERE id = $1', [id])).toEqual({ company_id: company['华建第一工程有限公司'], district_code: '440305' });
    expect((await postForm(url('/api/Org/UpdateOrg'), { id, orgName: '新监理单位（改）' }, h)).body.msg).toBe('修改成功');
    expect((await postForm(url('/api/Org/UpdateOrgContactor'), { id, contactor: '' }, h)).body.detail).toBe('请输入联系人');
    expect((await postForm(url('/api/Org/UpdateOrgContactor'), { id, contactor: '钱联系', contactPhone: '0755-12345678' }, h)).body.code).toBe(200);
    const info = await get(url('/api/Org/GetOrgInfo'), { id, token: tokens.enterprise_demo });
    expect(info.body.data).toMatchObject({ orgName: '新监理单位（改）', contactor: '钱联系', contactPhone: '0755-12345678', orgType: 7 });
    expect((await postForm(url('/api/Org/DeleteOrg'), { id }, h)).body.msg).toBe('删除成功!');
    const audit = await s.db.many<{ action: string }>(`SELECT action FROM audit_log WHERE table_name = 'organisations' AND record_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update-contactor', 'delete']);
  });

  test("another company's organisation by id → 402 and unchanged", async () => {
    const h = bearer(tokens.enterprise_demo);
    const id = org['天河建筑劳务有限公司'];
    expect((await get(url('/api/Org/GetOrgInfo'), { id }, h)).body).toMatchObject({ code: 402, detail: '没有权限' });
    for (const [path, body] of [
      ['/api/Org/UpdateOrg', { id, orgName: '改掉' }],
      ['/api/Org/DeleteOrg', { id }],
      ['/api/Org/UpdateOrgContactor', { id, contactor: '改掉' }],
      ['/api/Org/Supply', { id }],
      ['/api/Org/DeleteSupply', { id: org['羊城建材有限公司'] }],
    ] as const) {
      expect([path, (await postForm(url(path), body, h)).body.code]).toEqual([path, 402]);
    }
    expect(await s.db.one('SELECT org_name, contactor, if_del, is_supply FROM organisations WHERE id = $1', [id])).toEqual({ org_name: '天河建筑劳务有限公司', contactor: '何劳务', if_del: 0, is_supply: 0 });
    expect((await s.db.one<{ is_supply: number }>('SELECT is_supply FROM organisations WHERE id = $1', [org['羊城建材有限公司']]))!.is_supply).toBe(1);
    const gov = await get(url('/api/Org/GetOrgInfo'), { id: org['宝安检测中心'], token: tokens.government_demo });
    expect(gov.body.code).toBe(402);
  });

  test('suppliers: Supply (mark or create), GetSupplys, DeleteSupply', async () => {
    const h = bearer(tokens.enterprise_demo);
    const list = async () => orgNames((await postForm(url('/api/Org/GetSupplys'), { index: 0, size: 50 }, h)).body);
    expect(await list()).toEqual(['南山设备租赁有限公司', '深港商砼有限公司', '鹏城建材供应有限公司'].sort());
    expect((await postForm(url('/api/Org/Supply'), { id: org['南山建工劳务有限公司'] }, h)).body.code).toBe(200);
    expect((await postForm(url('/api/Org/Supply'), { orgType: 3 }, h)).body.detail).toBe('请输入组织名称');
    expect((await postForm(url('/api/Org/Supply'), { orgName: '新供应商', orgType: 3 }, h)).body.code).toBe(200);
    expect(await list()).toEqual(expect.arrayContaining(['南山建工劳务有限公司', '新供应商']));
    expect((await postForm(url('/api/Org/DeleteSupply'), { id: org['南山建工劳务有限公司'] }, h)).body.msg).toBe('删除成功!');
    expect(await list()).not.toContain('南山建工劳务有限公司');
  });

  test('GetOrgListByEngineeringID: a project\'s organisations, scoped', async () => {
    const pid = (await s.db.one<{ id: number }>("SELECT id FROM projects WHERE project_no = 'HJ-2025-001'"))!.id;
    const r = await get(url('/api/Engineering/GetOrgListByEngineeringID'), { engineeringID: pid, token: tokens.project_demo });
    expect(orgNames(r.body)).toEqual(['南山建工劳务有限公司', '深圳华信工程监理有限公司', '鹏城建材供应有限公司'].sort());
    const foreign = (await s.db.one<{ id: number }>("SELECT id FROM projects WHERE project_no = 'YJ-2025-007'"))!.id;
    expect((await get(url('/api/Engineering/GetOrgListByEngineeringID'), { engineeringID: foreign, token: tokens.enterprise_demo })).body.code).toBe(402);
  });

  test('one phone mask (SPEC §5: first 4, last 4) in the answers served by hand: lists masked, a project detail whole only for its editors (0552)', async () => {
    const pid = (await s.db.one<{ id: number }>("SELECT id FROM projects WHERE project_no = 'HJ-2025-001'"))!.id;
    await s.db.exec("UPDATE projects SET contact_phone = '13912345678' WHERE id = $1", [pid]);
    const e = bearer(tokens.enterprise_demo);
    const detail = async (token: string) => (await get(url(`/api/Project/GetProjectInfo/${pid}`), {}, bearer(token))).body.data.contactPhone;
    expect([await detail(tokens.enterprise_demo), await detail(tokens.readonly_demo)]).toEqual(['13912345678', '1391***5678']);
    const ordered = (await get(url('/api/Project/WhereProjectListOfOrder'), { index: 1, size: 50 }, e)).body.data as { id: number; contactPhone: string }[];
    expect(ordered.find((r) => r.id === pid)?.contactPhone).toBe('1391***5678');
    const users = (await get(url('/api/Project/GetProjectUsers'), { projectId: pid }, e)).body.data as { userName: string; phone: string }[];
    expect(users.find((u) => u.userName === 'project_demo')?.phone).toBe('1380***0003');
    // The organisations of the project and of a type list: each phone with its middle starred, as the seed holds it.
    const stored = new Map((await s.db.many<{ org_name: string; contact_phone: string }>('SELECT org_name, contact_phone FROM organisations')).map((r) => [r.org_name, r.contact_phone]));
    const masked = (v: string) => (v.length > 8 ? `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}` : '*'.repeat(v.length));
    for (const [path, params] of [
      ['/api/Engineering/GetOrgListByEngineeringID', { engineeringID: pid }],
      ['/api/Org/QueryOrgListByType', { orgType: 7, index: 0, size: 50 }],
    ] as const) {
      const rows = (await get(url(path), params, e)).body.data as { orgName: string; contactPhone: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect([path, rows.map((r) => [r.orgName, r.contactPhone])]).toEqual([path, rows.map((r) => [r.orgName, masked(stored.get(r.orgName) ?? '')])]);
      expect(rows.some((r) => /^\d{4}\*+\d{4}$/.test(r.contactPhone))).toBe(true);
    }
  });

  test('without the button → 402 (readonly_demo); without a token → 401', async () => {
    const h = bearer(tokens.readonly_demo);
    expect((await get(url('/api/Org/GetOrgList'), { index: 0, size: 10 }, h)).body.code).toBe(200);
    for (const [path, body] of [
      ['/api/Org/CreateOrg', { orgName: '只读组织', orgType: 7 }],
      ['/api/Org/UpdateOrg', { id: org['南山建工劳务有限公司'], orgName: '只读改' }],
      ['/api/Org/DeleteOrg', { id: org['南山建工劳务有限公司'] }],
      ['/api/Org/UpdateOrgContactor', { id: org['南山建工劳务有限公司'], contactor: '只读' }],
      ['/api/Org/Supply', { orgName: '只读组织', orgType: 3 }],
      ['/api/Org/DeleteSupply', { id: org['鹏城建材供应有限公司'] }],
    ] as const) {
      expect([path, (await postForm(url(path), body, h)).body.code]).toEqual([path, 402]);
      expect((await postForm(url(path), body)).status).toBe(401);
    }
    for (const path of ['/api/Org/QueryOrgList', '/api/Org/GetOrgList', '/api/Org/GetOrgInfo', '/api/Org/QueryOrgListByType', '/api/Engineering/GetOrgListByEngineeringID']) {
      expect([path, (await get(url(path))).status]).toEqual([path, 401]);
    }
    expect(await s.db.one("SELECT count(*)::int AS n FROM organisations WHERE org_name LIKE '只读%' OR contactor = '只读'")).toEqual({ n: 0 });
  });
});
