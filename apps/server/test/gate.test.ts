import { Writable } from 'node:stream';
import { idCardCheckChar } from '@worksite/validators';
import { gateRound, issueGateKeys } from '../src/simulator/gate-round';
import { useTestServer } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';
import { bearer, get, postForm, postJson } from './http-client';

/**
 * 门禁 (issue 21, Deliver 2; docs/decisions/0660–0665): the gate-event ingest by device key decides each passage on
 * the roster (未登记, 已退场, 黑名单, 无已签订劳动合同, 未完成三级教育, 特种作业证书), stores it once per device and event id,
 * makes the attendance day of an allowed one and raises an alarm with notices for a refused one; 通行记录 is read in
 * project scope with the ID number masked; no answer, export or log line holds a whole ID number.
 */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const s = useTestServer({ signIn: ['project_demo'], config: { logLevel: 'info' }, logStream: capture });

const P = 'project_demo';
/** An 18-digit ID number anywhere in a text (a whole one: no digit before or after). */
const FULL_ID = /(?<!\d)\d{17}[\dX](?!\d)/;
const STRANGER = '44030519900101123' + idCardCheckChar('44030519900101123');
const card = (workerId: number) => `MJ${String(workerId).padStart(8, '0')}`;

let nanshan: number;
let inKey: string;
let outKey: string;
let inDevice: number;
let outDevice: number;
let worker: { id: number; name: string; idCard: string; masked: string };

const api = (path: string) => `${s.api}${path}`;
const send = async (key: string, events: unknown[]) => postJson(api('/api/Gate/Events'), { events }, { 'x-device-key': key });
const read = async (action: string, query: Record<string, string | number>) => (await get(api(`/api/GatePassage/${action}`), query, bearer(s.token(P)))).body;
const one = async <T>(sql: string, params: unknown[] = []) => (await s.db.one<T & Record<string, unknown>>(sql, params))!;

