import { createHash } from 'node:crypto';
import { bearer, get, postForm, postJson } from './http-client';
import { useTestServer, TEST_NOW } from '../testing';

/**
 * 平台推送 › 推送配置 (docs/decisions/0365): the declared type on the generic mount with the seeded rows of
 * seed-push-configs.ts, and its effect: an enabled 站内消息 configuration adds its receiver to an alarm's notices.
 */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let users: Record<string, number>;
let companies: Record<string, number>;
let projects: Record<string, { id: number; company_id: number; district_code: string }>;
const url = (path: string) => `${s.api}${path}`;
const LIST = '/api/PushConfig/WherePushConfigList';
const CREATE = '/api/PushConfig/CreatePushConfig';

beforeAll(async () => {
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
  companies = Object.fromEntries((await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies')).map((r) => [r.name, r.id]));
  const rows = await s.db.many<{ id: number; project_no: string; company_id: number; district_code: string }>('SELECT id, project_no, company_id, district_code FROM projects');
  projects = Object.fromEntries(rows.map((r) => [r.project_no, r]));
});

const names = async (user: string) =>
  ((await get(url(LIST), { index: 0, size: 100, token: tokens[user]! })).body.data as { configName: string }[]).map((r) => r.configName).sort();

describe('推送配置: list, detail, create, update', () => {
  test('each caller lists its companies\' configurations; values as seeded', async () => {
    expect(await names('sysadmin')).toEqual(['南山项目扬尘超标短信', '系统公告大屏广播', '资质证书到期提醒', '远景设备报警通知', '集团设备报警站内通知'].sort());
    expect(await names('enterprise_demo')).toEqual(['南山项目扬尘超标短信', '系统公告大屏广播', '资质证书到期提醒'].sort());
    expect(await names('readonly_demo')).toEqual(['南山项目扬尘超标短信', '系统公告大屏广播', '资质证书到期提醒'].sort());
    const list = await get(url(LIST), { index: 0, size: 100, strWhere: 'channel = 2', token: tokens.enterprise_demo! });
    expect(list.body.page).toMatchObject({ record_count: 1 });
    const row = list.body.data[0];
    expect(row).toMatchObject({
      configName: '南山项目扬尘超标短信', eventKind: 2, channel: 2, receiverUserId: users.project_demo, projectId: projects['HJ-2025-001']!.id,
      enabled: 1, companyId: companies['华建第一工程有限公司'], remark: '',
    });
    expect(row.receiverPhone).not.toBe('13800000003'); // masked in lists (SPEC §5)
    const detail = await get(url('/api/PushConfig/GetPushConfigDetail'), { id: row.id, token: tokens.enterprise_demo! });
    expect(detail.body.data).toMatchObject({ receiverPhone: '13800000003' });
    // government_demo and project_demo hold no 平台推送
    expect((await get(url(LIST), { token: tokens.government_demo! })).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await get(url(LIST), { token: tokens.project_demo! })).body).toMatchObject({ code: 402, detail: '没有权限' });
  });

  test('required fields in order; the receiver must be reachable; a project gives its company; readonly may not add', async () => {
    const h = bearer(tokens.enterprise_demo!);
    const full = { config_name: '前海设备报警', event_kind: 1, channel: 1, receiver_user_id: users.enterprise_demo!, project_id: projects['HJ-2025-002']!.id };
    expect((await postForm(url(CREATE), { ...full, config_name: '' }, h)).body.detail).toBe('请输入配置名称');
    expect((await postForm(url(CREATE), { config_name: 'x' }, h)).body.detail).toBe('请选择推送事件');
    expect((await postForm(url(CREATE), { config_name: 'x', event_kind: 1 }, h)).body.detail).toBe('请选择推送方式');
    expect((await postForm(url(CREATE), { config_name: 'x', event_kind: 1, channel: 1 }, h)).body.detail).toBe('请选择接收人');
    expect((await postForm(url(CREATE), { ...full, event_kind: 9 }, h)).body.detail).toBe('推送事件格式不正确');
    expect((await postForm(url(CREATE), { ...full, receiver_user_id: users.sysadmin! }, h)).body).toMatchObject({ code: 402 });
    expect((await postForm(url(CREATE), { ...full, project_id: projects['YJ-2025-007']!.id }, h)).body).toMatchObject({ code: 402 });
    expect((await postForm(url(CREATE), full, bearer(tokens.readonly_demo!))).body).toMatchObject({ code: 402 });
    const created = await postForm(url(CREATE), full, h);
    expect(created.body).toMatchObject({ code: 200, msg: '提交成功' });
    const row = await s.db.one('SELECT company_id, project_id, enabled, channel FROM push_configs WHERE id = $1', [created.body.data.id]);
    expect(row).toEqual({ company_id: projects['HJ-2025-002']!.company_id, project_id: projects['HJ-2025-002']!.id, enabled: 1, channel: 1 });
    const off = await postForm(url('/api/PushConfig/ModifyPushConfig'), { id: created.body.data.id, enabled: 0 }, h);
    expect(off.body.code).toBe(200);
    expect((await s.db.one<{ enabled: number }>('SELECT enabled FROM push_configs WHERE id = $1', [created.body.data.id]))!.enabled).toBe(0);
  });
});

// Before the alarms of the describe below: the seeded week only.
describe('推送记录: what the configurations sent (docs/decisions/0412)', () => {
  const RECORDS = '/api/PushRecord/WherePushRecordList';
  const alarmCount = (sql: string, params: unknown[]) => s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM alarm_records a WHERE ${sql}`, params).then((r) => r!.n);

  test('the seeded week: one row per seeded alarm and matching configuration, 站内消息 delivered, 短信 not sent and why', async () => {
    // The seeded configurations (seed-push-configs.ts) that match alarms: the group's 设备报警 站内消息 (crane
    // alarms of the group's companies), 远景's 设备报警 站内消息, and the 南山 project's 环境报警 短信 (its dust alarms).
    const groupCrane = await alarmCount(`a.device_type = 'crane' AND a.company_id IN (SELECT id FROM companies WHERE id = $1 OR parent_id = $1 OR parent_id IN (SELECT id FROM companies WHERE parent_id = $1))`, [companies['华建智造集团有限公司']]);
    const otherCrane = await alarmCount(`a.device_type = 'crane' AND a.company_id = $1`, [companies['远景建设集团有限公司']]);
    const nanshanDust = await alarmCount(`a.device_type = 'dust' AND a.project_id = $1`, [projects['HJ-2025-001']!.id]);
    expect([groupCrane, otherCrane, nanshanDust]).toEqual([25, 5, 9]);
    const byConfig = await s.db.many<{ config_name: string; status: number; remark: string; n: number }>(
      `SELECT c.config_name, r.status, r.remark, count(*)::int AS n FROM push_records r JOIN push_configs c ON c.id = r.config_id
        GROUP BY 1, 2, 3 ORDER BY 1`,
    );
    expect(byConfig).toEqual([
      { config_name: '南山项目扬尘超标短信', status: 2, remark: '未配置短信网关', n: nanshanDust },
      { config_name: '远景设备报警通知', status: 1, remark: '', n: otherCrane },
      { config_name: '集团设备报警站内通知', status: 1, remark: '', n: groupCrane },
    ]);

    // Listed in the caller's company scope, newest first, with lookup codes.
    const list = await get(url(RECORDS), { index: 0, size: 10, strWhere: 'channel = 2', token: tokens.enterprise_demo! });
    expect(list.body.page).toMatchObject({ record_count: nanshanDust });
    const first = list.body.data[0];
    const newest = (await s.db.one<{ id: number; level: number; device_name: string; raised_at: Date }>(
      `SELECT a.id, a.level, a.device_name, a.raised_at FROM alarm_records a WHERE a.device_type = 'dust' AND a.project_id = $1 ORDER BY a.raised_at DESC, a.id DESC LIMIT 1`,
      [projects['HJ-2025-001']!.id],
    ))!;
    expect(first).toMatchObject({ eventKind: 2, channel: 2, receiverUserId: users.project_demo, status: 2, remark: '未配置短信网关', alarmId: newest.id });
    expect(first.title).toMatch(new RegExp(`^【(市级|区级|固定源)报警】${newest.device_name} PM(10|2\\.5)超标$`));
    // Masked (SPEC §5) in the list and in the detail too: a record nobody edits shows the number in full to no one
    // (decision 0310); the full number is on its 推送配置.
    expect(first.receiverPhone).toBe('1380***0003');
    expect((await get(url('/api/PushRecord/GetPushRecordDetail'), { id: first.id, token: tokens.enterprise_demo! })).body.data).toMatchObject({ id: first.id, receiverPhone: '1380***0003' });
    // 远景's rows are not 华建's; government_demo and project_demo hold no 平台推送; nothing to write.
    expect((await get(url(RECORDS), { index: 0, size: 100, token: tokens.enterprise_demo! })).body.data.map((r: { receiverUserId: number }) => r.receiverUserId)).not.toContain(users.sysadmin);
    expect((await get(url(RECORDS), { token: tokens.government_demo! })).body).toMatchObject({ code: 402 });
    expect((await get(url(RECORDS), { token: tokens.project_demo! })).body).toMatchObject({ code: 402 });
    expect((await postForm(url('/api/PushRecord/CreatePushRecord'), { title: 'x' }, bearer(tokens.sysadmin!))).status).toBe(404);
  });
});

describe('an enabled 站内消息 configuration adds its receiver to an alarm\'s notices', () => {
  const T0 = TEST_NOW - 3600_000;
  async function dustAlarm(name: string): Promise<string[]> {
    const key = `wsk_test_${Math.random().toString(36).slice(2)}${Date.now()}`;
    const p = projects['HJ-2025-001']!;
    const dev = await s.db.one<{ id: number }>(
      `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('dust', $1, $2, $3, $4, $5) RETURNING id`,
      [name, createHash('sha256').update(key).digest('hex'), p.company_id, p.id, p.district_code],
    );
    const readings = [];
    for (let t = 0; t <= 300; t += 10) readings.push({ metric: 'pm10', value: 210, ts: new Date(T0 + t * 1000).toISOString() });
    const r = await postJson(url('/api/Telemetry/Ingest'), { readings }, { 'x-device-key': key });
    expect([r.status, r.body.code]).toEqual([200, 200]);
    const alarm = await s.db.one<{ id: number }>('SELECT id FROM alarm_records WHERE device_id = $1', [dev!.id]);
    const rows = await s.db.many<{ user_name: string }>(
      `SELECT u.user_name FROM notices n JOIN users u ON u.id = n.target_user_id WHERE n.notice_type = 2 AND n.content LIKE $1 ORDER BY u.user_name`,
      [`%报警编号 ${alarm!.id}）`],
    );
    return rows.map((x) => x.user_name);
  }

  test('readonly_demo (no 报警记录) is notified of a dust alarm once a 环境报警 站内消息 entry names it; not for 设备报警 or SMS', async () => {
    const responsible = ['enterprise_demo', 'government_demo', 'project_demo', 'sysadmin'];
    expect(await dustAlarm('推送测试扬尘1号')).toEqual(responsible);
    const h = bearer(tokens.enterprise_demo!);
    const base = { config_name: '扬尘报警站内通知', receiver_user_id: users.readonly_demo! };
    for (const other of [{ event_kind: 1, channel: 1 }, { event_kind: 2, channel: 2 }]) {
      expect((await postForm(url(CREATE), { ...base, ...other }, h)).body.code).toBe(200);
    }
    expect(await dustAlarm('推送测试扬尘2号')).toEqual(responsible);
    expect((await postForm(url(CREATE), { ...base, event_kind: 2, channel: 1 }, h)).body.code).toBe(200);
    expect(await dustAlarm('推送测试扬尘3号')).toEqual([...responsible, 'readonly_demo'].sort());
  });
});

describe('推送记录 of a new alarm (docs/decisions/0412)', () => {
  test('a new alarm pushes once per matching configuration, as the configuration says', async () => {
    // By now (the describe above) 华建第一工程 has, for readonly_demo, 设备报警/站内消息, 环境报警/短信 and 环境报警/站内消息.
    const before = (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM push_records'))!.n;
    const key = `wsk_test_${Math.random().toString(36).slice(2)}${Date.now()}`;
    const p = projects['HJ-2025-001']!;
    const dev = await s.db.one<{ id: number }>(
      `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('dust', '推送记录扬尘', $1, $2, $3, $4) RETURNING id`,
      [createHash('sha256').update(key).digest('hex'), p.company_id, p.id, p.district_code],
    );
    const readings = [];
    for (let t = 0; t <= 300; t += 10) readings.push({ metric: 'pm10', value: 210, ts: new Date(TEST_NOW - 1800_000 + t * 1000).toISOString() });
    expect((await postJson(url('/api/Telemetry/Ingest'), { readings }, { 'x-device-key': key })).body.code).toBe(200);
    const alarm = (await s.db.one<{ id: number }>('SELECT id FROM alarm_records WHERE device_id = $1', [dev!.id]))!;
    const pushes = await s.db.many(
      `SELECT c.config_name, u.user_name, r.channel, r.status, r.remark, r.title FROM push_records r
         JOIN push_configs c ON c.id = r.config_id JOIN users u ON u.id = r.receiver_user_id WHERE r.alarm_id = $1 ORDER BY r.config_id`,
      [alarm.id],
    );
    const title = '【区级报警】推送记录扬尘 PM10超标';
    expect(pushes).toEqual([
      { config_name: '南山项目扬尘超标短信', user_name: 'project_demo', channel: 2, status: 2, remark: '未配置短信网关', title },
      { config_name: '扬尘报警站内通知', user_name: 'readonly_demo', channel: 2, status: 2, remark: '未配置短信网关', title },
      { config_name: '扬尘报警站内通知', user_name: 'readonly_demo', channel: 1, status: 1, remark: '', title },
    ]);
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM push_records'))!.n).toBe(before + 3);
  });
});
