import { creditGradeOf } from '@worksite/lookups';
import { idCardKeysFrom } from '../../config/id-card-keys';
import type { Queryable } from '../../db/database';
import { hashIdCard } from '../../shared/id-card-secrets';
import type { SeedContext, SeedStep } from '../../shared/seed-step';

type Blacklisted = [company: string, project: string | null, type: 1 | 2, name: string, idNumber: string, reason: string, listed: string, released: [date: string, reason: string] | null];
type Review = [status: 0 | 1 | 2, auditor: string, at: string | null, reason: string];
type Evaluation = [org: string, period: string, score: number, evaluator: string, remark: string, review: Review];
type Misconduct = [project: string, subject: string, category: number, description: string, occurred: string, deduction: number, result: string];
type Reward = [company: string, project: string | null, subject: string, category: number, description: string, date: string, bonus: number];

const BLACKLIST: readonly Blacklisted[] = [
  ['subA', 'nanshanTower', 1, '王某某', '440305198503122015', '伪造特种作业操作证（架子工）上岗，经住建部门核查属实', '2026-03-12', null],
  ['subA', null, 2, '深圳市鑫达劳务派遣有限公司', '91440300MA5G8K2L3P', '拖欠农民工工资被区人社局通报，拒不整改', '2026-01-20', null],
  ['subA', 'qianhaiHub', 1, '陈某', '440306199007183522', '高空作业不系安全带，经三次警告拒不整改', '2025-11-05', ['2026-05-10', '已完成安全再教育并考核合格']],
  ['branchA1', null, 2, '深圳市恒通建材有限公司', '91440300MA5D4N7Q1R', '供应的钢筋复试不合格且伪造出厂合格证', '2026-04-18', null],
  ['subB', 'baoanBridge', 1, '李某', '445281199201056315', '酒后操作塔吊，造成吊物坠落险情', '2026-02-27', null],
  ['other', 'tianheMall', 1, '赵某', '440106198809234015', '多次煽动工人围堵工地大门，扰乱施工秩序', '2026-05-06', null],
];

const PENDING: Review = [0, '', null, ''];
const EVALUATIONS: readonly Evaluation[] = [
  ['南山建工劳务有限公司', '2026年第一季度', 92, '张建国', '工人实名制管理规范，工资按月足额发放', [1, '张建国', '2026-04-08 10:00:00+08', '']],
  ['南山建工劳务有限公司', '2026年第二季度', 85, '张建国', '5月出现一次未戴安全帽作业，已整改', PENDING],
  ['深圳华信工程监理有限公司', '2026年第一季度', 78, '张建国', '旁站记录不完整，监理日志滞后', [1, '张建国', '2026-04-09 15:30:00+08', '']],
  ['鹏城建材供应有限公司', '2026年第一季度', 65, '张建国', '两批次钢筋复试不合格', [2, '张建国', '2026-04-10 09:20:00+08', '扣分依据未附检测报告，请补充后重新提交']],
  ['南山设备租赁有限公司', '2026年第一季度', 88, '南山分公司设备部', '设备进场验收资料齐全，维保及时', PENDING],
  ['宝安检测中心', '2026年第一季度', 95, '宝安项目部', '检测报告及时准确', [1, '宝安项目部', '2026-04-12 11:00:00+08', '']],
  ['天河建筑劳务有限公司', '2026年第一季度', 81, '远景工程部', '劳务用工基本规范', PENDING],
];

const MISCONDUCT: readonly Misconduct[] = [
  ['nanshanTower', '南山建工劳务有限公司', 1, '3号楼外架作业人员未佩戴安全帽，现场检查发现2人次', '2026-05-20', 5, '现场整改，班组安全教育并通报'],
  ['nanshanTower', '鹏城建材供应有限公司', 2, '进场HRB400E钢筋复试屈服强度不合格', '2026-04-28', 10, '整批退场，重新供货'],
  ['qianhaiHub', '深圳华信工程监理有限公司', 4, '旁站监理人员多次缺岗，未按合同履行旁站职责', '2026-06-02', 3, '约谈监理单位负责人并书面警告'],
  ['qianhaiHub', '南山建工劳务有限公司', 3, '5月工资未按时足额发放，涉及工人18人', '2026-06-08', 15, '责令7日内足额支付，已于6月12日付清'],
  ['baoanBridge', '宝安路桥勘察设计院', 5, '补充地勘报告提交延误15天', '2026-03-18', 2, '已补交并说明原因'],
  ['tianheMall', '天河建筑劳务有限公司', 1, '塔吊司机无证上岗', '2026-05-12', 20, '当事人清退出场，劳务单位罚款'],
];