beforeAll(async () => {
  nanshan = (await one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'")).id;
  const create = async (deviceName: string, direction: number) =>
    (await postForm(api('/api/AccessDevice/CreateAccessDevice'), { deviceName, direction, location: '东门', projectId: nanshan }, bearer(s.token(P)))).body;
  const a = await create('测试门禁-进', 1);
  const b = await create('测试门禁-出', 2);
  expect([a.code, a.detail, b.code]).toEqual([200, '提交成功，设备密钥只显示一次，请妥善保存', 200]);
  [inKey, outKey, inDevice, outDevice] = [a.data.ingestKey, b.data.ingestKey, a.data.id, b.data.id];
  // A worker the gate admits (on the roster, signed contract, 三级教育, no certificate problem) absent on Sunday 06-14.
  const w = await one<{ id: number; worker_name: string; id_card_masked: string }>(
    `SELECT w.id, w.worker_name, w.id_card_masked FROM workers w JOIN worker_gate_documents d ON d.worker_id = w.id
      WHERE w.project_id = $1 AND w.roster_status = 1 AND w.exit_date IS NULL AND d.has_signed_contract AND d.certificate_problem IS NULL
        AND (SELECT count(*) FROM worker_safety_education e WHERE e.worker_id = w.id) = 3
        AND NOT EXISTS (SELECT 1 FROM attendance_records a WHERE a.worker_id = w.id AND a.work_date = '2026-06-14')
      ORDER BY w.id LIMIT 1`, [nanshan]);
  const revealed = (await get(api('/api/Worker/GetWorkerIdCard'), { id: w.id }, bearer(s.token(P)))).body;
  worker = { id: w.id, name: w.worker_name, idCard: revealed.data.idCard, masked: w.id_card_masked };
});

describe('the gate-event ingest', () => {
  test('an allowed worker: the passages and the attendance day (first 进, last 出) appear', async () => {
    const first = await send(inKey, [{ eventId: 't-1', idCard: worker.idCard, time: '2026-06-14T07:02:00+08:00', photo: '/upload/gate/t1.jpg' }]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 200, detail: '提交成功' });
    expect(first.body.data).toEqual({
      events: [{ eventId: 't-1', result: 'allowed', duplicate: false, passageId: expect.any(Number), workerId: worker.id, workerName: worker.name, direction: 1, passedAt: '2026-06-13T23:02:00.000Z' }],
      allowed: 1, refused: 0, invalid: 0, duplicates: 0,
    });
    expect((await send(inKey, [{ eventId: 't-3', cardNo: card(worker.id), time: Date.parse('2026-06-14T08:00:00+08:00') }])).body.data.allowed).toBe(1);
    expect((await send(outKey, [
      { eventId: 'o-1', idCard: worker.idCard, time: '2026-06-14T17:00:00+08:00' },
      { eventId: 'o-2', idCard: worker.idCard.toLowerCase(), time: '2026-06-14T18:31:00+08:00' },
    ])).body.data.allowed).toBe(2);
    const day = await s.db.many('SELECT in_time, out_time FROM attendance_records WHERE worker_id = $1 AND work_date = $2', [worker.id, '2026-06-14']);
    expect(day).toEqual([{ in_time: new Date('2026-06-13T23:02:00Z'), out_time: new Date('2026-06-14T10:31:00Z') }]);
    const list = await read('WhereGatePassageList', { index: 0, size: 10, strWhere: `worker_id = ${worker.id} and device_id in (${inDevice}, ${outDevice})` });
    expect(list.data.map((r: Record<string, unknown>) => [r.eventId, r.direction, r.decision, r.idCard, r.photo])).toEqual([
      ['o-2', 2, 1, worker.masked, ''], ['o-1', 2, 1, worker.masked, ''], ['t-3', 1, 1, worker.masked, ''], ['t-1', 1, 1, worker.masked, '/upload/gate/t1.jpg'],
    ]);
  });

  test('a replayed event is stored once and answered as before; a bad event is answered invalid and not stored', async () => {
    const again = await send(inKey, [
      { eventId: 't-1', idCard: worker.idCard, time: '2026-06-14T07:02:00+08:00' },
      { eventId: 't-9', time: '2026-06-14T07:05:00+08:00' },
      { eventId: 't-10', idCard: '12345', time: '2026-06-14T07:05:00+08:00' },
      { eventId: 't-11', cardNo: 'X1', time: '2027-01-01T00:00:00+08:00' },
    ]);
    const before = (await read('WhereGatePassageList', { index: 0, size: 10, strWhere: `worker_id = ${worker.id} and passed_at < '2026-06-15'` })).data.find((r: { eventId: string }) => r.eventId === 't-1');
    expect(again.body.data).toEqual({
      events: [
        { eventId: 't-1', result: 'allowed', duplicate: true, passageId: before.id, workerId: worker.id, workerName: worker.name, direction: 1, passedAt: '2026-06-13T23:02:00.000Z' },
        { eventId: 't-9', result: 'invalid', duplicate: false, reason: '缺少身份证号或门禁卡号' },
        { eventId: 't-10', result: 'invalid', duplicate: false, reason: '身份证号格式不正确' },
        { eventId: 't-11', result: 'invalid', duplicate: false, reason: '通行时间不正确或超出允许范围' },
      ],
      allowed: 0, refused: 0, invalid: 3, duplicates: 1,
    });
    expect(await one('SELECT count(*)::int AS n FROM gate_passages WHERE device_id = $1 AND event_id LIKE $2', [inDevice, 't-%'])).toEqual({ n: 2 });
  });

  test('an unknown person and a worker without 三级教育 are refused with the reason, an alarm and a notice; a second refusal joins the alarm', async () => {
    const untrained = await one<{ id: number; worker_name: string; id_card_masked: string }>(
      `SELECT w.id, w.worker_name, w.id_card_masked FROM workers w WHERE w.project_id = $1 AND w.if_del = 0 AND w.roster_status = 1
          AND (SELECT count(*) FROM worker_safety_education e WHERE e.worker_id = w.id) < 3 ORDER BY w.id LIMIT 1`, [nanshan]);
    const res = await send(inKey, [
      { eventId: 'r-1', idCard: STRANGER, time: '2026-06-15T09:00:00+08:00' },
      { eventId: 'r-2', cardNo: card(untrained.id), time: '2026-06-15T09:01:00+08:00' },
    ]);
    expect(res.body.data.events).toEqual([
      { eventId: 'r-1', result: 'refused', duplicate: false, passageId: expect.any(Number), reasonCode: 1, reason: '未在本项目人员花名册登记', direction: 1, passedAt: '2026-06-15T01:00:00.000Z' },
      {
        eventId: 'r-2', result: 'refused', duplicate: false, passageId: expect.any(Number), reasonCode: 5, reason: '未完成三级教育（缺少班组级）',
        workerId: untrained.id, workerName: untrained.worker_name, direction: 1, passedAt: '2026-06-15T01:01:00.000Z',
      },
    ]);
    const alarms = await s.db.many<{ id: number; gate_passage_id: string }>(
      `SELECT a.id, a.device_type, a.device_name, a.metric, a.value, a.level, a.status, a.threshold_id, a.gate_passage_id AS passage
         FROM alarm_records a WHERE a.gate_passage_id = ANY($1::int[]) ORDER BY a.id`, [res.body.data.events.map((e: { passageId: number }) => e.passageId)]);
    expect(alarms).toEqual(res.body.data.events.map((e: { passageId: number; reasonCode: number }) => ({
      id: expect.any(Number), device_type: 'gate', device_name: '测试门禁-进', metric: 'gateRefusal', value: e.reasonCode, level: 3, status: 1, threshold_id: null, passage: e.passageId,
    })));
    const notices = await s.db.many<{ title: string; content: string; to_demo: boolean }>(
      `SELECT n.title, n.content, bool_or(u.user_name = 'project_demo') AS to_demo, count(*)::int AS users FROM notices n JOIN users u ON u.id = n.target_user_id
        WHERE n.notice_type = 2 AND (n.content LIKE '%（报警编号 ' || $1 || '）' OR n.content LIKE '%（报警编号 ' || $2 || '）') GROUP BY n.title, n.content ORDER BY n.title`,
      [alarms[0]!.id, alarms[1]!.id]);
    const project = (await one<{ project_name: string }>('SELECT project_name FROM projects WHERE id = $1', [nanshan])).project_name;
    expect(notices).toEqual([
      {
        title: '【门禁报警】测试门禁-进 拒绝通行：未完成三级教育', to_demo: true, users: expect.any(Number),
        content: `${project} 测试门禁-进：${untrained.worker_name}（${untrained.id_card_masked}）于 2026-06-15 09:01:00 进场被拒绝，原因：未完成三级教育（缺少班组级）。请核实人员身份并处理。（报警编号 ${alarms[1]!.id}）`,
      },
      {
        title: '【门禁报警】测试门禁-进 拒绝通行：未登记', to_demo: true, users: expect.any(Number),
        content: `${project} 测试门禁-进：未登记人员（身份证号 4403**********${STRANGER.slice(-4)}）于 2026-06-15 09:00:00 进场被拒绝，原因：未在本项目人员花名册登记。请核实人员身份并处理。（报警编号 ${alarms[0]!.id}）`,
      },
    ]);
    const noticeCount = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM notices')).n;
    const count = await noticeCount();
    const retry = await send(inKey, [{ eventId: 'r-3', cardNo: card(untrained.id), time: '2026-06-15T09:30:00+08:00' }]);
    expect(await one('SELECT alarm_id FROM gate_passages WHERE id = $1', [retry.body.data.events[0].passageId])).toEqual({ alarm_id: alarms[1]!.id });
    expect(await noticeCount()).toBe(count);
    // The refused passage is in the list's filter by decision and reason, the stranger's ID masked.
    const refused = await read('WhereGatePassageList', { index: 0, size: 50, strWhere: 'decision = 2 and refusal_reason = 1' });
    expect(refused.data.map((r: Record<string, unknown>) => [r.eventId, r.idCard, r.reasonText])).toEqual([['r-1', `4403**********${STRANGER.slice(-4)}`, '未在本项目人员花名册登记']]);
  });

  test('the seeded cases: exited, blacklisted, no signed contract, certificate expired — and the seeded refusals of today', async () => {
    const exited = await one<{ id: number; exit: string }>(
      "SELECT id, to_char(exit_date, 'YYYY-MM-DD') AS exit FROM workers WHERE project_id = $1 AND if_del = 0 AND exit_date < '2026-06-15' ORDER BY id LIMIT 1", [nanshan]);
    const draft = await one<{ worker_id: number }>('SELECT worker_id FROM labour_contracts WHERE project_id = $1 AND status = 1 AND if_del = 0 ORDER BY id LIMIT 1', [nanshan]);
    const electrician = await one<{ id: number }>(
      `SELECT w.id FROM workers w JOIN worker_gate_documents d ON d.worker_id = w.id WHERE w.project_id = $1 AND d.certificate_problem LIKE '%已过期%' ORDER BY w.id LIMIT 1`, [nanshan]);
    const listed = await one<{ id: number; company_id: number; id_card_hash: string }>(
      'SELECT id, company_id, id_card_hash FROM workers WHERE project_id = $1 AND id > $2 AND roster_status = 1 ORDER BY id LIMIT 1', [nanshan, worker.id]);
    await s.db.exec(
      `INSERT INTO blacklist_entries (company_id, subject_type, subject_name, reason, list_date, id_number_hash) VALUES ($1, 1, '测试人员', '恶意讨薪', '2026-06-01', $2)`,
      [listed.company_id, listed.id_card_hash]);
    const res = await send(inKey, [exited.id, listed.id, draft.worker_id, electrician.id].map((id, i) => ({ eventId: `c-${i}`, cardNo: card(id), time: '2026-06-15T09:40:00+08:00' })));
    expect(res.body.data.events.map((e: { reasonCode: number; reason: string }) => [e.reasonCode, e.reason])).toEqual([
      [2, `已于${exited.exit}退场`], [3, '已列入黑名单：恶意讨薪'], [4, '无已签订且在有效期内的劳动合同'], [6, '电工作业操作证已过期（2026-05-26）'],
    ]);
    const seeded = await s.db.many(
      `SELECT refusal_reason, reason_text, to_char(passed_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS at FROM gate_passages
        WHERE project_id = $1 AND event_id LIKE 'seed-refused-%' ORDER BY refusal_reason`, [nanshan]);
    expect(seeded).toEqual([
      { refusal_reason: 5, reason_text: '未完成三级教育（缺少班组级）', at: '2026-06-15 07:10' },
      { refusal_reason: 6, reason_text: '电工作业操作证已过期（2026-05-26）', at: '2026-06-15 07:10' },
    ]);
  });

  test('a wrong, missing or disabled device key is refused (401) and nothing is stored', async () => {
    const event = [{ eventId: 'k-1', cardNo: card(worker.id) }];
    expect((await send('wsk_not-a-key-of-any-device', event)).body).toMatchObject({ code: 401, detail: '设备密钥无效或设备已停用' });
    expect((await postJson(api('/api/Gate/Events'), { events: event })).body).toMatchObject({ code: 401, detail: '缺少设备密钥' });
    expect((await postForm(api('/api/AccessDevice/ModifyAccessDevice'), { id: inDevice, status: 0 }, bearer(s.token(P)))).body).toMatchObject({ code: 200 });
    expect((await send(inKey, event)).body).toMatchObject({ code: 401 });
    expect(await one("SELECT count(*)::int AS n FROM gate_passages WHERE event_id = 'k-1'")).toEqual({ n: 0 });
  });
});

