import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/**
 * 资质信息, 施工许可证, 竣工验收 (SPEC §7 "Records"; docs/decisions/0360): the nine calls of SPEC plus the chosen
 * deleteData, on the generic mount, against the seeded rows of seed-project-documents.ts.
 */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
const p = useDemoIds(s).projectNos;
const url = (path: string) => `${s.api}${path}`;

const QUALIFICATION = '/api/Qualification';
const LICENCE = '/api/BuilderLicence';
const FINISH = '/api/ProjectFinishCheck';

async function query(prefix: string, user: string, fields: Record<string, string | number> = {}) {
  return postForm(url(`${prefix}/queryDataByWhere`), { index: 0, size: 100, wid: 11, fromplat: 'pc', ...fields }, bearer(tokens[user]!));
}

describe('queryDataByWhere: the seeded rows in each caller\'s scope, SPEC list shape', () => {
  test('qualifications: sysadmin all five; enterprise its companies\' projects; government its district; project user none (no grant)', async () => {
    const all = await query(QUALIFICATION, 'sysadmin');
    expect(all.body.code).toBe(200);
    expect(all.body.page).toMatchObject({ p_index: 1, p_size: 100, record_count: 5 });
    expect((all.body.data as { certificateNo: string }[]).map((r) => r.certificateNo).sort()).toEqual(
      ['D144010003', 'D144030521', 'D144030612', 'D244030988', 'E144030876'],
    );
    const nanshan = (all.body.data as Record<string, unknown>[]).find((r) => r.certificateNo === 'D144030521');
    expect(nanshan).toMatchObject({
      projectId: p['HJ-2025-001'], orgName: '华建第一工程有限公司', qualificationType: '建筑工程施工总承包', qualificationGrade: '一级',
      issuingAuthority: '广东省住房和城乡建设厅', issueDate: '2023-05-10', validUntil: '2028-05-09', attachments: '', remark: '',
    });
    const certs = async (user: string) => ((await query(QUALIFICATION, user)).body.data as { certificateNo: string }[]).map((r) => r.certificateNo).sort();
    expect(await certs('enterprise_demo')).toEqual(['D144030521', 'D244030988', 'E144030876']);
    // project_demo holds only 项目列表 / 项目概况 of 项目管理 (seed-roles.ts, 0307)
    expect((await query(QUALIFICATION, 'project_demo')).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await certs('government_demo')).toEqual(['D144030521', 'D244030988', 'E144030876']);
  });

  test('builder licences: numbers and dates as the client reads them; strWhere on a filterable column', async () => {
    const r = await query(LICENCE, 'sysadmin', { strWhere: "licence_no = '440305202502200101'" });
    expect(r.body.page.record_count).toBe(1);
    expect(r.body.data[0]).toMatchObject({
      licenceNo: '440305202502200101', projectId: p['HJ-2025-001'], builderUnit: '深圳湾科技园开发有限公司', constructionUnit: '华建第一工程有限公司',
      supervisionUnit: '深圳鹏城建设监理有限公司', designUnit: '深圳市建筑设计研究总院', buildingArea: 86500, contractAmount: 42000,
      plannedStart: '2025-03-01', plannedEnd: '2027-06-30', issuingAuthority: '深圳市南山区住房和建设局', issueDate: '2025-02-20',
    });
    expect((await query(LICENCE, 'sysadmin')).body.page.record_count).toBe(3);
    expect((await query(LICENCE, 'government_demo')).body.data.map((x: { licenceNo: string }) => x.licenceNo)).toEqual(['440305202502200101']);
    const bad = await query(LICENCE, 'sysadmin', { strWhere: '1=1 or company_id > 0' });
    expect(bad.status).toBe(400);
  });

  test('finish checks: conclusion code, filing; filter by conclusion', async () => {
    const passed = await query(FINISH, 'sysadmin', { strWhere: 'conclusion = 1' });
    expect((passed.body.data as { filingNo: string }[]).map((r) => r.filingNo).sort()).toEqual(['440106JG2026007', '440306JG2026001']);
    const mine = await query(FINISH, 'enterprise_demo');
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      projectId: p['HJ-2025-001'], checkDate: '2026-09-18', organiser: '深圳湾科技园开发有限公司', conclusion: 2, filingNo: '', filingDate: null,
      opinion: '消防通道及室外管网未完成，整改后重新组织验收。',
    });
  });
});

