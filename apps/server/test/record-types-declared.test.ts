import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/**
 * mountRecordType reads the declaration (docs/decisions/0310, 0311): rules with their messages, aliases, masks,
 * workflow moves — shown on concrete orders (packages/contract/src/records/conc-order-record.ts).
 */
const s = useTestServer({ signIn: ['enterprise_demo', 'project_demo', 'readonly_demo', 'sysadmin'] });
const tokens = s.tokens;
const { projects } = useDemoIds(s);
const url = (path: string) => `${s.api}/api/PCConcOrder/${path}`;
const order = async (id: number) => (await s.db.one<{ status: number; completed_at: Date | null; update_time: Date }>('SELECT status, completed_at, update_time FROM conc_orders WHERE id = $1', [id]))!;
const audits = async (id: number) =>
  (await s.db.many<{ action: string; before: { status: number }; after: { status: number } }>(
    `SELECT action, before, after FROM audit_log WHERE table_name = 'conc_orders' AND record_id = $1 ORDER BY id`,
    [String(id)],
  ));

async function newOrder(extra: Record<string, unknown> = {}) {
  const plant = await s.db.one<{ id: number }>(`SELECT id FROM conc_plants WHERE plant_name = '华建南山搅拌站'`);
  return postForm(
    url('CreateConcOrder'),
    { project_id: projects['南山科技园综合楼项目']!, plant_id: plant!.id, strength_grade: 'C30', volume_m3: 12, plan_time: '2026-06-20T08:00:00+08:00', ...extra },
    bearer(tokens.enterprise_demo!),
  );
}

