import { useTestServer } from '../testing';
import { download, sheetRows, upload, xlsxOf } from './excel/xlsx-helpers';
import { bearer, get, postForm } from './http-client';

/**
 * 施工管理 and 进度计划 (issue 22, Deliver 3; docs/decisions/0720–0724): a task's date order refused naming the field,
 * 延期 computed by the server for the seeded plan (and the project screen's figures from it), another project's
 * task refused by id (402), a small plan imported (exact rows; a second import adds nothing), the log's one per
 * project and day, its 在场人数 from attendance.
 */
const s = useTestServer({ signIn: ['project_demo'] });
const P = 'project_demo';
const TASK = '/api/PlanTask';
const LOG = '/api/ConstructionLog';
const call = async (path: string, fields: Record<string, string | number>) => (await postForm(`${s.api}${path}`, fields, bearer(s.token(P)))).body;
const read = async (path: string, query: Record<string, string | number>) => (await get(`${s.api}${path}`, query, bearer(s.token(P)))).body;

let nanshan: number;
beforeAll(async () => {
  nanshan = (await s.db.one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'"))!.id;
});

describe('进度计划', () => {
  test('a planned end before the planned start is refused naming the field; an unknown predecessor is refused', async () => {
    const task = { wbsCode: '8', taskName: '室外工程', plannedStart: '2026-08-10', plannedEnd: '2026-08-01' };
    expect(await call(`${TASK}/CreateTask`, task)).toMatchObject({ code: 400, detail: '计划完成不能早于计划开始' });
    expect(await call(`${TASK}/CreateTask`, { ...task, plannedEnd: '2026-08-20', predecessors: '7.7' })).toMatchObject({ code: 400, detail: '前置任务7.7不存在' });
    expect(await call(`${TASK}/CreateTask`, { ...task, wbsCode: '8..1', plannedEnd: '2026-08-20' })).toMatchObject({ code: 400, detail: 'WBS编码格式不正确' });
  });

  test('延期 is computed by the server for the seeded plan, in WBS order with each task\'s parent; the project screen reads it', async () => {
    const list = await read(`${TASK}/WhereTaskList`, { index: 0, size: 100 });
    expect(list.page.record_count).toBe(22);
    const rows = list.data as Record<string, unknown>[];
    expect(rows.map((r) => r.wbsCode).slice(0, 6)).toEqual(['1', '1.1', '1.2', '1.3', '2', '2.1']);
    expect(rows.filter((r) => r.delayed === '是').map((r) => r.wbsCode)).toEqual(['1.1', '2.2', '3.1', '4.1']);
    expect(rows.find((r) => r.wbsCode === '3.1')).toMatchObject({ taskName: '地下室结构', parentName: '主体结构', percentage: 80, milestone: 0, delayed: '是' });
    expect(rows.filter((r) => r.milestone === 1).map((r) => r.taskName)).toEqual(['开工令', '基础验收', '主体封顶', '竣工验收']);
    const filtered = await read(`${TASK}/WhereTaskList`, { index: 0, size: 100, strWhere: "delayed = '是'" });
    expect(filtered.page.record_count).toBe(4);

    const screen = (await read('/api/TyScreen/GetProjectOverview', { projectId: nanshan })).data;
    expect(screen.progress).toMatchObject({
      taskTotal: 22, percent: 29.6, finished: 7, delayed: 4, milestones: 4, milestonesReached: 2,
      byState: [{ name: '已完成', value: 7 }, { name: '进行中', value: 3 }, { name: '未开始', value: 8 }, { name: '延期', value: 4 }],
    });
    expect(screen.progress.delayedTasks.map((t: { wbsCode: string }) => t.wbsCode)).toEqual(['1.1', '2.2', '3.1', '4.1']);
  });

  test('another project\'s task is refused by id (402), for reading and for changing', async () => {
    const other = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM plan_tasks WHERE project_id <> $1', [nanshan]))!.id;
    expect(await read(`${TASK}/GetTaskDetail`, { id: other })).toMatchObject({ code: 402 });
    expect(await call(`${TASK}/ModifyTask`, { id: other, percentage: 50 })).toMatchObject({ code: 402 });
  });

  test('a small plan imported from Excel gives exactly its rows; the same file again adds nothing', async () => {
    // 所属项目 by name (resolved in the caller's scope), 里程碑 as 1 / 0 as the export writes it.
    const header = ['WBS编码', '任务名称', '所属项目', '前置任务', '计划开始', '计划完成', '完成百分比', '里程碑', '负责人'];
    const project = '南山科技园综合楼项目';
    const file = await xlsxOf([
      header,
      ['9', '室外配套', project, '', '2027-01-04', '2027-02-28', 0, 0, '王工'],
      ['9.1', '室外管网', project, '5.3', '2027-01-04', '2027-01-31', 0, 0, '王工'],
      ['9.2', '景观绿化', project, '9.1', '2027-02-01', '2027-02-28', 0, 1, '赵工'],
    ]);
    const url = `${s.api}${TASK}/ImportExcel`;
    expect((await upload(url, s.token(P), file)).body).toMatchObject({ code: 200, data: { created: 3, updated: 0 } });
    const rows = await s.db.many(
      `SELECT wbs_code, task_name, predecessors, to_char(planned_start, 'YYYY-MM-DD') AS s, to_char(planned_end, 'YYYY-MM-DD') AS e, milestone, responsible
         FROM plan_tasks WHERE project_id = $1 AND if_del = 0 AND wbs_code LIKE '9%' ORDER BY id`, [nanshan]);
    expect(rows).toEqual([
      { wbs_code: '9', task_name: '室外配套', predecessors: '', s: '2027-01-04', e: '2027-02-28', milestone: 0, responsible: '王工' },
      { wbs_code: '9.1', task_name: '室外管网', predecessors: '5.3', s: '2027-01-04', e: '2027-01-31', milestone: 0, responsible: '王工' },
      { wbs_code: '9.2', task_name: '景观绿化', predecessors: '9.1', s: '2027-02-01', e: '2027-02-28', milestone: 1, responsible: '赵工' },
    ]);
    expect((await upload(url, s.token(P), file)).body).toMatchObject({ code: 200, data: { created: 0, updated: 3 } });
    expect(await s.db.one("SELECT count(*)::int AS n FROM plan_tasks WHERE project_id = $1 AND if_del = 0", [nanshan])).toEqual({ n: 25 });
    const exported = await sheetRows((await download(`${s.api}${TASK}/ExportExcel`, s.token(P))).bytes);
    expect(exported).toHaveLength(1 + 25);
  });
});

describe('施工日志', () => {
  test('one log per project and day (日期已存在, 409); 在场人数 is that day\'s attendance', async () => {
    const today = (await s.db.one<{ d: string }>("SELECT to_char((now() AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS d"))!.d;
    expect(await call(`${LOG}/CreateLog`, { logDate: today, workContent: '复核' })).toMatchObject({ code: 409, detail: '日期已存在' });
    const list = await read(`${LOG}/WhereLogList`, { index: 0, size: 20 });
    expect(list.page.record_count).toBe(7);
    const attended = (await s.db.one<{ n: number }>('SELECT count(DISTINCT worker_id)::int AS n FROM attendance_records WHERE project_id = $1 AND work_date = $2::date', [nanshan, today]))!.n;
    expect(attended).toBeGreaterThan(0);
    expect(list.data[0]).toMatchObject({ logDate: today, workersOnSite: attended, recorder: '施工员' });
  });
});
