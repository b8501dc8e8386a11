import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ template: 'core', signIn: ['enterprise_demo', 'readonly_demo', 'government_demo'] });
let ids: Record<string, number>;
let ours: number;
let foreign: number;
const list = () => `${s.api}/api/RoutInspContent/WherePageList`;

beforeAll(async () => {
  // The templates area mounts templateRecord through mountRecordType (with its own hooks); this file
  // tests the generic part on a clean slate, so the seeded demo templates are soft-deleted first.
  await s.db.exec('UPDATE rout_insp_content SET if_del = 1');
  const companies = await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies');
  ids = Object.fromEntries(companies.map((c) => [c.name, c.id]));
  const insert = (company: number, name: string) =>
    s.db.one<{ id: number }>(
      `INSERT INTO rout_insp_content (company_id, device_type, content_name, description, project_name) VALUES ($1, '搅拌站', $2, '描述', '项目') RETURNING id`,
      [company, name],
    );
  ours = (await insert(ids['华建第一工程有限公司'], '一号模板'))!.id;
  await insert(ids['华建第一工程南山分公司'], '分公司模板');
  foreign = (await insert(ids['远景建设集团有限公司'], '外单位模板'))!.id;
});

describe('mountRecordType (templates as the first user)', () => {
  test('list is scoped to the company subtree, paged in SPEC shape', async () => {
    const token = s.token('enterprise_demo');
    const r = await get(list(), { token, index: 0, size: 10, strWhere: `company_id = ${ids['华建第一工程有限公司']} and if_del = 0`, wid: 11, fromplat: 'pc' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.page).toEqual({ has_next: false, has_prev: false, p_index: 1, p_size: 10, record_count: 1 });
    expect(r.body.data[0]).toMatchObject({ contentName: '一号模板', deviceType: '搅拌站' });
    const all = await get(list(), { token, index: 1, size: 10 });
    expect(all.body.data.map((t: { contentName: string }) => t.contentName).sort()).toEqual(['一号模板', '分公司模板']);
  });

  test.each([
    ["company_id = 1 or 1=1"],
    ["content_name = 'a'; DROP TABLE users"],
    ['password_hash = 1'],
    ["content_name like '%' --"],
  ])('strWhere %p → 400 查询条件不合法', async (strWhere) => {
    const token = s.token('enterprise_demo');
    const r = await get(list(), { token, strWhere });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('查询条件不合法');
  });

  test('sort outside the whitelist → 400', async () => {
    const token = s.token('enterprise_demo');
    const r = await get(list(), { token, sort: 'id; DROP TABLE users' });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('排序字段不正确');
    expect((await get(list(), { token, sort: 'contentName', order: 'asc' })).body.code).toBe(200);
  });

  test("another company's record by id: detail, update, delete → 402 and unchanged", async () => {
    const token = s.token('enterprise_demo');
    const d = await get(`${s.api}/api/RoutInspContent/GetContentDetail`, { rec_id: foreign }, bearer(token));
    expect(d.body).toMatchObject({ code: 402, detail: '没有权限' });
    const u = await postForm(`${s.api}/api/RoutInspContent/ModifyContent`, { rec_id: foreign, content_name: '改掉', device_type: 'x', project_name: 'p', description: 'd' }, bearer(token));
    expect(u.body.code).toBe(402);
    const del = await get(`${s.api}/api/RoutInspContent/ModifyIfDel`, { rec_id: foreign, if_del: 1 }, bearer(token));
    expect(del.body.code).toBe(402);
    const row = await s.db.one('SELECT content_name, if_del FROM rout_insp_content WHERE id = $1', [foreign]);
    expect(row).toEqual({ content_name: '外单位模板', if_del: 0 });
  });

  test('create validates in SPEC order, fills scope, audits; update and soft delete work', async () => {
    const token = s.token('enterprise_demo');
    const create = `${s.api}/api/RoutInspContent/CreateContent`;
    const missing = await postForm(create, { project_name: 'p', description: 'd', content_name: 'n' }, bearer(token));
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('请选择设备类型');
    const tooLong = await postForm(create, { device_type: '搅拌站', project_name: 'p', description: 'd', content_name: 'n'.repeat(101) }, bearer(token));
    expect(tooLong.status).toBe(400);
    const ok = await postForm(create, { rec_id: 0, device_type: '搅拌站', project_name: '南山科技园综合楼项目', description: '日常巡检', content_name: '新模板', company_id: ids['远景建设集团有限公司'], wid: 11, fromplat: 'pc' }, bearer(token));
    // company_id is not a writable field: the server files the record under the caller's company.
    const good = ok;
    expect(good.body).toMatchObject({ code: 200, msg: '提交成功' });
    const id = good.body.data.id;
    const row = await s.db.one('SELECT company_id, user_name FROM rout_insp_content WHERE id = $1', [id]);
    expect(row).toEqual({ company_id: ids['华建第一工程有限公司'], user_name: '张建国' });
    const upd = await postForm(`${s.api}/api/RoutInspContent/ModifyContent`, { rec_id: id, content_name: '改名模板' }, bearer(token));
    expect(upd.body.msg).toBe('修改成功');
    const del = await get(`${s.api}/api/RoutInspContent/ModifyIfDel`, { rec_id: id, if_del: 1 }, bearer(token));
    expect(del.body.msg).toBe('删除成功!');
    expect((await get(`${s.api}/api/RoutInspContent/GetContentDetail`, { rec_id: id }, bearer(token))).status).toBe(404);
    const audit = await s.db.many<{ action: string }>(`SELECT action FROM audit_log WHERE table_name = 'rout_insp_content' AND record_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  test('without the add button → 402; without a session → 401', async () => {
    const token = s.token('readonly_demo');
    expect((await get(list(), { token })).body.code).toBe(200);
    const r = await postForm(`${s.api}/api/RoutInspContent/CreateContent`, { device_type: 'a', project_name: 'b', description: 'c', content_name: 'd' }, bearer(token));
    expect(r.body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await get(list())).status).toBe(401);
  });

  test('government users see templates of companies in their district only', async () => {
    const token = s.token('government_demo');
    const r = await get(list(), { token, size: 50 });
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((t: { contentName: string }) => t.contentName)).not.toContain('外单位模板');
    expect(r.body.data.map((t: { contentName: string }) => t.contentName)).toEqual(['分公司模板', '一号模板']);
    expect((await get(`${s.api}/api/RoutInspContent/GetContentDetail`, { rec_id: ours }, bearer(token))).body.code).toBe(200);
  });
});
