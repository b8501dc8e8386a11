import { useTestServer } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';
import { bearer, get, postForm } from './http-client';

/**
 * 考勤管理 (issue 21, Deliver 3; docs/decisions/0670–0675) on the deterministic seed (TEST_NOW: Monday 2026-06-15
 * 10:00 site time; 白班 08:00–17:30, 夜班 19:00–07:00): the list scoped to the project, the judgement of seeded days
 * (a day shift's early leave, a night shift's late arrival and early leave the next morning), 更正 with its reason,
 * originals and audit row, 补录 of an absent day, the daily sheet and the monthly summary of 钢筋班.
 */
const s = useTestServer({ signIn: ['project_demo', 'readonly_demo'] });
const P = 'project_demo';
const read = async (path: string, query: Record<string, string | number>, user = P) => (await get(`${s.api}${path}`, query, bearer(s.token(user)))).body;
const correct = async (fields: Record<string, string | number>, user = P) =>
  (await postForm(`${s.api}/api/Attendance/CorrectAttendance`, fields, bearer(s.token(user)))).body;
const detail = async (id: number) => (await read('/api/Attendance/GetAttendanceDetail', { id })).data;
const sheet = async (strWhere: string) =>
  ((await read('/api/AttendanceSheet/WhereDailySheetList', { index: 0, size: 100, strWhere })).data as Record<string, number>[]).sort((a, b) => a.workerId! - b.workerId!);
const month = async (workerId: number) =>
  (await read('/api/AttendanceMonth/WhereMonthSummaryList', { index: 0, size: 10, strWhere: `worker_id = ${workerId} and month = '2026-06-01'` })).data[0];

/** Seeded days of 南山 (project_demo's project) on Friday 2026-06-12: 钢筋班 (白班) and 架子工班 (夜班). */
const ZHU_LEI = { id: 3904, workerId: 30 };
const LIU_DAYONG = 99;

test('the list is the project\'s days; another project\'s day is refused by id; readonly_demo may not correct', async () => {
  const list = await read('/api/Attendance/WhereAttendanceList', { index: 0, size: 1 });
  expect(list.page.record_count).toBe(4615);
  expect(await read('/api/Attendance/GetAttendanceDetail', { id: 4616 })).toMatchObject({ code: 402, detail: '没有权限' });
  expect(await correct({ id: 4616, outTime: '2026-06-12 18:00', reason: '测试' })).toMatchObject({ code: 402 });
  expect(await correct({ id: ZHU_LEI.id, outTime: '2026-06-12 18:00', reason: '测试' }, 'readonly_demo')).toMatchObject({ code: 402 });
  const file = await download(`${s.api}/api/Attendance/ExportExcel?strWhere=${encodeURIComponent("team_id = 6 and work_date = '2026-06-12'")}`, s.token(P));
  expect(file.status).toBe(200);
  const rows = await sheetRows(file.bytes);
  expect(rows).toHaveLength(1 + 8);
  expect(rows[0]).toEqual(expect.arrayContaining(['姓名', '日期', '班次', '进场时间', '离场时间', '工时(小时)', '考勤结果']));
});

test('seeded days judged against the team\'s shift, an overnight shift ending the next morning', async () => {
  expect(await detail(ZHU_LEI.id)).toMatchObject({
    workerName: '朱磊', teamName: '钢筋班', workDate: '2026-06-12', shiftName: '白班', expectedIn: '2026-06-12T00:00:00.000Z', expectedOut: '2026-06-12T09:30:00.000Z',
    inTime: '2026-06-11T22:54:22.569Z', outTime: '2026-06-12T09:01:12.911Z', hours: 10.11, judgement: 3, correctionKind: '',
  });
  const night = { shiftName: '夜班', expectedIn: '2026-06-12T11:00:00.000Z', expectedOut: '2026-06-12T23:00:00.000Z' };
  expect(await detail(1575)).toMatchObject({ workerName: '郭勇', teamName: '架子工班', ...night, inTime: '2026-06-12T11:01:24.612Z', judgement: 2 });
  expect(await detail(1294)).toMatchObject({ workerName: '吴大勇', ...night, outTime: '2026-06-12T22:30:49.867Z', hours: 12.26, judgement: 3 });
  expect(await detail(1218)).toMatchObject({ workerName: '邓刚', ...night, outTime: '2026-06-13T00:23:04.305Z', hours: 14.67, judgement: 1 });
});

