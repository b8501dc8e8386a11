import { createHash } from 'node:crypto';
import { bearer, get, postForm, postJson } from './http-client';
import { useTestServer, TEST_NOW } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let users: Record<string, number>;
let projects: Record<string, { id: number; company_id: number; district_code: string }>;
const url = (path: string) => `${s.api}${path}`;
const T0 = TEST_NOW - 3600_000;

/** A dust device of a demo project, with an ingest key of our own. */
async function device(name: string, project: string): Promise<{ id: number; key: string }> {
  const key = `wsk_test_${Math.random().toString(36).slice(2)}${Date.now()}`;
  const p = projects[project]!;
  const row = await s.db.one<{ id: number }>(
    `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('dust', $1, $2, $3, $4, $5) RETURNING id`,
    [name, createHash('sha256').update(key).digest('hex'), p.company_id, p.id, p.district_code],
  );
  return { id: row!.id, key };
}

/** Sends pm10 samples `[seconds after T0, value]` over the real ingest call. */
async function ingest(dev: { key: string }, samples: [number, number][], metric = 'pm10'): Promise<void> {
  const r = await postJson(url('/api/Telemetry/Ingest'), { readings: samples.map(([t, value]) => ({ metric, value, ts: new Date(T0 + t * 1000).toISOString() })) }, { 'x-device-key': dev.key });
  expect([r.status, r.body.code]).toEqual([200, 200]);
}
const every10 = (from: number, to: number, f: (t: number) => number): [number, number][] => {
  const out: [number, number][] = [];
  for (let t = from; t <= to; t += 10) out.push([t, f(t)]);
  return out;
};
const alarmsOf = (deviceId: number) =>
  s.db.many<{ id: number; status: number; started_at: Date; raised_at: Date; recovered_at: Date | null; value: number; threshold_id: number }>(
    'SELECT * FROM alarm_records WHERE device_id = $1 ORDER BY id', [deviceId]);
const noticesOf = (alarmId: number) =>
  s.db.many<{ user_name: string }>(
    `SELECT u.user_name FROM notices n JOIN users u ON u.id = n.target_user_id WHERE n.notice_type = 2 AND n.content LIKE $1 ORDER BY u.user_name`, [`%报警编号 ${alarmId}）`]);

beforeAll(async () => {
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
  const rows = await s.db.many<{ id: number; project_name: string; company_id: number; district_code: string }>('SELECT id, project_name, company_id, district_code FROM projects');
  const byName = (n: string) => rows.find((r) => r.project_name === n)!;
  projects = { nanshan: byName('南山科技园综合楼项目'), baoan: byName('宝安沿江高架桥工程') };
});

