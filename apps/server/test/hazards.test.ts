import { escalateOverdueHazards } from '../src/areas/hazards/escalate-hazards';
import { insertHazard, raiseHazard } from '../src/areas/hazards/raise-hazard';
import { createDb, type Db } from '../src/db/database';
import { CLOCK_SETTING } from '../testing/test-clock';
import { useTestServer, TEST_NOW } from '../testing';
import { bearer, get, postForm } from './http-client';

/**
 * 隐患排查 (issue 22, Deliver 1; docs/decisions/0700–0704): the loop report → 整改 → 复查不通过 → 整改 → 复查通过 with
 * every round kept; the deadline rule; another project's hazard refused by id; the escalation ladder by the test
 * clock (each step once, its notice to that level's people); a 重大隐患 reaching government_demo.
 */
const s = useTestServer({ signIn: ['project_demo', 'government_demo'] });
const P = 'project_demo';
const HOUR = 3_600_000;

const call = async (action: string, fields: Record<string, string | number>, user = P) =>
  (await postForm(`${s.api}/api/Hazard/${action}`, fields, bearer(s.token(user)))).body;
const read = async (action: string, query: Record<string, string | number>, user = P) =>
  (await get(`${s.api}/api/Hazard/${action}`, query, bearer(s.token(user)))).body;

let nanshan: number;
let worker: { id: number; worker_name: string };
let users: Record<string, number>;
const tomorrow = '2026-06-16 18:00';

