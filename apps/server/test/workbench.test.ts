import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';

const ACCOUNTS = ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] as const;
type Account = (typeof ACCOUNTS)[number];
const s = useTestServer({ signIn: ACCOUNTS });
const tokens = s.tokens;

interface Todo {
  kind: string;
  count: number;
  items: { id: number; title: string; detail: string; time: string }[];
}
interface Body {
  todos: Todo[];
  figures: Record<string, number>;
  notices: { id: number; title: string; createTime: string; sysNoticeIsRead: number }[];
}

async function workbench(user: Account): Promise<Body> {
  const r = await get(`${s.api}/api/Workbench/GetWorkbench`, {}, bearer(tokens[user]!));
  expect([user, r.status, r.body.code]).toEqual([user, 200, 200]);
  return r.body.data as Body;
}
const todo = (b: Body, kind: string) => b.todos.find((t) => t.kind === kind);
const counts = (b: Body) => Object.fromEntries(b.todos.map((t) => [t.kind, t.count]));

/** A concrete order of 南山科技园综合楼项目 (enterprise_demo's company, project_demo's project) planned `hoursAgo` ago. */
async function addOrder(orderNo: string, status: number, hoursAgo: number): Promise<number> {
  const row = await s.db.one<{ id: number }>(
    `INSERT INTO conc_orders (company_id, project_id, district_code, order_no, strength_grade, volume_m3, plan_time, status)
     SELECT company_id, id, district_code, $1, 'C35', 36, now() - make_interval(hours => $3), $2 FROM projects WHERE project_name = '南山科技园综合楼项目'
     RETURNING id`,
    [orderNo, status, hoursAgo],
  );
  return row!.id;
}