describe('alarm evaluation on ingest', () => {
  test('a threshold held for its duration raises exactly one alarm and one notice per responsible user; the badge moves', async () => {
    const dev = await device('南山扬尘1号', 'nanshan');
    const unreadBefore = (await get(url('/api/SysNotice/GetSysNoticeList'), { index: 0, size: 500, sysNoticeIsRead: 0, token: tokens.project_demo! })).body.data.length;
    await ingest(dev, every10(0, 60, () => 180));
    expect(await alarmsOf(dev.id)).toEqual([]);
    await ingest(dev, every10(70, 150, () => 190));
    await ingest(dev, every10(160, 300, () => 210));
    const alarms = await alarmsOf(dev.id);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ status: 1, value: 190, recovered_at: null });
    expect(alarms[0]!.started_at.getTime()).toBe(T0);
    expect(alarms[0]!.raised_at.getTime()).toBe(T0 + 120_000);
    // Responsible: holders of 报警记录 among enterprise users of subA and above, the project's users, the district
    // supervisor (level 2); readonly_demo holds enterprise pages only (docs/decisions/0307), so it gets none.
    expect((await noticesOf(alarms[0]!.id)).map((n) => n.user_name)).toEqual(['enterprise_demo', 'government_demo', 'project_demo', 'sysadmin']);
    const unread = (await get(url('/api/SysNotice/GetSysNoticeList'), { index: 0, size: 500, sysNoticeIsRead: 0, token: tokens.project_demo! })).body.data;
    expect(unread).toHaveLength(unreadBefore + 1);
    expect(unread[0]).toMatchObject({ noticeType: 2, title: expect.stringContaining('PM10') });
    // Staying out of range, and the same batch again: still one alarm, no new notices.
    await ingest(dev, every10(160, 300, () => 210));
    await ingest(dev, every10(310, 400, () => 250));
    expect(await alarmsOf(dev.id)).toHaveLength(1);
    expect(await noticesOf(alarms[0]!.id)).toHaveLength(4);
    expect((await s.db.one<{ peak_value: number }>('SELECT peak_value FROM alarm_records WHERE id = $1', [alarms[0]!.id]))!.peak_value).toBe(250);
  });

  test('an enterprise user holding only the enterprise back office\'s 报警记录 is told when it may handle (编辑), not when it may only read (0611)', async () => {
    const subA = projects.nanshan!.company_id;
    const menu = (await s.db.one<{ id: number }>("SELECT id FROM menus WHERE page_permission = 'enterpriseAlarmRecord'"))!.id;
    const holder = async (name: string, buttons: string[]) => {
      const role = (await s.db.one<{ id: number }>('INSERT INTO roles (company_id, name) VALUES ($1, $2) RETURNING id', [subA, `${name}角色`]))!.id;
      await s.db.exec('INSERT INTO role_menus (role_id, menu_id, buttons) VALUES ($1, $2, $3)', [role, menu, buttons]);
      const user = (await s.db.one<{ id: number }>("INSERT INTO users (user_name, password_hash, user_auth_type) VALUES ($1, 'x', 0) RETURNING id", [name]))!.id;
      await s.db.exec('INSERT INTO user_roles (user_id, company_id, role_id) VALUES ($1, $2, $3)', [user, subA, role]);
    };
    await holder('ent_alarm_handler', ['search', 'edit']);
    await holder('ent_alarm_reader', ['search']);
    const dev = await device('南山扬尘4号', 'nanshan');
    await ingest(dev, every10(0, 200, () => 210));
    const [alarm] = await alarmsOf(dev.id);
    expect((await noticesOf(alarm!.id)).map((n) => n.user_name)).toEqual(['ent_alarm_handler', 'enterprise_demo', 'government_demo', 'project_demo', 'sysadmin']);
    // The lists below count the seeded alarms: this one goes again.
    await s.db.exec('DELETE FROM alarm_records WHERE device_id = $1', [dev.id]);
  });

  test('a noisy sensor cannot reset the episode: in-range blips shorter than the hysteresis keep it going', async () => {
    const dev = await device('南山扬尘2号', 'nanshan');
    // every third sample in range; a 40-second in-range stretch in the middle
    await ingest(dev, every10(0, 60, (t) => (t % 30 === 10 ? 100 : 170)));
    await ingest(dev, every10(70, 100, () => 120));
    await ingest(dev, every10(110, 150, (t) => (t % 30 === 20 ? 140 : 175)));
    const alarms = await alarmsOf(dev.id);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.started_at.getTime()).toBe(T0);
    expect(alarms[0]!.raised_at.getTime()).toBe(T0 + 120_000);
  });

  test('below the duration → no alarm; back in range for the hysteresis period ends the episode and recovers an alarm', async () => {
    const dev = await device('南山扬尘3号', 'nanshan');
    await ingest(dev, every10(0, 110, () => 180));
    await ingest(dev, every10(120, 190, () => 90));
    await ingest(dev, every10(200, 310, () => 180));
    expect(await alarmsOf(dev.id)).toEqual([]);
    await ingest(dev, every10(320, 400, () => 180));
    const [alarm] = await alarmsOf(dev.id);
    expect(alarm!.started_at.getTime()).toBe(T0 + 200_000);
    await ingest(dev, every10(410, 480, () => 60));
    const [after] = await alarmsOf(dev.id);
    expect(after).toMatchObject({ status: 1 });
    expect(after!.recovered_at!.getTime()).toBe(T0 + 410_000);
  });
});