const REWARDS: readonly Reward[] = [
  ['subA', 'nanshanTower', '南山建工劳务有限公司', 1, '获评2026年第一季度南山区安全文明施工标准化工地', '2026-04-10', 5],
  ['subA', 'qianhaiHub', '深圳华信工程监理有限公司', 3, '主体结构验收节点提前10天完成', '2026-05-15', 3],
  ['subA', null, '深港商砼有限公司', 4, '低碳混凝土配合比优化，获集团科技进步三等奖', '2026-03-28', 8],
  ['subB', 'baoanBridge', '宝安检测中心', 2, '检测报告全年零差错，获业主通报表扬', '2026-04-22', 4],
  ['other', 'tianheMall', '羊城建材有限公司', 3, '材料供应零延误', '2026-05-30', 2],
];

/** The company of a record: its project's when it names one (as the hooks set it), else the given one. */
async function companyOf(q: Queryable, ctx: SeedContext, projectId: number | null, company?: string): Promise<number> {
  if (projectId === null) return ctx.companies[company!]!;
  return (await q.one<{ company_id: number }>('SELECT company_id FROM projects WHERE id = $1', [projectId]))!.company_id;
}

/**
 * 诚信评价 of the demo companies (docs/decisions/0425): fixed values, no random(). enterprise_demo (华建第一工程
 * and its 南山分公司) sees 4 黑名单 entries (1 released), 5 信用评价 (one per grade A–D and a second B; 2 approved,
 * 1 rejected, 2 pending), 4 不良行为 and 3 奖励记录; 华建路桥 and 远景 hold one or two of each for the scope tests.
 */
export const seedIntegrity: SeedStep = async (q, ctx) => {
  for (const [company, project, type, name, idNumber, reason, listed, released] of BLACKLIST) {
    const projectId = project === null ? null : ctx.projects[project]!;
    await q.exec(
      `INSERT INTO blacklist_entries (company_id, project_id, subject_type, subject_name, id_number, reason, list_date, status, release_date, release_reason, id_number_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        await companyOf(q, ctx, projectId, company), projectId, type, name, idNumber, reason, listed, released ? 2 : 1, released?.[0] ?? null, released?.[1] ?? '',
        // A person's number matched by its keyed hash, as the registration of a worker looks it up (docs/decisions/0630).
        type === 1 ? hashIdCard(idCardKeysFrom(process.env), idNumber) : null,
      ],
    );
  }
  for (const [org, period, score, evaluator, remark, [status, auditor, at, rejectReason]] of EVALUATIONS) {
    await q.exec(
      `INSERT INTO credit_evaluations (company_id, org_id, period, score, credit_grade, evaluator, remark, audit_status, auditor, audit_time, reject_reason)
       SELECT company_id, id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM organisations WHERE org_name = $1`,
      [org, period, score, creditGradeOf(score), evaluator, remark, status, auditor, at, rejectReason],
    );
  }
  for (const [project, subject, category, description, occurred, deduction, result] of MISCONDUCT) {
    const projectId = ctx.projects[project]!;
    await q.exec(
      `INSERT INTO misconduct_records (company_id, project_id, subject_name, category, description, occurred_on, deduction, handling_result)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [await companyOf(q, ctx, projectId), projectId, subject, category, description, occurred, deduction, result],
    );
  }
  for (const [company, project, subject, category, description, date, bonus] of REWARDS) {
    const projectId = project === null ? null : ctx.projects[project]!;
    await q.exec(
      `INSERT INTO reward_records (company_id, project_id, subject_name, category, description, reward_date, bonus) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [await companyOf(q, ctx, projectId, company), projectId, subject, category, description, date, bonus],
    );
  }
};