test('the daily sheet lists every scheduled worker of a team, absent ones 缺勤; the monthly summary counts them', async () => {
  const day = await sheet("team_id = 6 and work_date = '2026-06-12'");
  expect(day.map((r) => [r.workerName, r.judgement, r.hours])).toEqual([
    ['朱磊', 3, 10.11], ['杨伟', 1, 10.67], ['张伟', 1, 10.49], ['潘超', 1, 11.19], ['刘大勇', 5, null],
    ['高文博', 5, null], ['高大勇', 1, 12.07], ['许俊杰', 1, 11.44], ['叶辉', 1, 10.71], ['冯洋', 1, 11.5],
  ]);
  expect(await month(ZHU_LEI.workerId)).toMatchObject({ workerName: '朱磊', teamName: '钢筋班', presentDays: 13, hours: 129.03, lateCount: 0, earlyCount: 6, absentCount: 0 });
  expect(await month(LIU_DAYONG)).toMatchObject({ workerName: '刘大勇', presentDays: 8, hours: 75.87, lateCount: 1, earlyCount: 1, absentCount: 1 });
});

test('a correction needs a reason; it keeps the gate\'s times, names who and why, and is audited', async () => {
  expect(await correct({ id: ZHU_LEI.id, outTime: '2026-06-12 17:40' })).toMatchObject({ code: 400, detail: '请输入更正原因' });
  expect(await correct({ id: ZHU_LEI.id, outTime: '2026-06-12 06:00', reason: '闸机故障' })).toMatchObject({ code: 400, detail: '离场时间不能早于进场时间' });
  expect(await correct({ id: ZHU_LEI.id, reason: '闸机故障' })).toMatchObject({ code: 400, detail: '请输入进场时间或离场时间' });
  expect(await correct({ id: ZHU_LEI.id, outTime: '2026-06-12 17:40', reason: '闸机故障，班组长确认17:40离场' })).toMatchObject({ code: 200, data: { id: ZHU_LEI.id } });
  const who = (await s.db.one<{ name: string }>("SELECT coalesce(nullif(real_name, ''), user_name) AS name FROM users WHERE user_name = $1", [P]))!.name;
  expect(await detail(ZHU_LEI.id)).toMatchObject({
    inTime: '2026-06-11T22:54:22.569Z', outTime: '2026-06-12T09:40:00.000Z', hours: 10.76, judgement: 1, correctionKind: '更正',
    originalInTime: '2026-06-11T22:54:22.569Z', originalOutTime: '2026-06-12T09:01:12.911Z', correctionReason: '闸机故障，班组长确认17:40离场', correctedByName: who,
  });
  const audit = await s.db.many<{ user_name: string; before: unknown; after: unknown }>(
    `SELECT u.user_name, a.before, a.after FROM audit_log a JOIN users u ON u.id = a.user_id WHERE a.action = 'attendance-correct' AND a.record_id = $1`, [String(ZHU_LEI.id)]);
  expect(audit).toEqual([{
    user_name: P,
    before: { workDate: '2026-06-12', inTime: '2026-06-11T22:54:22.569Z', outTime: '2026-06-12T09:01:12.911Z' },
    after: { workDate: '2026-06-12', workerId: ZHU_LEI.workerId, inTime: '2026-06-11T22:54:22.569Z', outTime: '2026-06-12T09:40:00.000Z', reason: '闸机故障，班组长确认17:40离场' },
  }]);
  expect(await month(ZHU_LEI.workerId)).toMatchObject({ presentDays: 13, hours: 129.68, earlyCount: 5 });
});

test('补录 creates an absent worker\'s day (in time on the day, once); the sheet and the summary follow', async () => {
  const day = { workerId: LIU_DAYONG, workDate: '2026-06-12', reason: '人脸识别失败，补录' };
  expect(await correct({ ...day, outTime: '2026-06-12 17:35' })).toMatchObject({ code: 400, detail: '请输入进场时间' });
  expect(await correct({ ...day, inTime: '2026-06-13 07:50' })).toMatchObject({ code: 400, detail: '进场时间须在考勤日期当天' });
  const bridgeWorker = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM workers WHERE project_id <> 1'))!.id;
  expect(await correct({ ...day, workerId: bridgeWorker, inTime: '2026-06-12 07:50' })).toMatchObject({ code: 402 });
  const added = await correct({ ...day, inTime: '2026-06-12 07:50', outTime: '2026-06-12 17:35' });
  expect(added).toMatchObject({ code: 200 });
  expect(await correct({ ...day, inTime: '2026-06-12 07:50' })).toMatchObject({ code: 409, detail: '该人员当日已有考勤记录，请更正该记录' });
  expect(await detail(added.data.id)).toMatchObject({ workerName: '刘大勇', judgement: 1, hours: 9.75, correctionKind: '补录', originalInTime: null });
  expect((await sheet("team_id = 6 and work_date = '2026-06-12' and judgement = 5")).map((r) => r.workerName)).toEqual(['高文博']);
  expect(await month(LIU_DAYONG)).toMatchObject({ presentDays: 9, hours: 85.62, absentCount: 0 });
});
