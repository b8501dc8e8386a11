import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';

/**
 * 诚信评价 (docs/decisions/0425): 黑名单, 信用评价, 不良行为 and 奖励记录 on the generic mount, company scope,
 * soft delete, against the seeded rows of areas/integrity/seed-integrity.ts; the 解除 and 审核通过 / 驳回 moves are
 * the generic workflow moves of the declarations.
 */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let companies: Record<string, number>;
let projects: Record<string, { id: number; company_id: number }>;
let orgs: Record<string, { id: number; company_id: number }>;
const url = (path: string) => `${s.api}${path}`;

const BLACKLIST = '/api/Blacklist';
const EVALUATION = '/api/CreditEvaluation';
const MISCONDUCT = '/api/Misconduct';
const REWARD = '/api/Reward';

beforeAll(async () => {
  companies = Object.fromEntries((await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies')).map((r) => [r.name, r.id]));
  const projectRows = await s.db.many<{ id: number; project_no: string; company_id: number }>('SELECT id, project_no, company_id FROM projects');
  projects = Object.fromEntries(projectRows.map((r) => [r.project_no, r]));
  const orgRows = await s.db.many<{ id: number; org_name: string; company_id: number }>('SELECT id, org_name, company_id FROM organisations');
  orgs = Object.fromEntries(orgRows.map((r) => [r.org_name, r]));
});

type Row = Record<string, any>;
const list = async (prefix: string, action: string, user: string, query: Record<string, string | number> = {}) =>
  (await get(url(`${prefix}/Where${action}List`), { index: 0, size: 100, ...query }, bearer(tokens[user]!))).body;
const rows = async (prefix: string, action: string, user: string, query: Record<string, string | number> = {}) =>
  (await list(prefix, action, user, query)).data as Row[];
const post = async (path: string, user: string, fields: Record<string, string | number>) => (await postForm(url(path), fields, bearer(tokens[user]!))).body;
const E = 'enterprise_demo';

describe('the seeded rows in each caller\'s scope', () => {
  test('enterprise_demo (华建第一工程 and its 南山分公司): 4 黑名单, 5 信用评价, 4 不良行为, 3 奖励记录; sysadmin all; readonly_demo reads the same as enterprise_demo', async () => {
    const counts = async (user: string) => [
      (await list(BLACKLIST, 'Blacklist', user)).page.record_count,
      (await list(EVALUATION, 'CreditEvaluation', user)).page.record_count,
      (await list(MISCONDUCT, 'Misconduct', user)).page.record_count,
      (await list(REWARD, 'Reward', user)).page.record_count,
    ];
    expect(await counts(E)).toEqual([4, 5, 4, 3]);
    expect(await counts('readonly_demo')).toEqual([4, 5, 4, 3]);
    expect(await counts('sysadmin')).toEqual([6, 7, 6, 5]);
    // project_demo and government_demo hold no 诚信评价 (seed-roles.ts)
    expect(await list(BLACKLIST, 'Blacklist', 'project_demo')).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await list(EVALUATION, 'CreditEvaluation', 'government_demo')).toMatchObject({ code: 402, detail: '没有权限' });
  });

  test('黑名单: names, states and masked ID numbers as seeded; strWhere on 状态', async () => {
    const entries = await rows(BLACKLIST, 'Blacklist', E);
    expect(entries.map((r) => [r.subjectName, r.subjectType, r.status, r.idNumber, r.listDate, r.releaseDate]).sort()).toEqual([
      ['深圳市恒通建材有限公司', 2, 1, '9144**********7Q1R', '2026-04-18', null],
      ['深圳市鑫达劳务派遣有限公司', 2, 1, '9144**********2L3P', '2026-01-20', null],
      ['王某某', 1, 1, '4403**********2015', '2026-03-12', null],
      ['陈某', 1, 2, '4403**********3522', '2025-11-05', '2026-05-10'],
    ].sort());
    const released = await list(BLACKLIST, 'Blacklist', E, { strWhere: 'status = 2' });
    expect(released.page.record_count).toBe(1);
    expect(released.data[0]).toMatchObject({ subjectName: '陈某', releaseReason: '已完成安全再教育并考核合格', projectId: projects['HJ-2025-002']!.id });
    // The detail shows the number in full to a caller who may edit (docs/decisions/0310), masked to readonly_demo.
    const id = released.data[0].id;
    expect((await get(url(`${BLACKLIST}/GetBlacklistDetail`), { id }, bearer(tokens[E]!))).body.data.idNumber).toBe('440306199007183522');
    expect((await get(url(`${BLACKLIST}/GetBlacklistDetail`), { id }, bearer(tokens.readonly_demo!))).body.data.idNumber).toBe('4403**********3522');
  });

  test('信用评价: the grade of each score, the review states; 不良行为 and 奖励记录 with numbers and dates', async () => {
    const evaluations = await rows(EVALUATION, 'CreditEvaluation', E);
    expect(evaluations.map((r) => [r.orgId, r.period, r.score, r.creditGrade, r.auditStatus]).sort()).toEqual([
      [orgs['南山建工劳务有限公司']!.id, '2026年第一季度', 92, 'A', 1],
      [orgs['南山建工劳务有限公司']!.id, '2026年第二季度', 85, 'B', 0],
      [orgs['深圳华信工程监理有限公司']!.id, '2026年第一季度', 78, 'C', 1],
      [orgs['鹏城建材供应有限公司']!.id, '2026年第一季度', 65, 'D', 2],
      [orgs['南山设备租赁有限公司']!.id, '2026年第一季度', 88, 'B', 0],
    ].sort());
    expect((await list(EVALUATION, 'CreditEvaluation', E, { strWhere: "credit_grade = 'B'" })).page.record_count).toBe(2);
    expect(evaluations.find((r) => r.auditStatus === 2)).toMatchObject({ rejectReason: '扣分依据未附检测报告，请补充后重新提交', auditor: '张建国' });

    const misconduct = await rows(MISCONDUCT, 'Misconduct', E);
    expect(misconduct.map((r) => [r.subjectName, r.category, r.occurredOn, r.deduction]).sort()).toEqual([
      ['南山建工劳务有限公司', 1, '2026-05-20', 5],
      ['南山建工劳务有限公司', 3, '2026-06-08', 15],
      ['深圳华信工程监理有限公司', 4, '2026-06-02', 3],
      ['鹏城建材供应有限公司', 2, '2026-04-28', 10],
    ].sort());
    const rewards = await rows(REWARD, 'Reward', E);
    expect(rewards.map((r) => [r.subjectName, r.category, r.rewardDate, r.bonus, r.projectId]).sort()).toEqual([
      ['南山建工劳务有限公司', 1, '2026-04-10', 5, projects['HJ-2025-001']!.id],
      ['深圳华信工程监理有限公司', 3, '2026-05-15', 3, projects['HJ-2025-002']!.id],
      ['深港商砼有限公司', 4, '2026-03-28', 8, null],
    ].sort());
  });
});

describe('黑名单: create, edit, 解除, delete', () => {
  const CREATE = `${BLACKLIST}/CreateBlacklist`;
  const full = () => ({ subject_type: 1, subject_name: '测试人员甲', id_number: '440305198503122015', project_id: projects['HJ-2025-001']!.id, reason: '冒用他人证件进场', list_date: '2026-06-01' });

  test('required fields in declared order, the number fitting the subject, the project in scope', async () => {
    expect((await post(CREATE, E, {})).detail).toBe('请选择对象类型');
    expect((await post(CREATE, E, { subject_type: 1 })).detail).toBe('请输入名称');
    expect((await post(CREATE, E, { subject_type: 1, subject_name: '甲' })).detail).toBe('请输入列入原因');
    expect((await post(CREATE, E, { subject_type: 1, subject_name: '甲', reason: '原因' })).detail).toBe('请选择列入日期');
    expect((await post(CREATE, E, { ...full(), subject_type: 3 })).detail).toBe('对象类型格式不正确');
    expect((await post(CREATE, E, { ...full(), id_number: '12345' })).detail).toBe('证件号码格式不正确');
    // The right shape with a wrong check digit (…2015 is right; docs/decisions/0521).
    expect((await post(CREATE, E, { ...full(), id_number: '440305198503122016' })).detail).toBe('证件号码格式不正确');
    expect((await post(CREATE, E, { ...full(), id_number: '91440300MA5G8K2L3P' })).detail).toBe('人员的证件号码须为身份证号');
    expect((await post(CREATE, E, { ...full(), subject_type: 2, id_number: '440305850312201' })).detail).toBe('单位的证件号码须为18位统一社会信用代码');
    expect((await post(CREATE, E, { ...full(), list_date: '2026-02-30' })).detail).toBe('列入日期格式不正确');
    expect(await post(CREATE, E, { ...full(), project_id: projects['YJ-2025-007']!.id })).toMatchObject({ code: 402 });
    expect(await post(CREATE, 'readonly_demo', full())).toMatchObject({ code: 402 });
    // 状态 is read-only: a sent 2 is ignored, a new entry is 在册.
    const created = await post(CREATE, E, { ...full(), status: 2 });
    expect(created).toMatchObject({ code: 200, msg: '提交成功' });
    expect(await s.db.one('SELECT company_id, status, release_date, if_del FROM blacklist_entries WHERE id = $1', [created.data.id])).toEqual({
      company_id: projects['HJ-2025-001']!.company_id, status: 1, release_date: null, if_del: 0,
    });
  });

  test('编辑, 解除 with its date (checked, not before 列入日期), a second 解除 refused, 删除 by flag', async () => {
    const id = (await post(CREATE, E, full())).data.id as number;
    // The 4 seeded, the one of the test above and this one.
    expect((await list(BLACKLIST, 'Blacklist', E)).page.record_count).toBe(6);
    expect(await post(`${BLACKLIST}/ModifyBlacklist`, E, { id, subject_name: '测试人员乙' })).toMatchObject({ code: 200, msg: '修改成功' });

    const RELEASE = `${BLACKLIST}/ReleaseBlacklist`;
    expect((await post(RELEASE, E, { id })).detail).toBe('请选择解除日期');
    expect((await post(RELEASE, E, { id, releaseDate: '2026-13-01' })).detail).toBe('解除日期格式不正确');
    expect((await post(RELEASE, E, { id, releaseDate: '2026-05-31' })).detail).toBe('解除日期不能早于列入日期');
    expect(await post(RELEASE, 'readonly_demo', { id, releaseDate: '2026-06-10' })).toMatchObject({ code: 402 });
    expect(await post(RELEASE, E, { id, releaseDate: '2026-06-10', releaseReason: '经复核系误列' })).toMatchObject({ code: 200, msg: '状态修改成功' });
    const detail = (await get(url(`${BLACKLIST}/GetBlacklistDetail`), { id }, bearer(tokens[E]!))).body.data;
    expect(detail).toMatchObject({ subjectName: '测试人员乙', status: 2, listDate: '2026-06-01', releaseDate: '2026-06-10', releaseReason: '经复核系误列' });
    expect(await post(RELEASE, E, { id, releaseDate: '2026-06-11' })).toMatchObject({ code: 400, detail: '当前状态为「已解除」，不能解除' });
    expect((await s.db.one<{ release_date: Date }>('SELECT release_date FROM blacklist_entries WHERE id = $1', [id]))!.release_date.getDate()).toBe(10);

    expect(await post(`${BLACKLIST}/DeleteBlacklist`, E, { id })).toMatchObject({ code: 200, msg: '删除成功!' });
    expect((await list(BLACKLIST, 'Blacklist', E)).page.record_count).toBe(5);
    expect(await s.db.one('SELECT if_del FROM blacklist_entries WHERE id = $1', [id])).toEqual({ if_del: 1 });
  });
});

describe('信用评价: the grade computed, one evaluation per period, 审核通过 / 驳回 from 待审核 only', () => {
  const CREATE = `${EVALUATION}/CreateCreditEvaluation`;
  const MODIFY = `${EVALUATION}/ModifyCreditEvaluation`;
  const AUDIT = `${EVALUATION}/AuditCreditEvaluation`;
  const grade = async (id: number) => s.db.one('SELECT score::float AS score, credit_grade, audit_status FROM credit_evaluations WHERE id = $1', [id]);

  test('required fields and the score rule; the organisation in scope; 85 → B, 评价人 the caller', async () => {
    const org = orgs['南山建工劳务有限公司']!;
    expect((await post(CREATE, E, {})).detail).toBe('请选择评价对象');
    expect((await post(CREATE, E, { org_id: org.id })).detail).toBe('请输入评价周期');
    expect((await post(CREATE, E, { org_id: org.id, period: '2026年第三季度' })).detail).toBe('请输入评价得分');
    expect((await post(CREATE, E, { org_id: org.id, period: '2026年第三季度', score: 101 })).detail).toBe('评价得分须为0到100之间的数，最多一位小数');
    expect((await post(CREATE, E, { org_id: org.id, period: '2026年第三季度', score: '85.25' })).detail).toBe('评价得分须为0到100之间的数，最多一位小数');
    expect((await post(CREATE, E, { org_id: org.id, period: '2026年第二季度', score: 80 })).detail).toBe('该评价对象在此评价周期已有信用评价');
    expect(await post(CREATE, E, { org_id: orgs['天河建筑劳务有限公司']!.id, period: '2026年第三季度', score: 80 })).toMatchObject({ code: 402 });

    const created = await post(CREATE, E, { org_id: org.id, period: '2026年第三季度', score: 85, credit_grade: 'A', audit_status: 1 });
    expect(created).toMatchObject({ code: 200, msg: '提交成功' });
    const id = created.data.id as number;
    expect(await grade(id)).toEqual({ score: 85, credit_grade: 'B', audit_status: 0 });
    const detail = (await get(url(`${EVALUATION}/GetCreditEvaluationDetail`), { id }, bearer(tokens[E]!))).body.data;
    expect(detail).toMatchObject({ orgId: org.id, period: '2026年第三季度', score: 85, creditGrade: 'B', evaluator: '张建国', auditStatus: 0, companyId: org.company_id });

    // The grade follows every score saved.
    expect(await post(MODIFY, E, { id, score: '90' })).toMatchObject({ code: 200 });
    expect(await grade(id)).toEqual({ score: 90, credit_grade: 'A', audit_status: 0 });
    expect(await post(MODIFY, E, { id, score: '69.5' })).toMatchObject({ code: 200 });
    expect(await grade(id)).toEqual({ score: 69.5, credit_grade: 'D', audit_status: 0 });
    expect(await post(`${EVALUATION}/DeleteCreditEvaluation`, E, { id })).toMatchObject({ code: 200 });
  });

  test('审核通过 locks the evaluation; 驳回 needs a reason; a move from a wrong state is refused; a rejected one saved goes back to 待审核', async () => {
    const create = async (period: string, score: number) =>
      (await post(CREATE, E, { org_id: orgs['深圳华信工程监理有限公司']!.id, period, score })).data.id as number;
    const approved = await create('2026年7月', 82);
    expect(await post(AUDIT, 'readonly_demo', { id: approved, auditStatus: 1 })).toMatchObject({ code: 402 });
    expect(await post(AUDIT, E, { id: approved })).toMatchObject({ code: 400, detail: '请选择状态' });
    expect(await post(AUDIT, E, { id: approved, auditStatus: 1 })).toMatchObject({ code: 200, msg: '状态修改成功' });
    expect(await s.db.one('SELECT audit_status, auditor, audit_time IS NOT NULL AS stamped FROM credit_evaluations WHERE id = $1', [approved])).toEqual({
      audit_status: 1, auditor: '张建国', stamped: true,
    });
    expect(await post(AUDIT, E, { id: approved, auditStatus: 2, rejectReason: '重审' })).toMatchObject({ code: 400, detail: '当前状态为「已通过」，不能驳回' });
    expect(await post(AUDIT, E, { id: approved, auditStatus: 1 })).toMatchObject({ code: 400, detail: '当前状态为「已通过」，不能审核通过' });
    expect(await post(MODIFY, E, { id: approved, score: 60 })).toMatchObject({ code: 400, detail: '该信用评价已审核通过，不能修改' });
    expect(await post(`${EVALUATION}/DeleteCreditEvaluation`, E, { id: approved })).toMatchObject({ code: 400, detail: '该信用评价已审核通过，不能删除' });
    expect(await grade(approved)).toEqual({ score: 82, credit_grade: 'B', audit_status: 1 });

    const rejected = await create('2026年8月', 72);
    expect(await post(AUDIT, E, { id: rejected, auditStatus: 2 })).toMatchObject({ code: 400, detail: '请输入驳回原因' });
    expect(await post(AUDIT, E, { id: rejected, audit_status: 2, rejectReason: '评分依据不足' })).toMatchObject({ code: 200 });
    expect(await s.db.one('SELECT audit_status, reject_reason FROM credit_evaluations WHERE id = $1', [rejected])).toEqual({ audit_status: 2, reject_reason: '评分依据不足' });
    expect(await post(AUDIT, E, { id: rejected, auditStatus: 1 })).toMatchObject({ code: 400, detail: '当前状态为「已驳回」，不能审核通过' });
    expect(await post(MODIFY, E, { id: rejected, score: 75, remark: '补充了检测报告' })).toMatchObject({ code: 200 });
    expect(await s.db.one('SELECT audit_status, reject_reason, auditor, credit_grade FROM credit_evaluations WHERE id = $1', [rejected])).toEqual({
      audit_status: 0, reject_reason: '', auditor: '', credit_grade: 'C',
    });
  });
});

describe('不良行为 and 奖励记录: create, edit, delete', () => {
  test('不良行为: required fields in declared order, the project required and in scope, 扣分 0–100; saved, edited, deleted', async () => {
    const CREATE = `${MISCONDUCT}/CreateMisconduct`;
    const project = projects['HJ-2025-002']!;
    const full = { subject_name: '前海某劳务班组', project_id: project.id, category: 1, description: '动火作业未办理动火证', occurred_on: '2026-06-12', deduction: 6 };
    expect((await post(CREATE, E, {})).detail).toBe('请输入对象名称');
    expect((await post(CREATE, E, { subject_name: 'x' })).detail).toBe('请选择所属项目');
    expect((await post(CREATE, E, { subject_name: 'x', project_id: project.id })).detail).toBe('请选择行为类别');
    expect((await post(CREATE, E, { subject_name: 'x', project_id: project.id, category: 1 })).detail).toBe('请输入行为描述');
    expect((await post(CREATE, E, { subject_name: 'x', project_id: project.id, category: 1, description: 'd' })).detail).toBe('请选择发生日期');
    expect((await post(CREATE, E, { ...full, category: 6 })).detail).toBe('行为类别格式不正确');
    expect((await post(CREATE, E, { ...full, deduction: 120 })).detail).toBe('扣分须为0到100之间的数，最多一位小数');
    expect(await post(CREATE, E, { ...full, project_id: projects['YJ-2025-007']!.id })).toMatchObject({ code: 402 });
    const id = (await post(CREATE, E, full)).data.id as number;
    expect(await post(`${MISCONDUCT}/ModifyMisconduct`, E, { id, handling_result: '停工整改一天', deduction: '7.5' })).toMatchObject({ code: 200 });
    expect((await get(url(`${MISCONDUCT}/GetMisconductDetail`), { id }, bearer(tokens[E]!))).body.data).toMatchObject({
      subjectName: '前海某劳务班组', projectId: project.id, category: 1, occurredOn: '2026-06-12', deduction: 7.5, handlingResult: '停工整改一天', companyId: project.company_id,
    });
    expect((await list(MISCONDUCT, 'Misconduct', E)).page.record_count).toBe(5);
    expect(await post(`${MISCONDUCT}/DeleteMisconduct`, E, { id })).toMatchObject({ code: 200 });
    expect((await list(MISCONDUCT, 'Misconduct', E)).page.record_count).toBe(4);
  });

  test('奖励记录: without a project the caller\'s company, with one its company; required fields; deleted', async () => {
    const CREATE = `${REWARD}/CreateReward`;
    expect((await post(CREATE, E, {})).detail).toBe('请输入对象名称');
    expect((await post(CREATE, E, { subject_name: 'x' })).detail).toBe('请选择奖励类别');
    expect((await post(CREATE, E, { subject_name: 'x', category: 2 })).detail).toBe('请选择奖励日期');
    expect((await post(CREATE, E, { subject_name: 'x', category: 2, reward_date: '2026-06-01', bonus: -1 })).detail).toBe('加分须为0到100之间的数，最多一位小数');
    const plain = (await post(CREATE, E, { subject_name: '安全员王工', category: 1, reward_date: '2026-06-01', bonus: 2 })).data.id as number;
    const onProject = (await post(CREATE, E, { subject_name: '南山项目部', category: 2, reward_date: '2026-06-02', project_id: projects['HJ-2025-001']!.id })).data.id as number;
    expect(await s.db.many('SELECT company_id, bonus::float AS bonus FROM reward_records WHERE id = ANY($1::int[]) ORDER BY id', [[plain, onProject]])).toEqual([
      { company_id: companies['华建第一工程有限公司'], bonus: 2 },
      { company_id: projects['HJ-2025-001']!.company_id, bonus: null },
    ]);
    expect(await post(`${REWARD}/ModifyReward`, E, { id: plain, description: '连续三个月零违章' })).toMatchObject({ code: 200 });
    for (const id of [plain, onProject]) expect(await post(`${REWARD}/DeleteReward`, E, { id })).toMatchObject({ code: 200 });
    expect((await list(REWARD, 'Reward', E)).page.record_count).toBe(3);
  });
});

describe("another company's record is refused (402, nothing changed)", () => {
  test.each([
    [BLACKLIST, 'Blacklist', 'blacklist_entries', 'subject_name'],
    [EVALUATION, 'CreditEvaluation', 'credit_evaluations', 'period'],
    [MISCONDUCT, 'Misconduct', 'misconduct_records', 'subject_name'],
    [REWARD, 'Reward', 'reward_records', 'subject_name'],
  ])('%s', async (prefix, action, table, column) => {
    const foreign = (await s.db.one<{ id: number; v: string }>(`SELECT id, ${column} AS v FROM ${table} WHERE company_id = $1 ORDER BY id LIMIT 1`, [companies['远景建设集团有限公司']]))!;
    expect((await get(url(`${prefix}/Get${action}Detail`), { id: foreign.id }, bearer(tokens[E]!))).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await post(`${prefix}/Modify${action}`, E, { id: foreign.id, [column]: '越权修改' })).toMatchObject({ code: 402 });
    expect(await post(`${prefix}/Delete${action}`, E, { id: foreign.id })).toMatchObject({ code: 402 });
    expect(await s.db.one(`SELECT ${column} AS v, if_del FROM ${table} WHERE id = $1`, [foreign.id])).toEqual({ v: foreign.v, if_del: 0 });
  });

  test('nor moved: 解除 and 审核 of 远景\'s rows', async () => {
    const entry = (await s.db.one<{ id: number }>('SELECT id FROM blacklist_entries WHERE company_id = $1', [companies['远景建设集团有限公司']]))!.id;
    const evaluation = (await s.db.one<{ id: number }>('SELECT id FROM credit_evaluations WHERE company_id = $1', [companies['远景建设集团有限公司']]))!.id;
    expect(await post(`${BLACKLIST}/ReleaseBlacklist`, E, { id: entry, releaseDate: '2026-06-10' })).toMatchObject({ code: 402 });
    expect(await post(`${EVALUATION}/AuditCreditEvaluation`, E, { id: evaluation, auditStatus: 1 })).toMatchObject({ code: 402 });
    expect(await s.db.one('SELECT status FROM blacklist_entries WHERE id = $1', [entry])).toEqual({ status: 1 });
    expect(await s.db.one('SELECT audit_status FROM credit_evaluations WHERE id = $1', [evaluation])).toEqual({ audit_status: 0 });
  });
});