describe('GetWorkbench: the back-office home (docs/decisions/0400)', () => {
  test('no token → 401', async () => {
    expect((await get(`${s.api}/api/Workbench/GetWorkbench`)).status).toBe(401);
  });

  test('to-dos only where the caller holds the page and button; counts in the caller scope (seed)', async () => {
    const seen: Record<string, Record<string, number>> = {};
    for (const u of ACCOUNTS) seen[u] = counts(await workbench(u));
    expect(seen).toEqual({
      sysadmin: { openAlarms: 12, registrations: 0, overdueOrders: 5, expiringCertificates: 0 },
      enterprise_demo: { openAlarms: 4, registrations: 0, overdueOrders: 2, expiringCertificates: 0 },
      project_demo: { openAlarms: 2, overdueOrders: 1 },
      government_demo: { openAlarms: 4, expiringCertificates: 0 },
      // 质量安全 › 报警记录 of the enterprise back office, search only (docs/decisions/0610).
      readonly_demo: { openAlarms: 4, overdueOrders: 2, expiringCertificates: 0 },
    });
  });

  test('qualification certificates expired or expiring within 60 site days (资质信息), soonest first, in the caller scope', async () => {
    // Test clock: 2026-06-15 on site. The seed's certificates run to 2026-12-31 and later: none is due.
    const add = (org: string, no: string, until: string, project = '南山科技园综合楼项目') =>
      s.db.one<{ id: number }>(
        `INSERT INTO project_qualifications (company_id, project_id, district_code, org_name, qualification_type, certificate_no, valid_until)
         SELECT company_id, id, district_code, $1, '建筑工程施工总承包', $2, $3::date FROM projects WHERE project_name = $4 RETURNING id`,
        [org, no, until, project],
      );
    await add('到期测试甲', 'WB-Q-1', '2026-08-14'); // the 60th day: due
    await add('到期测试乙', 'WB-Q-2', '2026-06-10'); // already expired: due, first
    await add('到期测试丙', 'WB-Q-3', '2026-08-15'); // the 61st day: not yet
    await add('到期测试丁', 'WB-Q-4', '2026-07-01', '天河商业中心项目'); // another company's
    const due = todo(await workbench('enterprise_demo'), 'expiringCertificates')!;
    expect([due.count, due.items.map((i) => [i.title, i.detail, i.time])]).toEqual([2, [
      ['到期测试乙 建筑工程施工总承包', 'WB-Q-2 · 南山科技园综合楼项目', '2026-06-10'],
      ['到期测试甲 建筑工程施工总承包', 'WB-Q-1 · 南山科技园综合楼项目', '2026-08-14'],
    ]]);
    expect(todo(await workbench('sysadmin'), 'expiringCertificates')!.count).toBe(3);
    await s.db.exec("DELETE FROM project_qualifications WHERE certificate_no LIKE 'WB-Q-%'");
  });

  test('open alarms newest first, named by device and metric; acknowledging one takes it off', async () => {
    const before = todo(await workbench('project_demo'), 'openAlarms')!;
    expect(before.items.map((i) => [i.title, i.detail])).toEqual([
      ['扬尘监测仪-1号 PM10', '区级 · 南山科技园综合楼项目'],
      ['1号塔吊 力矩百分比', '市级 · 南山科技园综合楼项目'],
    ]);
    expect(before.items[0]!.time > before.items[1]!.time).toBe(true);
    const ack = await postForm(`${s.api}/api/AlarmRecord/AcknowledgeAlarm`, { id: before.items[1]!.id }, bearer(tokens.enterprise_demo!));
    expect(ack.body.code).toBe(200);
    const after = todo(await workbench('project_demo'), 'openAlarms')!;
    expect([after.count, after.items.map((i) => i.id)]).toEqual([1, [before.items[0]!.id]]);
    expect(todo(await workbench('enterprise_demo'), 'openAlarms')!.count).toBe(3);
  });

  test('overdue orders: planned time passed, not finished or cancelled; most overdue first', async () => {
    const late = await addOrder('DD-WB-LATE', 1, 30);
    await addOrder('DD-WB-DONE', 3, 30);
    await addOrder('DD-WB-CANCELLED', 4, 30);
    await addOrder('DD-WB-FUTURE', 0, -5);
    const project = todo(await workbench('project_demo'), 'overdueOrders')!;
    expect(project.count).toBe(2);
    expect(project.items[0]).toMatchObject({ id: late, title: 'DD-WB-LATE C35', detail: '南山科技园综合楼项目 · 36 m³' });
    expect(counts(await workbench('enterprise_demo')).overdueOrders).toBe(3);
    expect(counts(await workbench('readonly_demo')).overdueOrders).toBe(3);
    expect(counts(await workbench('sysadmin')).overdueOrders).toBe(6);
  });

  test('registrations awaiting audit: a new sign-up reaches the system administrator, not a company administrator', async () => {
    const r = await postForm(`${s.api}/api/Employee/PCEmployeeRegister`, { userName: 'wb_signup1', password: 'Abc@12345', phone: '13700002222', realName: '王新来' });
    expect(r.body.status).toBe(1);
    const admin = todo(await workbench('sysadmin'), 'registrations')!;
    expect([admin.count, admin.items.map((i) => [i.title, i.detail])]).toEqual([1, [['wb_signup1', '王新来']]]);
    expect(todo(await workbench('enterprise_demo'), 'registrations')!.count).toBe(0);
  });

  test("today's figures in the caller's scope (the site's day)", async () => {
    // The seed's passage times are random() in row order, which differs between PostgreSQL 15 and 18: today's
    // passages are counted from the rows (since the test clock's site midnight, 2026-06-15 00:00 in Shanghai).
    const since = '2026-06-15T00:00:00+08:00';
    const companyPassages = (await s.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM vehicle_passages WHERE ts >= $1 AND company_id = (SELECT company_id FROM projects WHERE project_name = '南山科技园综合楼项目')`, [since]))!.n;
    const projectPassages = (await s.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM vehicle_passages WHERE ts >= $1 AND project_id = (SELECT id FROM projects WHERE project_name = '南山科技园综合楼项目')`, [since]))!.n;
    expect((await workbench('enterprise_demo')).figures).toEqual({ todayAlarms: 4, onlineDevices: 0, devices: 24, todayAttendance: 198, todayPassages: companyPassages });
    expect((await workbench('project_demo')).figures).toEqual({ todayAlarms: 2, onlineDevices: 0, devices: 12, todayAttendance: 177, todayPassages: projectPassages });
    expect([companyPassages > projectPassages, projectPassages > 0]).toEqual([true, true]);
    const pid = await s.db.one<{ id: number }>("SELECT id FROM devices WHERE project_id = (SELECT id FROM projects WHERE project_name = '南山科技园综合楼项目') AND if_del = 0 ORDER BY id LIMIT 1");
    await s.db.exec('UPDATE devices SET last_seen_at = now() WHERE id = $1', [pid!.id]);
    expect((await workbench('project_demo')).figures.onlineDevices).toBe(1);
  });

  test('recent notices: the five newest the caller sees, with their read flag, as the notices list gives them', async () => {
    for (const u of ['enterprise_demo', 'government_demo'] as const) {
      const list = await get(`${s.api}/api/SysNotice/GetSysNoticeList`, { index: 0, size: 500 }, bearer(tokens[u]!));
      const expected = (list.body.data as Body['notices'])
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .slice(0, 5)
        .map((n) => [n.id, n.title, n.sysNoticeIsRead]);
      expect((await workbench(u)).notices.map((n) => [n.id, n.title, n.sysNoticeIsRead])).toEqual(expected);
    }
    // Its four: three of the notices seed, the 重大隐患报告 of 隐患排查's seed (docs/decisions/0704).
    expect((await workbench('government_demo')).notices).toHaveLength(4);
  });
});