beforeAll(async () => {
  nanshan = (await s.db.one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'"))!.id;
  worker = (await s.db.one<{ id: number; worker_name: string }>(
    'SELECT id, worker_name FROM workers WHERE project_id = $1 AND if_del = 0 AND roster_status = 1 ORDER BY id LIMIT 1', [nanshan]))!;
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
});

const report = (fields: Record<string, string | number> = {}) =>
  call('CreateHazard', { projectId: nanshan, hazardType: 3, hazardLevel: 1, title: '外架剪刀撑缺失', responsibleWorkerId: worker.id, deadline: tomorrow, ...fields });

describe('the loop', () => {
  test('report → 整改 → 复查不通过 → 整改 → 复查通过: every round kept and shown as 处理记录, each move telling the next actor', async () => {
    const created = await report();
    expect(created).toMatchObject({ code: 200 });
    const id = Number(created.data.id);
    const detail = await read('GetHazardDetail', { id });
    expect(detail.data).toMatchObject({ status: 1, escalationLevel: 0, roundNo: 0, responsibleName: worker.worker_name, sourceName: '隐患排查', deadline: '2026-06-16T10:00:00.000Z' });
    // Review before rectifying: refused naming the state; rectify without a note: refused.
    expect(await call('ReviewHazard', { id, status: 3 })).toMatchObject({ code: 400, message: '当前状态为「待整改」，不能复查通过' });
    expect(await call('RectifyHazard', { id })).toMatchObject({ code: 400, message: '请输入整改说明' });
    expect(await call('RectifyHazard', { id, rectifyNote: '已补设剪刀撑' })).toMatchObject({ code: 200, data: { status: 2 } });
    expect(await call('ReviewHazard', { id, status: 1 })).toMatchObject({ code: 400, message: '请输入复查不通过的原因' });
    expect(await call('ReviewHazard', { id, status: 1, reviewNote: '东立面仍缺两道' })).toMatchObject({ code: 200, data: { status: 1 } });
    expect(await call('RectifyHazard', { id })).toMatchObject({ code: 400, message: '请输入整改说明' });
    expect(await call('RectifyHazard', { id, rectifyNote: '东立面补齐' })).toMatchObject({ code: 200, data: { status: 2 } });
    expect(await call('ReviewHazard', { id, status: 3, reviewNote: '合格' })).toMatchObject({ code: 200, data: { status: 3 } });
    expect(await call('ModifyHazard', { id, title: '改名' })).toMatchObject({ code: 400, message: '隐患已关闭，不能修改' });

    const rounds = await s.db.many('SELECT round_no, kind, note, by_name FROM hazard_rounds WHERE hazard_id = $1 ORDER BY id', [id]);
    expect(rounds).toEqual([
      { round_no: 1, kind: 1, note: '已补设剪刀撑', by_name: '李项目' },
      { round_no: 1, kind: 3, note: '东立面仍缺两道', by_name: '李项目' },
      { round_no: 2, kind: 1, note: '东立面补齐', by_name: '李项目' },
      { round_no: 2, kind: 2, note: '合格', by_name: '李项目' },
    ]);
    const trail = (await read('GetHazardHistory', { id })).data as { actionName: string; userName: string; measures: string }[];
    expect(trail.map((e) => [e.actionName, e.userName, e.measures])).toEqual([
      ['上报', '李项目', ''], ['第1轮整改', '李项目', '已补设剪刀撑'], ['第1轮复查不通过', '李项目', '东立面仍缺两道'],
      ['第2轮整改', '李项目', '东立面补齐'], ['第2轮复查通过', '李项目', '合格'],
    ]);
    const tabs = (await get(`${s.api}/api/HazardRound/WhereHazardRoundList`, { index: 0, size: 20, strWhere: `hazard_id = ${id}` }, bearer(s.token(P)))).body;
    expect(tabs.data.map((r: { roundNo: number; kind: number }) => [r.roundNo, r.kind])).toEqual([[2, 2], [2, 1], [1, 3], [1, 1]]);
    const closed = (await read('GetHazardDetail', { id })).data;
    expect(closed).toMatchObject({ status: 3, roundNo: 2, reviewNote: '合格', rectifyNote: '东立面补齐' });
    expect(closed.closedAt).toEqual(expect.any(String));
    // A worker holds no account: the report went to the project's rectifiers, 待复查 to its reviewers, 不通过 back (project_demo is all three).
    const told = await s.db.many<{ title: string }>(`SELECT title FROM notices WHERE content LIKE '%（隐患编号 ${id}）' AND target_user_id = $1 ORDER BY id`, [users.project_demo]);
    expect(told.map((n) => n.title)).toEqual(['隐患整改通知', '隐患待复查', '隐患复查不通过', '隐患待复查']);
  });

  test('a deadline before today is refused naming the field, by the form and by a check raising a hazard', async () => {
    expect(await report({ deadline: '2026-06-14 18:00' })).toMatchObject({ code: 400, message: '整改期限不能早于今天' });
    await expect(s.db.tx((q) => raiseHazard(q, undefined, {
      projectId: nanshan, hazardType: 1, hazardLevel: 1, title: 'x', responsibleWorkerId: worker.id, deadline: '2026-06-14', sourceKind: 'safetyCheck', sourceId: 1,
    }))).rejects.toMatchObject({ message: '整改期限不能早于今天' });
    expect(await report({ responsibleWorkerId: '' })).toMatchObject({ code: 400, message: '请选择责任人（工人或项目用户）' });
  });

  test("another project's hazard is refused by id (402), to read, move and see its history", async () => {
    const other = (await s.db.one<{ id: number }>("SELECT h.id FROM hazards h JOIN projects p ON p.id = h.project_id WHERE p.project_name = '天河商业中心项目'"))!.id;
    expect(await read('GetHazardDetail', { id: other })).toMatchObject({ code: 402 });
    expect(await read('GetHazardHistory', { id: other })).toMatchObject({ code: 402 });
    expect(await call('RectifyHazard', { id: other, rectifyNote: 'x' })).toMatchObject({ code: 402 });
    expect(await call('DeleteHazard', { id: other })).toMatchObject({ code: 402 });
  });
});

describe('escalation and the authority', () => {
  let later: Db | undefined;
  afterAll(async () => later?.close());
  /** A connection whose clock reads `at` (the test clock's offset moved). */
  async function dbAt(at: number): Promise<Db> {
    const row = await s.db.one<{ ms: string }>(`SELECT (extract(epoch FROM current_setting('${CLOCK_SETTING}')::interval) * 1000)::bigint::text AS ms`);
    const url = new URL(s.databaseUrl);
    url.searchParams.set('options', `-c ${CLOCK_SETTING}=${Number(row!.ms) + (at - Date.now())}ms`);
    return createDb(url.toString(), 1);
  }
  const name = (id: number) => Object.entries(users).find(([, v]) => v === id)![0];
  /** Every step sent so far: `title level recipients`. */
  const sent = async () =>
    (await s.db.many<{ title: string; level: number; recipients: number[] }>(
      'SELECT h.title, e.level, e.recipients FROM hazard_escalations e JOIN hazards h ON h.id = e.hazard_id ORDER BY e.sent_at, h.id, e.level',
    )).map((r) => `${r.title} ${r.level} ${r.recipients.map(name).join(',')}`);
  const run = (db: Db) => db.tx((q) => escalateOverdueHazards(q));

  test('the seed: the overdue 塔吊 hazard stepped to 公司 (50 h past its deadline), once', async () => {
    expect(await run(s.db)).toBe(0);
    expect(await sent()).toEqual([
      '1号塔吊高度限位器失灵 1 project_demo', '1号塔吊高度限位器失灵 2 project_demo', '1号塔吊高度限位器失灵 3 sysadmin,enterprise_demo',
    ]);
    expect(await s.db.one("SELECT escalation_level FROM hazards WHERE title = '1号塔吊高度限位器失灵'")).toEqual({ escalation_level: 3 });
    // 平台预警 (and 质量安全) read it: the district's escalated hazards for government_demo.
    const screen = (await get(`${s.api}/api/TyScreen/GetPtyj_bjtj`, {}, bearer(s.token('government_demo')))).body.data;
    expect(screen.hazards).toMatchObject({ escalated: 1, supervised: 0, overdue: 1, majorOpen: 1 });
    expect(screen.hazards.latest.map((h: Record<string, unknown>) => [h.title, h.projectName, h.escalationName, h.deadline])).toEqual([
      ['1号塔吊高度限位器失灵', '南山科技园综合楼项目', '公司', '2026-06-13 08:00'],
    ]);
  });

  test('a hazard past its deadline: 责任人 at once, 项目经理 a day later, each once; the seeded one reaches 督办 (the district authority) at 72 h', async () => {
    const id = await s.db.tx((q) => insertHazard(q, {
      projectId: nanshan, hazardType: 4, hazardLevel: 1, title: '临边防护缺失', responsibleUserId: users.project_demo, deadline: new Date(TEST_NOW - HOUR),
      sourceKind: 'manual', sourceId: null,
    }, false));
    const seeded = (await sent()).length;
    expect(await run(s.db)).toBe(1);
    expect(await run(s.db)).toBe(0);
    expect((await sent()).slice(seeded)).toEqual(['临边防护缺失 1 project_demo']);
    later = await dbAt(TEST_NOW + 25 * HOUR);
    expect(await run(later)).toBe(2);
    expect(await run(later)).toBe(0);
    expect((await sent()).slice(seeded + 1)).toEqual(['1号塔吊高度限位器失灵 4 government_demo', '临边防护缺失 2 project_demo']);
    const told = await s.db.many<{ target_user_id: number; title: string; content: string }>(
      `SELECT target_user_id, title, content FROM notices WHERE content LIKE '%（隐患编号 ${id}）' ORDER BY id`);
    expect(told.map((n) => [name(n.target_user_id), n.title])).toEqual([['project_demo', '隐患逾期升级（责任人）'], ['project_demo', '隐患逾期升级（项目经理）']]);
    expect(told[1]!.content).toBe('南山科技园综合楼项目 一般隐患「临边防护缺失」（施工用电）已超过整改期限 2026-06-15 09:00 24 小时仍未闭合，已升级至项目经理，请督促整改。（隐患编号 ' + id + '）');
    expect(await s.db.one('SELECT escalation_level FROM hazards WHERE id = $1', [id])).toEqual({ escalation_level: 2 });
  });

  test('a 重大隐患 is reported to government_demo, who lists it by district but may not report one', async () => {
    const created = await report({ hazardLevel: 2, title: '高支模立杆悬空', location: '3号楼' });
    const id = Number(created.data.id);
    const notice = await s.db.one<{ title: string; content: string }>(
      `SELECT title, content FROM notices WHERE target_user_id = $1 AND content LIKE '%（隐患编号 ${id}）'`, [users.government_demo]);
    expect(notice).toEqual({
      title: '重大隐患报告',
      content: `南山科技园综合楼项目 上报重大隐患「高支模立杆悬空」（脚手架，位置：3号楼），整改期限 2026-06-16 18:00。依据安全生产法第四十一条报告监管部门。（隐患编号 ${id}）`,
    });
    const listed = await read('WhereHazardList', { index: 0, size: 50, strWhere: 'hazard_level = 2' }, 'government_demo');
    expect(listed.data.map((h: { title: string; authorityReportedAt: string | null }) => [h.title, typeof h.authorityReportedAt])).toEqual(
      [['高支模立杆悬空', 'string'], ['深基坑东侧支护桩位移超预警值', 'string']],
    );
    expect(await call('CreateHazard', { projectId: nanshan, hazardType: 3, hazardLevel: 1, title: 'x', responsibleWorkerId: worker.id, deadline: tomorrow }, 'government_demo'))
      .toMatchObject({ code: 402 });
  });
});