describe('alarm records: list, handling, scope', () => {
  let own: number;
  let foreign: number;
  beforeAll(async () => {
    const a = await device('南山扬尘4号', 'nanshan');
    const b = await device('宝安扬尘1号', 'baoan');
    await ingest(a, every10(0, 130, () => 200));
    await ingest(b, every10(0, 130, () => 200));
    own = (await alarmsOf(a.id))[0]!.id;
    foreign = (await alarmsOf(b.id))[0]!.id;
  });

  test('the demo data holds a week of past alarms: closed with measures, acknowledged, open', async () => {
    const byStatus = await s.db.many<{ status: number; n: number; with_measures: number }>(
      "SELECT status, count(*)::int AS n, count(*) FILTER (WHERE measures <> '')::int AS with_measures FROM alarm_records WHERE raised_at < now() - interval '1 hour' GROUP BY status ORDER BY status");
    expect(byStatus).toEqual([{ status: 1, n: 12, with_measures: 0 }, { status: 2, n: 18, with_measures: 0 }, { status: 3, n: 54, with_measures: 54 }]);
    const projectsWithAlarms = await s.db.one<{ n: number }>('SELECT count(DISTINCT project_id)::int AS n FROM alarm_records');
    expect(projectsWithAlarms!.n).toBe(6);
  });

  test('list and detail are scoped; strWhere filters by status, level, metric, device, project and day (site time)', async () => {
    const list = (u: string, strWhere = '') => get(url('/api/AlarmRecord/WhereAlarmList'), { index: 0, size: 500, strWhere }, bearer(tokens[u]!));
    const ids = async (u: string, strWhere?: string) => (await list(u, strWhere)).body.data.map((r: { id: number }) => r.id);
    expect(await ids('project_demo')).toContain(own);
    expect(await ids('project_demo')).not.toContain(foreign);
    expect(await ids('government_demo')).toContain(own);
    expect(await ids('government_demo')).not.toContain(foreign);
    expect(await ids('sysadmin')).toEqual(expect.arrayContaining([own, foreign]));
    const baoan = (await list('sysadmin', `project_id = ${projects.baoan!.id}`)).body.data;
    expect(baoan.map((r: { id: number }) => r.id)).toContain(foreign);
    expect(new Set(baoan.map((r: { projectId: number }) => r.projectId))).toEqual(new Set([projects.baoan!.id]));
    expect(await ids('project_demo', 'status = 3')).not.toContain(own);
    expect(await ids('project_demo', "level = 2 and metric = 'pm10' and device_name like '%南山扬尘4号%'")).toEqual([own]);
    // A day is that whole day in site time: T0 is 2026-06-15 09:00 in Shanghai (TEST_NOW − 1 h).
    const siteDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(T0 + 120_000));
    expect(await ids('project_demo', `raised_at = '${siteDay}' and device_name like '%南山扬尘4号%'`)).toEqual([own]);
    expect(await ids('project_demo', "raised_at = '2020-01-01'")).toEqual([]);
    expect((await list('project_demo', 'level = 9 or 1 = 1')).body).toMatchObject({ code: 400, detail: '查询条件不合法' });
    // The parameters of docs/decisions/0152 still filter beside strWhere (the listSql hook).
    const byParams = async (q: Record<string, string | number>) =>
      (await get(url('/api/AlarmRecord/WhereAlarmList'), { index: 0, size: 500, ...q }, bearer(tokens.project_demo!))).body.data.map((r: { id: number }) => r.id);
    expect(await byParams({ status: '1,2' })).toContain(own);
    expect(await byParams({ status: 3 })).not.toContain(own);
    expect(await byParams({ level: 2, metric: 'pm10', startDate: siteDay, endDate: siteDay })).toContain(own);
    expect(await byParams({ endDate: '2020-01-01' })).toEqual([]);
    expect((await get(url('/api/AlarmRecord/WhereAlarmList'), { level: 9 }, bearer(tokens.project_demo!))).body).toMatchObject({ code: 400, detail: '报警级别不正确' });
    const detail = await get(url('/api/AlarmRecord/GetAlarmDetail'), { id: own }, bearer(tokens.project_demo!));
    expect(detail.body.data).toMatchObject({ id: own, metric: 'pm10', metricName: 'PM10', level: 2, levelName: '区级', status: 1, statusName: '待处理', projectId: projects.nanshan!.id, upperLimit: 150, value: 200 });
  });

  test('环境报警 lists the dust devices\' alarms only; 气体报警 and 定位报警 none of them; export gives the rows', async () => {
    const view = async (path: string, u = 'project_demo') => (await get(url(path), { index: 0, size: 500 }, bearer(tokens[u]!))).body;
    const env = await view('/api/EnvironmentAlarm/WhereEnvironmentAlarmList');
    expect(env.data.map((r: { id: number }) => r.id)).toContain(own);
    expect(new Set(env.data.map((r: { deviceType: string }) => r.deviceType))).toEqual(new Set(['dust']));
    const gas = await view('/api/GasAlarm/WhereGasAlarmList');
    expect(gas.data.map((r: { id: number }) => r.id)).not.toContain(own);
    expect(new Set(gas.data.map((r: { deviceType: string }) => r.deviceType))).toEqual(gas.data.length ? new Set(['gas']) : new Set());
    expect((await view('/api/PositionAlarm/WherePositionAlarmList')).page.record_count).toBe(0);
    // Another view's record by id is not this view's: 404.
    expect((await get(url('/api/GasAlarm/GetGasAlarmDetail'), { id: own }, bearer(tokens.project_demo!))).status).toBe(404);
    const file = await download(`${url('/api/AlarmRecord/ExportExcel')}?strWhere=${encodeURIComponent("device_name like '%南山扬尘4号%'")}`, tokens.project_demo!);
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['设备名称', '设备类型', '监测指标', '报警值', '峰值', '报警级别', '处理状态', '报警时间', '恢复时间', '处理措施']);
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([['南山扬尘4号', '扬尘监测', 'PM10', 200, 200, '区级', '待处理']]);
  });

  test('确认 → 处理措施 → 关闭, each audited with its trail; wrong states refused in Chinese; closed alarms cannot change', async () => {
    const h = bearer(tokens.project_demo!);
    const call = (action: string, fields: Record<string, string | number> = {}) => postForm(url(`/api/AlarmRecord/${action}`), { id: own, ...fields }, h);
    const row = () => s.db.one<{ status: number; measures: string; acknowledged_by: number | null; handled_by: number | null; closed_by: number | null }>(
      'SELECT status, measures, acknowledged_by, handled_by, closed_by FROM alarm_records WHERE id = $1', [own]);
    expect((await call('CloseAlarm')).body).toMatchObject({ code: 400, detail: '请填写处理措施' });
    expect((await row())!.status).toBe(1);
    expect((await call('AcknowledgeAlarm')).body).toMatchObject({ code: 200, msg: '操作成功', data: { id: own } });
    expect(await row()).toEqual({ status: 2, measures: '', acknowledged_by: users.project_demo, handled_by: null, closed_by: null });
    expect((await call('AcknowledgeAlarm')).body).toMatchObject({ code: 400, detail: '当前状态为「处理中」，不能确认' });
    expect((await call('ModifyAlarmMeasures', { measures: '' })).body.detail).toBe('请填写处理措施');
    expect((await call('ModifyAlarmMeasures', { measures: 'x'.repeat(1001) })).body.detail).toBe('处理措施不能超过1000个字符');
    expect((await call('ModifyAlarmMeasures', { measures: '开启雾炮，洒水降尘，暂停土方作业' })).body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await row()).toEqual({ status: 2, measures: '开启雾炮，洒水降尘，暂停土方作业', acknowledged_by: users.project_demo, handled_by: users.project_demo, closed_by: null });
    const closed = await call('CloseAlarm');
    expect(closed.body).toMatchObject({ code: 200, msg: '报警已关闭' });
    expect(await row()).toEqual({ status: 3, measures: '开启雾炮，洒水降尘，暂停土方作业', acknowledged_by: users.project_demo, handled_by: users.project_demo, closed_by: users.project_demo });
    expect((await call('ModifyAlarmMeasures', { measures: '再改' })).body).toMatchObject({ code: 400, detail: '当前状态为「已关闭」，不能填写处理措施' });
    expect((await call('CloseAlarm')).body.detail).toBe('当前状态为「已关闭」，不能关闭');
    expect((await row())!.measures).toBe('开启雾炮，洒水降尘，暂停土方作业');
    const audit = await s.db.many<{ action: string; user_id: number }>("SELECT action, user_id FROM audit_log WHERE table_name = 'alarm_records' AND record_id = $1 ORDER BY id", [String(own)]);
    expect(audit.map((a) => a.action)).toEqual(['alarm-acknowledge', 'alarm-measures', 'alarm-close']);
    expect(new Set(audit.map((a) => a.user_id))).toEqual(new Set([users.project_demo]));
    const trail = (await get(url('/api/AlarmRecord/GetAlarmHistory'), { id: own }, h)).body.data as Record<string, unknown>[];
    expect(trail.map((e) => [e.actionName, e.userName, e.statusBefore, e.statusAfter, e.measures])).toEqual([
      ['报警产生', '系统', null, 1, ''],
      ['确认', '李项目', 1, 2, ''],
      ['处理措施', '李项目', 2, 2, '开启雾炮，洒水降尘，暂停土方作业'],
      ['关闭', '李项目', 2, 3, '开启雾炮，洒水降尘，暂停土方作业'],
    ]);
    expect(trail[0]!.at).toBe(new Date(T0 + 120_000).toISOString());
    // The same trail on 环境报警 (its own sub-page's search button).
    expect((await get(url('/api/EnvironmentAlarm/GetAlarmHistory'), { id: own }, h)).body.data).toEqual(trail);
  });

  test("another scope's alarm by id → 402 and unchanged; no handling button → 402; no token → 401", async () => {
    for (const u of ['project_demo', 'enterprise_demo', 'government_demo']) {
      expect((await get(url('/api/AlarmRecord/GetAlarmDetail'), { id: foreign }, bearer(tokens[u]!))).body).toMatchObject({ code: 402, detail: '没有权限' });
    }
    expect((await get(url('/api/AlarmRecord/GetAlarmHistory'), { id: foreign }, bearer(tokens.project_demo!))).body.code).toBe(402);
    for (const action of ['AcknowledgeAlarm', 'ModifyAlarmMeasures', 'CloseAlarm']) {
      expect((await postForm(url(`/api/AlarmRecord/${action}`), { id: foreign, measures: '越权' }, bearer(tokens.project_demo!))).body.code).toBe(402);
    }
    expect(await s.db.one('SELECT status, measures, acknowledged_by FROM alarm_records WHERE id = $1', [foreign])).toEqual({ status: 1, measures: '', acknowledged_by: null });
    expect((await postForm(url('/api/AlarmRecord/AcknowledgeAlarm'), { id: foreign }, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await get(url('/api/AlarmRecord/GetAlarmDetail'), { id: 99999999 }, bearer(tokens.sysadmin!))).status).toBe(404);
    expect((await get(url('/api/AlarmRecord/WhereAlarmList'))).status).toBe(401);
  });

  test('enterprise back office 质量安全 › 报警记录 (docs/decisions/0610): its companies\' projects, handled by 编辑 there; another company\'s refused', async () => {
    const dev = await device('南山扬尘5号', 'nanshan');
    await ingest(dev, every10(0, 130, () => 200));
    const mine = (await alarmsOf(dev.id))[0]!.id;
    const list = async (u: string) => (await get(url('/api/AlarmRecord/WhereAlarmList'), { index: 0, size: 500, status: 1 }, bearer(tokens[u]!))).body;
    // enterprise_demo (subA's 管理员): the open alarms of the projects of subA's subtree (several projects).
    const inSubtree = await s.db.many<{ id: number }>(
      `WITH RECURSIVE sub AS (SELECT id FROM companies WHERE name = '华建第一工程有限公司'
                              UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id)
       SELECT a.id FROM alarm_records a WHERE a.status = 1 AND a.company_id IN (SELECT id FROM sub) ORDER BY a.id`);
    const open = await list('enterprise_demo');
    expect(open.data.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(inSubtree.map((r) => r.id));
    expect(open.data.map((r: { id: number }) => r.id)).not.toContain(foreign);
    expect(new Set(open.data.map((r: { projectId: number }) => r.projectId)).size).toBeGreaterThan(1);
    // readonly_demo holds the enterprise entry only (search, every enterprise page): it lists the same rows, handles none.
    expect((await list('readonly_demo')).data.map((r: { id: number }) => r.id)).toEqual(open.data.map((r: { id: number }) => r.id));
    expect((await postForm(url('/api/AlarmRecord/AcknowledgeAlarm'), { id: mine }, bearer(tokens.readonly_demo!))).body).toMatchObject({ code: 402, detail: '没有权限' });
    // 确认 → 关闭 by enterprise_demo; another company's alarm is refused and unchanged.
    const h = bearer(tokens.enterprise_demo!);
    expect((await postForm(url('/api/AlarmRecord/AcknowledgeAlarm'), { id: mine }, h)).body).toMatchObject({ code: 200 });
    expect((await postForm(url('/api/AlarmRecord/CloseAlarm'), { id: mine, measures: '洒水降尘' }, h)).body).toMatchObject({ code: 200, msg: '报警已关闭' });
    expect(await s.db.one('SELECT status, measures, closed_by FROM alarm_records WHERE id = $1', [mine])).toEqual({ status: 3, measures: '洒水降尘', closed_by: users.enterprise_demo });
    expect((await postForm(url('/api/AlarmRecord/AcknowledgeAlarm'), { id: foreign }, h)).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await s.db.one('SELECT status FROM alarm_records WHERE id = $1', [foreign])).toEqual({ status: 1 });
  });
});