describe('createData / updateData / deleteData', () => {
  test('required fields in declared order, Chinese messages naming the field', async () => {
    const create = url(`${QUALIFICATION}/createData`);
    const h = bearer(tokens.enterprise_demo!);
    expect((await postForm(create, { org_name: '某单位' }, h)).body.detail).toBe('请选择所属项目');
    expect((await postForm(create, { project_id: p['HJ-2025-001']! }, h)).body.detail).toBe('请输入单位名称');
    expect((await postForm(create, { project_id: p['HJ-2025-001']!, org_name: '某单位' }, h)).body.detail).toBe('请输入资质类别');
    expect((await postForm(create, { project_id: p['HJ-2025-001']!, org_name: '某单位', qualification_type: '专业承包' }, h)).body.detail).toBe('请输入证书编号');
    const finish = url(`${FINISH}/createData`);
    expect((await postForm(finish, { project_id: p['HJ-2025-001']!, organiser: '建设单位' }, h)).body.detail).toBe('请选择验收日期');
    expect((await postForm(finish, { project_id: p['HJ-2025-001']!, check_date: '2026-10-01', organiser: '建设单位' }, h)).body.detail).toBe('请选择验收结论');
    expect((await postForm(finish, { project_id: p['HJ-2025-001']!, check_date: '2026-02-30', organiser: '建设单位', conclusion: 1 }, h)).body.detail).toBe('验收日期格式不正确');
    expect((await postForm(finish, { project_id: p['HJ-2025-001']!, check_date: '2026-10-01', organiser: '建设单位', conclusion: 3 }, h)).body.detail).toBe('验收结论格式不正确');
    expect((await postForm(url(`${LICENCE}/createData`), { project_id: p['HJ-2025-001']!, licence_no: 'X1' }, h)).body.detail).toBe('请输入建设单位');
  });

  test('create copies the project\'s company and district; update; delete (soft); another company\'s project or record → 402', async () => {
    const h = bearer(tokens.enterprise_demo!);
    const created = await postForm(url(`${QUALIFICATION}/createData`), {
      project_id: p['HJ-2025-002']!, org_name: '深圳前海安装工程有限公司', qualification_type: '机电工程施工总承包', qualification_grade: '二级',
      certificate_no: 'D244031234', issue_date: '2025-04-01', valid_until: '',
    }, h);
    expect(created.body).toMatchObject({ code: 200, msg: '提交成功' });
    const id = created.body.data.id as number;
    const row = await s.db.one<Record<string, unknown>>('SELECT company_id, district_code, valid_until, if_del FROM project_qualifications WHERE id = $1', [id]);
    const subA = (await s.db.one<{ company_id: number }>('SELECT company_id FROM projects WHERE id = $1', [p['HJ-2025-002']]))!.company_id;
    expect(row).toEqual({ company_id: subA, district_code: '440305', valid_until: null, if_del: 0 });

    const updated = await postForm(url(`${QUALIFICATION}/updateData`), { rec_id: id, qualification_grade: '一级', valid_until: '2030-03-31' }, h);
    expect(updated.body.code).toBe(200);
    const listed = await query(QUALIFICATION, 'enterprise_demo', { strWhere: "certificate_no = 'D244031234'" });
    expect(listed.body.data[0]).toMatchObject({ id, qualificationGrade: '一级', validUntil: '2030-03-31', issueDate: '2025-04-01', orgName: '深圳前海安装工程有限公司' });

    const foreignProject = await postForm(url(`${QUALIFICATION}/createData`), {
      project_id: p['YJ-2025-007']!, org_name: '越权', qualification_type: '越权', certificate_no: 'X',
    }, h);
    expect(foreignProject.body).toMatchObject({ code: 402, detail: '没有权限' });
    const foreign = await s.db.one<{ id: number }>("SELECT id FROM project_qualifications WHERE certificate_no = 'D144010003'");
    expect((await postForm(url(`${QUALIFICATION}/updateData`), { rec_id: foreign!.id, org_name: '越权' }, h)).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await postForm(url(`${QUALIFICATION}/deleteData`), { rec_id: foreign!.id }, h)).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await s.db.one<{ org_name: string }>('SELECT org_name FROM project_qualifications WHERE id = $1', [foreign!.id]))!.org_name).toBe('远景建设集团有限公司');

    const deleted = await postForm(url(`${QUALIFICATION}/deleteData`), { rec_id: id }, h);
    expect(deleted.body.code).toBe(200);
    expect((await s.db.one<{ if_del: number }>('SELECT if_del FROM project_qualifications WHERE id = $1', [id]))!.if_del).toBe(1);
    expect((await query(QUALIFICATION, 'enterprise_demo')).body.page.record_count).toBe(3);
  });

  test('readonly_demo lists but may not create; project_demo holds no add there either; no token → 401', async () => {
    expect((await query(FINISH, 'readonly_demo')).body.code).toBe(200);
    const body = { project_id: p['HJ-2025-001']!, check_date: '2026-10-01', organiser: '建设单位', conclusion: 1 };
    expect((await postForm(url(`${FINISH}/createData`), body, bearer(tokens.readonly_demo!))).body).toMatchObject({ code: 402 });
    expect((await postForm(url(`${FINISH}/createData`), body, bearer(tokens.project_demo!))).body).toMatchObject({ code: 402 });
    expect((await postForm(url(`${FINISH}/queryDataByWhere`), { index: 0, size: 10 })).status).toBe(401);
  });
});

