import { bearer, get, postForm, postJson } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
const p = useDemoIds(s).projectNos;
const url = (path: string) => `${s.api}${path}`;

const names = (body: Record<string, any>) => (body.data as { projectNo: string }[]).map((r) => r.projectNo).sort();

describe('projects: scoped lists', () => {
  test('enterprise user sees the company subtree, paged in SPEC shape with status and coordinates', async () => {
    const r = await get(url('/api/Project/WhereProjectList'), { index: 0, size: 100, token: tokens.enterprise_demo, wid: 11, fromplat: 'pc' });
    expect(r.body.code).toBe(200);
    expect(names(r.body)).toEqual(['HJ-2025-001', 'HJ-2025-002']);
    expect(r.body.page).toMatchObject({ p_index: 1, p_size: 100, record_count: 2 });
    expect(r.body.data.find((x: { projectNo: string }) => x.projectNo === 'HJ-2025-001')).toMatchObject({
      projectName: '南山科技园综合楼项目', projectStatus: 3, lng: 113.9446, lat: 22.5405, districtCode: '440305', startDate: '2025-03-01',
    });
  });

  test('project user sees only their project; government user their district; admin all', async () => {
    const pr = await get(url('/api/Project/WhereProjectList'), { index: 0, size: 100, token: tokens.project_demo });
    expect(names(pr.body)).toEqual(['HJ-2025-001']);
    const gov = await get(url('/api/Project/WhereProjectList'), { index: 0, size: 100, token: tokens.government_demo });
    expect(names(gov.body)).toEqual(['HJ-2025-001', 'HJ-2025-002']);
    const all = await get(url('/api/Project/WhereProjectList'), { index: 0, size: 100, token: tokens.sysadmin });
    expect(all.body.data).toHaveLength(6);
  });

  test('header project list: index 0, size 500, user_id → {id, projectName, projectNo}', async () => {
    const r = await get(url('/api/TyProjectPosInfo/getTyProjectPosInfoByUserID'), { index: 0, size: 500, user_id: await userId('project_demo'), token: tokens.project_demo });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual([{ id: p['HJ-2025-001'], projectName: '南山科技园综合楼项目', projectNo: 'HJ-2025-001' }]);
    const other = await get(url('/api/TyProjectPosInfo/getTyProjectPosInfoByUserID'), { index: 0, size: 500, user_id: await userId('sysadmin'), token: tokens.project_demo });
    expect(other.body).toMatchObject({ code: 402, detail: '没有权限' });
  });

  test('strWhere and sort are whitelisted', async () => {
    const ok = await get(url('/api/Project/WhereProjectList'), { index: 0, size: 10, strWhere: 'project_status = 3', token: tokens.enterprise_demo });
    expect(names(ok.body)).toEqual(['HJ-2025-001']);
    const bad = await get(url('/api/Project/WhereProjectList'), { strWhere: '1=1 or company_id > 0', token: tokens.enterprise_demo });
    expect(bad.status).toBe(400);
    const sort = await get(url('/api/Project/WhereProjectList'), { sort: 'password_hash', token: tokens.enterprise_demo });
    expect(sort.body.detail).toBe('排序字段不正确');
  });

  test('WhereProjectListOfOrder lists approved and running projects of the scope', async () => {
    const r = await get(url('/api/Project/WhereProjectListOfOrder'), { index: 0, size: 100, token: tokens.sysadmin });
    expect(names(r.body)).toEqual(['HJ-2025-001', 'HJ-2025-002', 'HJ-2025-003']);
  });
});

async function userId(name: string): Promise<number> {
  return (await s.db.one<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [name]))!.id;
}

