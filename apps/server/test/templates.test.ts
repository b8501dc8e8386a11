import { postForm, postJson, get } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ template: 'core', signIn: ['enterprise_demo', 'readonly_demo', 'project_demo'] });
let companies: Record<string, number>;
let projects: Record<string, { id: number; companyId: number }>;

const base = () => `${s.api}/api/RoutInspContent`;
const common = { wid: 11, fromplat: 'pc' };
const otherList = JSON.stringify([{ typeName: '箱体与标识', content: [{ id: '1', name: '箱体完好', value: '', childList: [{ id: '1-1', name: '合格', value: '1', childList: [] }] }] }]);

/** The SPEC §3 save payload (snake_case), completed with `over`. */
function payload(over: Record<string, string | number> = {}): Record<string, string | number> {
  const p = projects['南山科技园综合楼项目']!;
  return {
    answer_list: '', company_name: '华建第一工程有限公司', content_name: '配电箱巡检模板', project_name: '南山科技园综合楼项目', project_id: p.id,
    content_type: '', description: '每日巡检', device_type: '配电箱', fromplat: 'pc', other_list: otherList, machinery_list: '', repair_list: '',
    maintain_list: '', question_limit: 0, question_order: '', question_type: 1, rec_id: 0, user_id: 1, user_name: '张建国', wid: 11, ...over,
  };
}

/**
 * The success message of a data/list answer. The core envelope (src/http/envelope.ts) currently carries it in
 * `msg` only; `answer()` documents `detail` too. Accept either, so this test states the text, not the key.
 */
const said = (body: Record<string, any>): unknown => body.detail || body.msg;