describe('班组 and 培训 of a project (issue 21, Deliver 4 and 7; docs/decisions/0640–0646): seeded rows and hooks', () => {
  const LABOUR = "team_name NOT IN ('项目部', '监理部', '建设单位')";
  const workersOf = async (projectId: number) =>
    (await s.db.many<{ id: number }>(`SELECT id FROM workers WHERE project_id = $1 AND if_del = 0 AND ${LABOUR} ORDER BY id`, [projectId])).map((r) => r.id);
  const list = async (path: string, query: Record<string, string | number>) => (await get(url(path), { index: 0, size: 100, ...query }, bearer(tokens.sysadmin!))).body;
  const levels = async (workerId: number) =>
    (await list('/api/TrainingAttendee/WhereAttendeeList', { strWhere: `worker_id = ${workerId}` })).data.map((r: { trainingLevel: string }) => r.trainingLevel).sort();

  test("a worker's 三级教育 is queried by worker_id: all three levels, the project's last labour worker lacks 班组级", async () => {
    const nanshan = p['HJ-2025-001']!;
    const labour = await workersOf(nanshan);
    const everyone = (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM workers WHERE project_id = $1 AND if_del = 0', [nanshan]))!.n;
    expect(await levels(labour[0]!)).toEqual(['公司级', '班组级', '项目级']);
    expect(await levels(labour[labour.length - 1]!)).toEqual(['公司级', '项目级']);
    const view = await s.db.many<{ training_level: string; hours: string }>(
      'SELECT training_level, hours::text FROM worker_safety_education WHERE worker_id = $1 ORDER BY training_level', [labour[labour.length - 1]]);
    expect(view).toEqual([{ training_level: '公司级', hours: '3.0' }, { training_level: '项目级', hours: '3.0' }]);
    const sessions = await list('/api/TrainingRecord/WhereRecordList', { strWhere: `project_id = ${nanshan}` });
    expect(sessions.data.map((r: { trainingLevel: string; attendeeCount: number; hours: number }) => [r.trainingLevel, r.attendeeCount, r.hours]).sort()).toEqual(
      [['公司级', everyone, 3], ['班组级', everyone - 1, 3], ['项目级', everyone, 3]],
    );
  });

  test("another project's worker is refused as an attendee and as a team leader; a team's name is unique per project", async () => {
    const nanshan = p['HJ-2025-001']!;
    const bridgeWorker = (await workersOf(p['HJ-2025-003']!))[0]!;
    const session = (await list('/api/TrainingRecord/WhereRecordList', { strWhere: `project_id = ${nanshan} and training_level = '项目级'` })).data[0];
    const post = (path: string, fields: Record<string, string | number>) => postForm(url(path), fields, bearer(tokens.sysadmin!)).then((r) => r.body);
    expect(await post('/api/TrainingAttendee/CreateAttendee', { sessionId: session.id, workerId: bridgeWorker, hours: 3 })).toMatchObject({ code: 400, detail: '参训人员不是本项目在册人员' });
    expect(await post('/api/Team/CreateTeam', { teamName: '测试班', projectId: nanshan, leaderWorkerId: bridgeWorker })).toMatchObject({ code: 400, detail: '班组长不是本项目在册人员' });
    expect(await post('/api/Team/CreateTeam', { teamName: '钢筋班', projectId: nanshan })).toMatchObject({ code: 409, detail: '班组名称已存在' });
    const teams = await list('/api/Team/WhereTeamList', { strWhere: `project_id = ${nanshan} and team_name = '钢筋班'` });
    expect(teams.data[0]).toMatchObject({ teamName: '钢筋班', employerName: '南山建工劳务有限公司', workType: 1099 });
    const week = await list('/api/ShiftSchedule/WhereScheduleList', { strWhere: `team_id = ${teams.data[0].id}` });
    // this week (7 days) and the attendance history's working days before it (docs/decisions/0675)
    expect(week.page.record_count).toBe(31);
    const shifts = (await list('/api/WorkShift/WhereShiftList', {})).data as { shiftName: string; startTime: string; endTime: string; overnight: string }[];
    expect(new Set(shifts.map((r) => `${r.shiftName} ${r.startTime}-${r.endTime} ${r.overnight}`))).toEqual(new Set(['白班 08:00-17:30 否', '夜班 19:00-07:00 是']));
    const foreignShift = (await s.db.one<{ id: number }>('SELECT w.id FROM work_shifts w JOIN projects p ON p.company_id = w.company_id WHERE p.id = $1 ORDER BY w.id LIMIT 1', [p['YJ-2025-007']]))!.id;
    const day = { teamId: teams.data[0].id, workDate: '2026-01-05' };
    expect(await post('/api/ShiftSchedule/CreateSchedule', { ...day, shiftId: foreignShift })).toMatchObject({ code: 400, detail: '班次不存在或已删除' });
    expect(await post('/api/ShiftSchedule/CreateSchedule', { ...day, workDate: week.data[0].workDate, shiftId: week.data[0].shiftId })).toMatchObject({ code: 409, detail: '班组、排班日期已存在' });
  });
});