describe('declared field rules', () => {
  test('a format rule refuses with its declared message; nothing is written', async () => {
    const before = (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM conc_orders'))!.n;
    const r = await newOrder({ contact_phone: '12345' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, detail: '联系电话格式不正确' });
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM conc_orders'))!.n).toBe(before);
  });

  test('required messages come in declared order before the rules', async () => {
    expect((await newOrder({ contact_phone: '12345', volume_m3: '' })).body).toMatchObject({ code: 400, detail: '请输入方量' });
  });

  test('read-only fields are never written from a save payload', async () => {
    const r = await newOrder({ status: 3, sign_in: 1, contact_phone: '13912345678' });
    expect(r.body.code).toBe(200);
    const row = await s.db.one<{ status: number; sign_in: number; contact_phone: string }>('SELECT status, sign_in, contact_phone FROM conc_orders WHERE id = $1', [r.body.data.id]);
    expect(row).toEqual({ status: 0, sign_in: 0, contact_phone: '13912345678' });
  });
});

describe('rules across values and fields (docs/decisions/0520)', () => {
  const count = async (table: string) => (await s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;
  const addProject = (extra: Record<string, unknown>) =>
    postForm(`${s.api}/api/Project/Add`, { projectName: '规则检查项目', projectStatus: 1, ...extra }, bearer(tokens.enterprise_demo!));

  test('a plan time before the site day, a negative amount, a grade off the list, reversed dates: 400 with the message, nothing written', async () => {
    const before = [await count('conc_orders'), await count('projects')];
    // TEST_NOW is 2026-06-15 10:00 site time: the evening before is refused, an earlier hour of the day is taken below.
    expect((await newOrder({ plan_time: '2026-06-14 23:59' })).body).toMatchObject({ code: 400, detail: '计划浇筑时间不能早于今天' });
    expect((await newOrder({ volume_m3: -1 })).body).toMatchObject({ code: 400, detail: '方量(m³)不能小于0' });
    expect((await newOrder({ strength_grade: '强度很高' })).body).toMatchObject({ code: 400, detail: '强度等级不在可选范围内' });
    expect((await addProject({ startDate: '2026-07-01', endDate: '2026-06-30' })).body).toMatchObject({ code: 400, detail: '竣工日期不能早于开工日期' });
    expect((await addProject({ contractAmount: -5 })).body).toMatchObject({ code: 400, detail: '合同金额（万元）不能小于0' });
    expect((await addProject({ projectName: '项'.repeat(101) })).body).toMatchObject({ code: 400, detail: '项目名称不能超过100个字符' });
    expect([await count('conc_orders'), await count('projects')]).toEqual(before);
    expect((await newOrder({ plan_time: '2026-06-15 08:00', strength_grade: 'c35' })).body.code).toBe(200);
  });

  test('an update is checked as it leaves the record: an end date before the stored start is refused; a past plan time sent back unchanged is no change', async () => {
    const project = projects['南山科技园综合楼项目']!;
    const update = (params: Record<string, unknown>) => postForm(`${s.api}/api/Project/Update`, { id: project, ...params }, bearer(tokens.enterprise_demo!));
    // Seeded 2025-03-01 → 2027-06-30.
    expect((await update({ endDate: '2025-02-28' })).body).toMatchObject({ code: 400, detail: '竣工日期不能早于开工日期' });
    expect((await s.db.one<{ d: string }>(`SELECT to_char(end_date, 'YYYY-MM-DD') AS d FROM projects WHERE id = $1`, [project]))!.d).toBe('2027-06-30');
    const old = (await s.db.one<{ id: number; plan_time: Date }>(
      `SELECT id, plan_time FROM conc_orders WHERE project_id = $1 AND plan_time < now() - interval '2 days' AND if_del = 0 ORDER BY id LIMIT 1`, [project]))!;
    const modify = (planTime: string) => postForm(url('ModifyConcOrder'), { id: old.id, plan_time: planTime, contact_name: '规则检查' }, bearer(tokens.enterprise_demo!));
    expect((await modify(old.plan_time.toISOString())).body.code).toBe(200);
    expect((await modify('2026-06-01 08:00')).body).toMatchObject({ code: 400, detail: '计划浇筑时间不能早于今天' });
  });

  test('管理区域 offers only the areas the server accepts for a project (forProject=1, docs/decisions/0523)', async () => {
    const areas = async (params: Record<string, unknown>) =>
      ((await get(`${s.api}/api/Area/WhereAreaList`, { size: 100, ...params }, bearer(tokens.sysadmin!))).body.data as { id: number; areaName: string }[]);
    // sysadmin works in the group: it sees every area, and a group project may name the group's only.
    expect((await areas({})).map((a) => a.areaName).sort()).toEqual(['光明片区', '南山片区', '前海片区', '天河片区', '宝安片区', '福田片区'].sort());
    const offered = await areas({ forProject: 1 });
    expect(offered.map((a) => a.areaName)).toEqual(['福田片区']);
    const add = (areaId: number) => postForm(`${s.api}/api/Project/Add`, { projectName: '管理区域检查项目', projectStatus: 1, areaId }, bearer(tokens.sysadmin!));
    const nanshan = (await areas({})).find((a) => a.areaName === '南山片区')!.id;
    expect((await add(nanshan)).body).toMatchObject({ code: 400, detail: '管理区域须为项目所属公司或其上级公司的区域' });
    expect((await add(offered[0]!.id)).body.code).toBe(200);
  });
});

describe('masks (SPEC §5: first 4 / last 4)', () => {
  test('the list masks; the detail is full for an editor and masked for a reader', async () => {
    const id = (await newOrder({ contact_phone: '13912345678', pour_part: '掩码测试' })).body.data.id as number;
    const list = await get(url('WhereOrderList'), { size: 1000 }, bearer(tokens.enterprise_demo!));
    expect(list.body.data.filter((r: { id: number }) => r.id === id)).toEqual([expect.objectContaining({ id, contactPhone: '1391***5678', pourPart: '掩码测试' })]);
    const seeded = list.body.data.find((r: { contactName: string | null }) => r.contactName?.startsWith('施工员'));
    const phone = (await s.db.one<{ contact_phone: string }>('SELECT contact_phone FROM conc_orders WHERE id = $1', [seeded.id]))!.contact_phone;
    expect(phone).toMatch(/^1380013\d{4}$/);
    expect(seeded.contactPhone).toBe(`1380***${phone.slice(-4)}`);
    const editor = await get(url('GetOrderDetail'), { id }, bearer(tokens.enterprise_demo!));
    expect(editor.body.data.contactPhone).toBe('13912345678');
    const reader = await get(url('GetOrderDetail'), { id }, bearer(tokens.readonly_demo!));
    expect(reader.body.data.contactPhone).toBe('1391***5678');
    // The mask sent back by a form is no change.
    expect((await postForm(url('ModifyConcOrder'), { id, contact_phone: '1391***5678', pour_part: '改过' }, bearer(tokens.enterprise_demo!))).body.code).toBe(200);
    expect(await s.db.one('SELECT contact_phone, pour_part FROM conc_orders WHERE id = $1', [id])).toEqual({ contact_phone: '13912345678', pour_part: '改过' });
  });
});

describe('workflow moves (generic transition action)', () => {
  test('an allowed move under a declared alias changes the state and is audited', async () => {
    const id = (await newOrder()).body.data.id as number;
    const r = await postForm(url('ModifyOrderStatus'), { id, orderStatus: 1 }, bearer(tokens.enterprise_demo!));
    expect(r.body).toMatchObject({ code: 200, detail: '状态修改成功', data: { id } });
    expect((await order(id)).status).toBe(1);
    const entries = await audits(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.before.status).toBe(0);
    expect(entries[1]!.after.status).toBe(1);
  });

  test('a move not allowed from the current state is refused and nothing changes', async () => {
    const id = (await newOrder()).body.data.id as number;
    expect((await postForm(url('ModifyOrderStatus'), { id, status: 3 }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '当前状态为「待审核」，不能完成订单' });
    const before = await order(id);
    expect(before).toMatchObject({ status: 0, completed_at: null });
    expect((await postForm(url('ModifyOrderStatus'), { id, status: 4 }, bearer(tokens.enterprise_demo!))).body.code).toBe(200);
    const cancelled = await order(id);
    expect(cancelled.status).toBe(4);
    const refused = await postForm(url('ModifyOrderStatus'), { id, status: 1 }, bearer(tokens.enterprise_demo!));
    expect(refused.body).toMatchObject({ code: 400, detail: '当前状态为「已取消」，不能审核通过' });
    expect(await order(id)).toEqual(cancelled);
    expect((await audits(id)).map((e) => e.after.status)).toEqual([0, 4]);
  });

  test('hooks add behaviour: completion time, sign-in message, a task starting moves its order', async () => {
    const id = (await newOrder()).body.data.id as number;
    for (const status of [1, 3]) expect((await postForm(url('ModifyOrderStatus'), { id, status }, bearer(tokens.enterprise_demo!))).body.code).toBe(200);
    expect((await order(id)).completed_at).toBeInstanceOf(Date);
    expect((await postForm(url('ModifyOrderSignIn'), { id, status: 1 }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 200, detail: '签收成功' });
    expect((await s.db.one<{ sign_in: number }>('SELECT sign_in FROM conc_orders WHERE id = $1', [id]))!.sign_in).toBe(1);
    expect((await postForm(url('ModifyOrderSignIn'), { id, signIn: 1 }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '当前状态为「已签收」，不能签收' });

    const approved = (await newOrder()).body.data.id as number;
    await postForm(url('ModifyOrderStatus'), { id: approved, status: 1 }, bearer(tokens.enterprise_demo!));
    const plant = await s.db.one<{ id: number }>(`SELECT id FROM conc_plants WHERE plant_name = '华建南山搅拌站'`);
    const task = await postForm(`${s.api}/api/PCConcTaskUp/CreateConcProduct`, { order_id: approved, plant_id: plant!.id, volume_planned: 12 }, bearer(tokens.enterprise_demo!));
    expect(task.body.code).toBe(200);
    const started = await postForm(`${s.api}/api/PCConcTaskUp/ModifyConcTaskStatus`, { id: task.body.data.id, task_status: 1 }, bearer(tokens.enterprise_demo!));
    expect(started.body).toMatchObject({ code: 200, detail: '状态修改成功' });
    expect((await order(approved)).status).toBe(2);
  });

  test("another scope's record by id is refused (402) and unchanged", async () => {
    const other = await s.db.one<{ id: number; status: number }>('SELECT id, status FROM conc_orders WHERE project_id = $1 AND status IN (0, 1, 2) AND if_del = 0 ORDER BY id LIMIT 1', [projects['宝安沿江高架桥工程']]);
    expect(other).toBeDefined();
    const r = await postForm(url('ModifyOrderStatus'), { id: other!.id, status: 4 }, bearer(tokens.project_demo!));
    expect(r.body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await order(other!.id)).status).toBe(other!.status);
    expect(await audits(other!.id)).toEqual([]);
    expect((await get(url('GetOrderDetail'), { id: other!.id }, bearer(tokens.project_demo!))).body.code).toBe(402);
  });
});
