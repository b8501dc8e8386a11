import { createHash } from 'node:crypto';
import { bearer, get, login, postForm, postJson } from './http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../testing';

let s: TestServer;
let tokens: Record<string, string>;
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
  s = await startTestServer();
  tokens = {};
  for (const u of ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo']) tokens[u] = await login(s.api, u);
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
  const rows = await s.db.many<{ id: number; project_name: string; company_id: number; district_code: string }>('SELECT id, project_name, company_id, district_code FROM projects');
  const byName = (n: string) => rows.find((r) => r.project_name === n)!;
  projects = { nanshan: byName('南山科技园综合楼项目'), baoan: byName('宝安沿江高架桥工程') };
});
afterAll(async () => {
  await s?.close();
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

  test('list and detail are scoped; filters by status, level, project and date', async () => {
    const list = (u: string, q: Record<string, string | number> = {}) => get(url('/api/AlarmRecord/WhereAlarmList'), { index: 0, size: 100, ...q }, bearer(tokens[u]!));
    const ids = async (u: string, q?: Record<string, string | number>) => (await list(u, q)).body.data.map((r: { id: number }) => r.id);
    expect(await ids('project_demo')).toContain(own);
    expect(await ids('project_demo')).not.toContain(foreign);
    expect(await ids('government_demo')).toContain(own);
    expect(await ids('government_demo')).not.toContain(foreign);
    expect(await ids('sysadmin')).toEqual(expect.arrayContaining([own, foreign]));
    const baoan = (await list('sysadmin', { projectId: projects.baoan!.id })).body.data;
    expect(baoan.map((r: { id: number }) => r.id)).toContain(foreign);
    expect(new Set(baoan.map((r: { projectId: number }) => r.projectId))).toEqual(new Set([projects.baoan!.id]));
    expect(await ids('project_demo', { status: 3 })).not.toContain(own);
    expect(await ids('project_demo', { level: 2, startDate: new Date(T0).toISOString().slice(0, 10) })).toContain(own);
    expect(await ids('project_demo', { endDate: '2020-01-01' })).toEqual([]);
    expect((await list('project_demo', { level: 9 })).status).toBe(400);
    const detail = await get(url('/api/AlarmRecord/GetAlarmDetail'), { id: own }, bearer(tokens.project_demo!));
    expect(detail.body.data).toMatchObject({ id: own, metric: 'pm10', metricName: 'PM10', level: 2, levelName: '区级', status: 1, statusName: '待处理', projectName: '南山科技园综合楼项目', upperLimit: 150 });
  });

  test('acknowledge → measures → close, each audited; closed alarms cannot change', async () => {
    const h = bearer(tokens.project_demo!);
    const call = (action: string, fields: Record<string, string | number> = {}) => postForm(url(`/api/AlarmRecord/${action}`), { id: own, ...fields }, h);
    expect((await call('CloseAlarm')).body.detail).toBe('请填写处理措施');
    const ack = await call('AcknowledgeAlarm');
    expect(ack.body.data).toMatchObject({ status: 2, statusName: '处理中', acknowledgedBy: '李项目' });
    expect((await call('AcknowledgeAlarm')).status).toBe(409);
    expect((await call('ModifyAlarmMeasures', { measures: '' })).body.detail).toBe('请填写处理措施');
    expect((await call('ModifyAlarmMeasures', { measures: '开启雾炮，洒水降尘，暂停土方作业' })).body.data).toMatchObject({ status: 2, measures: '开启雾炮，洒水降尘，暂停土方作业' });
    const closed = await call('CloseAlarm');
    expect(closed.body).toMatchObject({ code: 200, msg: '报警已关闭' });
    expect(closed.body.data).toMatchObject({ status: 3, closedBy: '李项目', handledBy: '李项目' });
    expect((await call('ModifyAlarmMeasures', { measures: '再改' })).status).toBe(409);
    const audit = await s.db.many<{ action: string; user_id: number }>("SELECT action, user_id FROM audit_log WHERE table_name = 'alarm_records' AND record_id = $1 ORDER BY id", [String(own)]);
    expect(audit.map((a) => a.action)).toEqual(['alarm-acknowledge', 'alarm-measures', 'alarm-close']);
    expect(new Set(audit.map((a) => a.user_id))).toEqual(new Set([users.project_demo]));
  });

  test("another scope's alarm by id → 402 and unchanged; no handling button → 402; no token → 401", async () => {
    for (const u of ['project_demo', 'enterprise_demo', 'government_demo']) {
      expect((await get(url('/api/AlarmRecord/GetAlarmDetail'), { id: foreign }, bearer(tokens[u]!))).body).toMatchObject({ code: 402, detail: '没有权限' });
    }
    for (const action of ['AcknowledgeAlarm', 'ModifyAlarmMeasures', 'CloseAlarm']) {
      expect((await postForm(url(`/api/AlarmRecord/${action}`), { id: foreign, measures: '越权' }, bearer(tokens.project_demo!))).body.code).toBe(402);
    }
    expect(await s.db.one('SELECT status, measures, acknowledged_by FROM alarm_records WHERE id = $1', [foreign])).toEqual({ status: 1, measures: '', acknowledged_by: null });
    expect((await postForm(url('/api/AlarmRecord/AcknowledgeAlarm'), { id: foreign }, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await get(url('/api/AlarmRecord/GetAlarmDetail'), { id: 99999999 }, bearer(tokens.sysadmin!))).status).toBe(404);
    expect((await get(url('/api/AlarmRecord/WhereAlarmList'))).status).toBe(401);
  });
});