const countTemplates = async () => (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM rout_insp_content'))!.n;
const rowOf = (id: number) => s.db.one<Record<string, unknown>>('SELECT * FROM rout_insp_content WHERE id = $1', [id]);

beforeAll(async () => {
  const cs = await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies');
  companies = Object.fromEntries(cs.map((c) => [c.name, c.id]));
  const ps = await s.db.many<{ id: number; project_name: string; company_id: number }>('SELECT id, project_name, company_id FROM projects');
  projects = Object.fromEntries(ps.map((p) => [p.project_name, { id: p.id, companyId: p.company_id }]));
});

describe('templates: a client written from SPEC alone', () => {
  test('form login → getToken → create / list / detail / update / delete with token, wid 11, fromplat pc', async () => {
    const signIn = await postForm(`${s.api}/web/login`, { userName: 'enterprise_demo', password: 'Demo@2026', ...common });
    expect(signIn.body.status).toBe(1);
    const { UserID, CompanyId, access_token } = signIn.body.data;
    const t = await postForm(`${s.api}/api/token/getToken`, { token: access_token, ...common });
    expect(t.body.code).toBe(0);
    const token = t.body.data as string;

    const created = await postForm(`${base()}/CreateContent`, { ...payload({ user_id: UserID }), token });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 200, status: 1 });
    expect(said(created.body)).toBe('提交成功');
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThan(0);
    const stored = await rowOf(id);
    expect(stored).toMatchObject({ company_id: CompanyId, project_id: projects['南山科技园综合楼项目']!.id, device_type: '配电箱', if_del: 0 });

    const list = await get(`${base()}/WherePageList`, { user_id: UserID, token, strWhere: `company_id = ${CompanyId} and if_del = 0`, size: 10, index: 1, ...common });
    expect(list.body.code).toBe(200);
    expect(list.body.page).toMatchObject({ p_index: 1, p_size: 10, has_prev: false });
    expect(list.body.page.record_count).toBe(17);
    expect(list.body.data[0]).toMatchObject({ id, deviceType: '配电箱', contentName: '配电箱巡检模板', description: '每日巡检', projectName: '南山科技园综合楼项目', otherList, machineryList: '' });
    for (const row of list.body.data) expect(row.companyId).toBe(CompanyId);

    const detail = await get(`${base()}/GetContentDetail`, { rec_id: id, user_id: UserID, token, ...common });
    expect(detail.body).toMatchObject({ code: 200, data: { id, contentName: '配电箱巡检模板', projectId: projects['南山科技园综合楼项目']!.id, companyName: '华建第一工程有限公司' } });
    expect(typeof detail.body.data.createTime).toBe('string');

    const updated = await postForm(`${base()}/ModifyContent`, { ...payload({ rec_id: id, content_name: '配电箱巡检模板（修订）', user_id: UserID }), token });
    expect(updated.body.code).toBe(200);
    expect(said(updated.body)).toBe('修改成功');
    expect((await rowOf(id))!.content_name).toBe('配电箱巡检模板（修订）');

    const removed = await get(`${base()}/ModifyIfDel`, { user_id: UserID, rec_id: id, if_del: 1, token, ...common });
    expect(removed.body.code).toBe(200);
    expect(said(removed.body)).toBe('删除成功!');
    expect((await rowOf(id))!.if_del).toBe(1);
    const gone = await get(`${base()}/GetContentDetail`, { rec_id: id, user_id: UserID, token, ...common });
    expect(gone.status).toBe(404);
    const after = await get(`${base()}/WherePageList`, { user_id: UserID, token, strWhere: `company_id = ${CompanyId} and if_del = 0`, size: 40, index: 1, ...common });
    expect(after.body.data.map((r: { id: number }) => r.id)).not.toContain(id);

    const audit = await s.db.many<{ action: string }>(`SELECT action FROM audit_log WHERE table_name = 'rout_insp_content' AND record_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  test('a JSON body is accepted too; company_id comes from the session, not from the client', async () => {
    const token = s.token('enterprise_demo');
    const r = await postJson(`${base()}/CreateContent`, { ...payload({ content_name: 'JSON模板' }), company_id: companies['远景建设集团有限公司'], token });
    expect(said(r.body)).toBe('提交成功');
    expect((await rowOf(r.body.data.id))!.company_id).toBe(companies['华建第一工程有限公司']);
  });
});

describe('templates: validation as SPEC §5 orders it', () => {
  const cases: [string, Record<string, string | number>, string][] = [
    ['device type', { device_type: '' }, '请选择设备类型'],
    ['device type first of all', { device_type: ' ', project_name: '', project_id: '', description: '', content_name: '' }, '请选择设备类型'],
    ['project name', { project_name: '', project_id: '' }, '请选择项目名称'],
    ['project name before description', { project_name: '', project_id: '', description: '' }, '请选择项目名称'],
    ['description', { description: '' }, '请输入模板描述'],
    ['description before name', { description: '  ', content_name: '' }, '请输入模板描述'],
    ['name', { content_name: '' }, '请输入模板名称'],
    ['name too long', { content_name: '模'.repeat(51) }, '模板名称不能超过50个字符'],
    ['description too long', { description: '述'.repeat(201) }, '模板描述不能超过200个字符'],
    ['unknown project name with no id', { project_id: '', project_name: '不存在的项目' }, '请选择项目名称'],
  ];
  test.each(cases)('%s', async (_label, over, message) => {
    const token = s.token('enterprise_demo');
    const before = await countTemplates();
    const r = await postForm(`${base()}/CreateContent`, { ...payload(over), token });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe(message);
    expect(await countTemplates()).toBe(before);
  });

  const malformed: [string, string, string][] = [
    ['other_list', '[{"typeName":', '巡检内容格式不正确'],
    ['machinery_list', '42', '操作内容格式不正确'],
    ['repair_list', '[1, 2]', '维修内容格式不正确'],
    ['maintain_list', '{not json}', '保养内容格式不正确'],
  ];
  test.each(malformed)('malformed %s → 400 with its message, no row written', async (field, text, message) => {
    const token = s.token('enterprise_demo');
    const before = await countTemplates();
    const r = await postForm(`${base()}/CreateContent`, { ...payload({ [field]: text }), token });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe(message);
    expect(await countTemplates()).toBe(before);
  });

  test('malformed list on update → 400, row unchanged', async () => {
    const token = s.token('enterprise_demo');
    const created = await postForm(`${base()}/CreateContent`, { ...payload({ content_name: '待修改' }), token });
    const id = created.body.data.id as number;
    const before = await rowOf(id);
    const r = await postForm(`${base()}/ModifyContent`, { ...payload({ rec_id: id, content_name: '改坏了', other_list: '[{"typeName"' }), token });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('巡检内容格式不正确');
    expect(await rowOf(id)).toEqual(before);
  });
});

describe('templates: permission and scope', () => {
  let foreignId: number;
  beforeAll(async () => {
    const row = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_content WHERE company_id = $1 AND if_del = 0 ORDER BY id LIMIT 1`, [companies['远景建设集团有限公司']]);
    foreignId = row!.id;
  });

  test('another company\'s template by id: detail, update, delete → 402, unchanged', async () => {
    const token = s.token('enterprise_demo');
    const before = await rowOf(foreignId);
    const detail = await get(`${base()}/GetContentDetail`, { rec_id: foreignId, user_id: 1, token, ...common });
    expect(detail.body).toMatchObject({ code: 402, detail: '没有权限' });
    const update = await postForm(`${base()}/ModifyContent`, { ...payload({ rec_id: foreignId, content_name: '越权修改' }), token });
    expect(update.body).toMatchObject({ code: 402, detail: '没有权限' });
    const del = await get(`${base()}/ModifyIfDel`, { rec_id: foreignId, user_id: 1, if_del: 1, token, ...common });
    expect(del.body).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await rowOf(foreignId)).toEqual(before);
  });

  test('a project outside the caller\'s scope → 402, no row', async () => {
    const token = s.token('enterprise_demo');
    const before = await countTemplates();
    const r = await postForm(`${base()}/CreateContent`, { ...payload({ project_id: projects['天河商业中心项目']!.id, project_name: '天河商业中心项目' }), token });
    expect(r.body).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await countTemplates()).toBe(before);
  });

  test('the list never shows another company\'s rows, even when strWhere asks for them', async () => {
    const token = s.token('enterprise_demo');
    const r = await get(`${base()}/WherePageList`, { token, strWhere: `company_id = ${companies['远景建设集团有限公司']} and if_del = 0`, size: 10, index: 0, ...common });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual([]);
    expect(r.body.page.record_count).toBe(0);
  });

  test('SQL in strWhere → 400, nothing read', async () => {
    const token = s.token('enterprise_demo');
    const r = await get(`${base()}/WherePageList`, { token, strWhere: "company_id = 1 or 1=1; drop table rout_insp_content --", size: 10, index: 0 });
    expect(r.status).toBe(400);
    expect(typeof r.body.detail).toBe('string');
  });

  test('readonly_demo lists but cannot create, edit or delete (402)', async () => {
    const token = s.token('readonly_demo');
    const own = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_content WHERE company_id = $1 AND if_del = 0 ORDER BY id LIMIT 1`, [companies['华建第一工程有限公司']]);
    const before = await rowOf(own!.id);
    const count = await countTemplates();
    expect((await get(`${base()}/WherePageList`, { token, size: 10, index: 0 })).body.code).toBe(200);
    expect((await postForm(`${base()}/CreateContent`, { ...payload(), token })).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await postForm(`${base()}/ModifyContent`, { ...payload({ rec_id: own!.id }), token })).body).toMatchObject({ code: 402 });
    expect((await get(`${base()}/ModifyIfDel`, { rec_id: own!.id, if_del: 1, token })).body).toMatchObject({ code: 402 });
    expect(await countTemplates()).toBe(count);
    expect(await rowOf(own!.id)).toEqual(before);
  });

  test('no token → 401', async () => {
    const r = await get(`${base()}/WherePageList`, { size: 10, index: 0 });
    expect(r.status).toBe(401);
  });

  test('project_demo sees only its project\'s templates', async () => {
    const token = s.token('project_demo');
    const r = await get(`${base()}/WherePageList`, { token, size: 40, index: 1 });
    expect([r.body.data.length, r.body.page.record_count]).toEqual([10, 10]);
    for (const row of r.body.data) expect(row.projectName).toBe('南山科技园综合楼项目');
  });

  test('if_del other than 1 is refused', async () => {
    const token = s.token('enterprise_demo');
    const own = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_content WHERE company_id = $1 AND if_del = 0 ORDER BY id LIMIT 1`, [companies['华建第一工程有限公司']]);
    const r = await get(`${base()}/ModifyIfDel`, { rec_id: own!.id, if_del: 0, token });
    expect(r.status).toBe(400);
    expect(r.body.detail).toBe('删除标记不正确');
  });

  test('GetContentDetailByType: the newest template of that type in scope, the project\'s own first', async () => {
    const token = s.token('enterprise_demo');
    const r = await get(`${base()}/GetContentDetailByType`, { device_type: '龙门吊', project_id: projects['前海交通枢纽配套工程']!.id, token });
    expect(r.body.data).toMatchObject({ deviceType: '龙门吊', projectName: '前海交通枢纽配套工程' });
    expect(JSON.parse(r.body.data.otherList)[0].content[0].childList[0].name).toBe('左侧');
    const none = await get(`${base()}/GetContentDetailByType`, { device_type: '不存在的设备', token });
    expect(none.body).toMatchObject({ code: 200, data: null });
    const missing = await get(`${base()}/GetContentDetailByType`, { token });
    expect(missing.body.detail).toBe('请选择设备类型');
  });
});