describe('projects: detail, create, update, delete', () => {
  test('GetProjectInfo/:id in scope; another company\'s project → 402', async () => {
    const r = await get(url(`/api/Project/GetProjectInfo/${p['HJ-2025-001']}`), { token: tokens.enterprise_demo });
    expect(r.body).toMatchObject({ code: 200, data: { projectName: '南山科技园综合楼项目', companyName: '华建第一工程有限公司' } });
    const foreign = await get(url(`/api/Project/GetProjectInfo/${p['YJ-2025-007']}`), { token: tokens.enterprise_demo });
    expect(foreign.body).toMatchObject({ code: 402, detail: '没有权限' });
    const gov = await get(url(`/api/Project/GetProjectInfo/${p['HJ-2025-003']}`), { token: tokens.government_demo });
    expect(gov.body.code).toBe(402);
    const proj = await get(url(`/api/Project/GetProjectInfo/${p['HJ-2025-002']}`), { token: tokens.project_demo });
    expect(proj.body.code).toBe(402);
    expect((await get(url(`/api/Project/GetProjectInfo/999999`), { token: tokens.sysadmin })).status).toBe(404);
  });

  test('Add validates (name, status lookup, coordinates), files under the caller\'s company, audits', async () => {
    const add = url('/api/Project/Add');
    const h = bearer(tokens.enterprise_demo);
    expect((await postForm(add, { projectStatus: 1 }, h)).body.detail).toBe('请输入项目名称');
    expect((await postForm(add, { projectName: '新项目' }, h)).body.detail).toBe('请选择项目状态');
    expect((await postForm(add, { projectName: '新项目', projectStatus: 9 }, h)).body.detail).toBe('项目状态格式不正确');
    expect((await postForm(add, { projectName: '新项目', projectStatus: 1, lng: 200 }, h)).body.detail).toBe('经度须在-180到180之间');
    expect((await postForm(add, { projectName: 'x'.repeat(101), projectStatus: 1 }, h)).status).toBe(400);
    const ok = await postForm(add, { projectName: '南山新项目', project_no: 'HJ-2026-100', projectStatus: 1, lng: 113.9, lat: 22.5, districtCode: '440305', company_id: 1 }, h);
    expect(ok.body).toMatchObject({ code: 200, msg: '提交成功' });
    const id = ok.body.data.id;
    const row = await s.db.one('SELECT c.name FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.id = $1', [id]);
    expect(row).toEqual({ name: '华建第一工程有限公司' });
    const upd = await postForm(url('/api/Project/Update'), { id, projectStatus: 3, projectManager: '王经理' }, h);
    expect(upd.body.msg).toBe('修改成功');
    const pos = await postForm(url('/api/TyProjectPosInfo/UpdateProjectWithOutToken'), { id, lng: 114.01, lat: 22.6 }, h);
    expect(pos.body.code).toBe(200);
    const detail = await get(url('/api/TyProjectPosInfo/GetProjectDetailByID'), { id, token: tokens.enterprise_demo });
    expect(detail.body.data).toMatchObject({ projectStatus: 3, projectManager: '王经理', lng: 114.01, lat: 22.6 });
    const del = await postForm(url('/api/Project/Delete'), { id }, h);
    expect(del.body.msg).toBe('删除成功!');
    const audit = await s.db.many<{ action: string }>(`SELECT action FROM audit_log WHERE table_name = 'projects' AND record_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  test('another scope\'s project by id: update, delete, members → 402 and unchanged', async () => {
    const h = bearer(tokens.enterprise_demo);
    const id = p['YJ-2025-007'];
    expect((await postForm(url('/api/Project/Update'), { id, projectName: '改掉' }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/Project/Delete'), { id }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/TyProjectPosInfo/UpdateProjectWithOutToken'), { id, lng: 1 }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/Project/UpdateJoinUser'), { projectId: id, userIds: '' }, h)).body.code).toBe(402);
    expect((await get(url('/api/Project/GetProjectUsers'), { projectId: id }, h)).body.code).toBe(402);
    const row = await s.db.one('SELECT project_name, if_del, lng FROM projects WHERE id = $1', [id]);
    expect(row).toEqual({ project_name: '天河商业中心项目', if_del: 0, lng: 113.3245 });
  });

  test('without the button → 402 (readonly_demo); without a token → 401', async () => {
    const h = bearer(tokens.readonly_demo);
    expect((await get(url('/api/Project/WhereProjectList'), { token: tokens.readonly_demo })).body.code).toBe(200);
    for (const [path, body] of [
      ['/api/Project/Add', { projectName: '只读项目', projectStatus: 1 }],
      ['/api/Project/Update', { id: p['HJ-2025-001'], projectName: '只读改' }],
      ['/api/Project/Delete', { id: p['HJ-2025-001'] }],
      ['/api/Project/UpdateJoinUser', { projectId: p['HJ-2025-001'], userIds: '' }],
      ['/api/Project/UpdateJoinOrgList', { projectId: p['HJ-2025-001'], orgIds: '' }],
      ['/api/TyProjectPosInfo/AddProjectWithOutToken', { projectName: '只读项目', projectStatus: 1 }],
    ] as const) {
      const r = await postForm(url(path), body, h);
      expect([path, r.body.code, r.body.detail]).toEqual([path, 402, '没有权限']);
      expect((await postForm(url(path), body)).status).toBe(401);
    }
    for (const path of ['/api/Project/WhereProjectList', '/api/Project/GetProjectUsers', '/api/TyProjectPosInfo/GetListWithOutToken', `/api/Project/GetProjectInfo/${p['HJ-2025-001']}`]) {
      expect((await get(url(path))).status).toBe(401);
    }
    expect(await s.db.one("SELECT count(*)::int AS n FROM projects WHERE project_name LIKE '只读%'")).toEqual({ n: 0 });
  });

  test('members: UpdateJoinUser / UpdateJoinOrgList within scope, listed back', async () => {
    const h = bearer(tokens.enterprise_demo);
    const id = p['HJ-2025-002'];
    const ro = await userId('readonly_demo');
    const r = await postForm(url('/api/Project/UpdateJoinUser'), { projectId: id, userIds: String(ro) }, h);
    expect(r.body.code).toBe(200);
    const users = await get(url('/api/Project/GetProjectUsers'), { projectId: id }, h);
    expect(users.body.data.map((u: { userName: string }) => u.userName)).toEqual(['readonly_demo']);
    const foreignUser = await s.db.one<{ id: number }>("INSERT INTO users (user_name, password_hash, default_company_id) SELECT 'foreign_user1', 'x', id FROM companies WHERE name = '远景建设集团有限公司' RETURNING id");
    await s.db.exec('INSERT INTO user_companies (user_id, company_id) SELECT $1, default_company_id FROM users WHERE id = $1', [foreignUser!.id]);
    expect((await postForm(url('/api/Project/UpdateJoinUser'), { projectId: id, userIds: `${ro},${foreignUser!.id}` }, h)).body.code).toBe(402);
    expect((await get(url('/api/Project/GetProjectUsers'), { projectId: id }, h)).body.data).toHaveLength(1);
    const orgs = await s.db.many<{ id: number; org_name: string }>("SELECT id, org_name FROM organisations WHERE org_name IN ('南山建工劳务有限公司', '羊城建材有限公司')");
    const ours = orgs.find((o) => o.org_name === '南山建工劳务有限公司')!.id;
    const theirs = orgs.find((o) => o.org_name === '羊城建材有限公司')!.id;
    expect((await postForm(url('/api/Project/UpdateJoinOrgList'), { projectId: id, orgIds: `${ours},${theirs}` }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/Project/UpdateJoinOrgList'), { projectId: id, orgIds: String(ours) }, h)).body.code).toBe(200);
    const list = await get(url('/api/Project/GetProjectOrgs'), { projectId: id }, h);
    expect(list.body.data.map((o: { orgName: string }) => o.orgName)).toContain('南山建工劳务有限公司');
    expect(list.body.data.map((o: { orgName: string }) => o.orgName)).not.toContain('羊城建材有限公司');
  });
});

describe('a project\'s delete: what refers to it, as its declaration says (docs/decisions/0510, 0511)', () => {
  test('refused while an order refers to it; then its devices go with it — disabled, keys revoked — in one audited transaction', async () => {
    const h = bearer(tokens.enterprise_demo);
    const add = await postForm(url('/api/Project/Add'), { projectName: '待删除项目', project_no: 'HJ-2026-900', projectStatus: 1, districtCode: '440305' }, h);
    const id = add.body.data.id as number;
    const device = async (path: string, name: string) =>
      (await postForm(url(`/api/${path}/PCCreateDevice`), { device_name: name, project_id: id, serial_no: `SN-${name}` }, bearer(tokens.sysadmin))).body.data as { id: number; ingestKey: string };
    const crane = await device('TadiaoDevice', '删除测试塔吊');
    const dust = await device('DustDevice', '删除测试扬尘');
    const ingest = async (key: string) => (await postJson(url('/api/Telemetry/Ingest'), { values: { pm25: 40 } }, { 'x-device-key': key })).status;
    expect(await ingest(dust.ingestKey)).toBe(200);
    const order = await s.db.one<{ id: number }>(
      `INSERT INTO conc_orders (company_id, project_id, district_code, order_no, strength_grade, volume_m3, plan_time)
       SELECT company_id, id, district_code, 'DEL-0001', 'C30', 12, now() FROM projects WHERE id = $1 RETURNING id`, [id]);
    const preview = async () => (await get(url('/api/Project/DeletePreview'), { id }, h)).body;
    const confirm = '此操作将永久删除项目「待删除项目」及其下1台塔吊设备、1台扬尘监测设备, 是否继续?';
    const counted = (type: string, label: string, onDelete: string) => ({ type, label, unit: onDelete === 'refuse' ? '个' : '台', onDelete, count: 1 });
    expect(await preview()).toMatchObject({
      code: 200,
      data: {
        name: '待删除项目', confirm, refused: '该项目下还有1个混凝土订单，不能删除',
        dependants: [counted('concOrder', '混凝土订单', 'refuse'), counted('tadiaoDevice', '塔吊设备', 'cascade'), counted('dustDevice', '扬尘监测设备', 'cascade')],
      },
    });
    expect((await postForm(url('/api/Project/Delete'), { id }, h)).body).toMatchObject({ code: 400, detail: '该项目下还有1个混凝土订单，不能删除' });
    const live = () => s.db.many<{ if_del: number; status: number }>('SELECT if_del, status FROM devices WHERE project_id = $1 ORDER BY id', [id]);
    expect(await live()).toEqual([{ if_del: 0, status: 1 }, { if_del: 0, status: 1 }]);
    expect((await s.db.one('SELECT if_del FROM projects WHERE id = $1', [id]))).toEqual({ if_del: 0 });
    // Without the delete button (readonly_demo) and from another scope (project_demo): no preview either.
    expect((await get(url('/api/Project/DeletePreview'), { id }, bearer(tokens.readonly_demo))).body.code).toBe(402);
    expect((await get(url('/api/Project/DeletePreview'), { id }, bearer(tokens.project_demo))).body.code).toBe(402);

    await s.db.exec('UPDATE conc_orders SET if_del = 1 WHERE id = $1', [order!.id]);
    expect((await preview()).data).toEqual({ name: '待删除项目', confirm, dependants: [counted('tadiaoDevice', '塔吊设备', 'cascade'), counted('dustDevice', '扬尘监测设备', 'cascade')] });
    expect((await postForm(url('/api/Project/Delete'), { id }, h)).body).toMatchObject({ code: 200, msg: '删除成功!' });
    expect(await live()).toEqual([{ if_del: 1, status: 0 }, { if_del: 1, status: 0 }]);
    expect(await ingest(dust.ingestKey)).toBe(401);
    const audit = await s.db.many<{ table_name: string; action: string; after: unknown }>(
      `SELECT table_name, action, after FROM audit_log WHERE action = 'delete' AND ((table_name = 'projects' AND record_id = $1) OR (table_name = 'devices' AND record_id = ANY($2::text[])))`,
      [String(id), [String(crane.id), String(dust.id)]],
    );
    expect(audit).toEqual([{ table_name: 'projects', action: 'delete', after: { taken: { tadiaoDevice: [crane.id], dustDevice: [dust.id] } } }]);
    const list = await get(url('/api/DustDevice/PCWhereDeviceList'), { index: 0, size: 100, projectId: id }, bearer(tokens.sysadmin));
    expect(list.body.data).toEqual([]);
  });
});