describe('通行记录 and 门禁设备', () => {
  test('another project\'s passage is refused by id (402); a device of the project is listed 在线 without its key', async () => {
    const other = await one<{ id: number }>('SELECT min(id) AS id FROM gate_passages WHERE project_id <> $1', [nanshan]);
    expect(await read('GetGatePassageDetail', { id: other.id })).toMatchObject({ code: 402, detail: '没有权限' });
    const devices = (await get(api('/api/AccessDevice/WhereAccessDeviceList'), { index: 0, size: 50 }, bearer(s.token(P)))).body;
    const mine = devices.data.find((d: { id: number }) => d.id === inDevice);
    expect(mine).toMatchObject({ deviceName: '测试门禁-进', direction: 1, status: 0, onlineText: '在线', keyHint: inKey.slice(-4) });
    expect(JSON.stringify(devices)).not.toContain(inKey);
  });

  test('the simulator issues itself the demo gates\' keys and sends an event through the ingest (a stranger: 未登记)', async () => {
    const gates = await issueGateKeys(s.db);
    expect(gates.length).toBeGreaterThan(0);
    const draws = [0, 0, 0.01, 0.3, 0.4];
    expect(await gateRound(s.db, s.baseUrl, gates, () => draws.shift() ?? 0)).toBe(200);
    expect(await s.db.many("SELECT device_id, decision, refusal_reason FROM gate_passages WHERE event_id LIKE 'sim-%'")).toEqual([
      { device_id: gates.find((g) => g.projectId === gates[0]!.projectId && g.direction === 1)!.id, decision: 2, refusal_reason: 1 },
    ]);
  });

  test('the export masks every ID number; no log line holds a whole one', async () => {
    const file = await download(api('/api/GatePassage/ExportExcel'), s.token(P));
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows.length).toBeGreaterThan(100);
    expect(JSON.stringify(rows)).not.toMatch(FULL_ID);
    await s.close();
    expect(lines.length).toBeGreaterThan(10);
    for (const id of [worker.idCard, STRANGER]) expect(lines.join('\n')).not.toContain(id);
  });
});
