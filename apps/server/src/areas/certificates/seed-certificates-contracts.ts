import type { Queryable } from '../../db/database';
import type { SeedStep } from '../../shared/seed-step';
import { siteTodaySql } from '../../shared/site-time';
import { sendCertificateExpiryNotices } from './expiry-notices';

/** The demo project whose workers tell the gate's certificate and contract stories (project_demo's). */
const STORY_PROJECT = 'nanshanTower';

/** 日工资 (元) by person type (docs/decisions/0655): certified trades above the general labour, management highest. */
const WAGE_SQL = `CASE w.work_type WHEN 1025 THEN 450 WHEN 1031 THEN 430 WHEN 1028 THEN 420 WHEN 1029 THEN 420 WHEN 1026 THEN 400
  WHEN 1032 THEN 400 WHEN 1030 THEN 380 WHEN 1027 THEN 350 WHEN 1099 THEN 300 ELSE 450 END`;

const TEMPLATE_BODY = `建筑工人劳动合同

合同编号：{{合同编号}}

甲方（用工单位）：{{用工单位}}
施工总承包单位：{{施工单位}}
乙方（工人）：{{工人姓名}}　性别：{{性别}}　身份证号：{{身份证号}}　手机号码：{{手机号码}}

一、工作内容与地点：乙方在{{项目名称}}（{{项目地址}}）从事{{工种}}工作。
二、合同期限：自{{开始日期}}起至{{结束日期}}止。
三、劳动报酬：日工资{{日工资}}元，按月足额以货币形式支付至乙方本人实名银行账户，不得以实物或有价证券替代（《保障农民工工资支付条例》）。
四、甲方依法为乙方提供劳动保护和安全生产教育，乙方遵守安全操作规程和项目实名制考勤管理。
五、本合同一式两份，甲乙双方各执一份，自双方签字之日起生效。

甲方（盖章）：　　　　　　　乙方（签字）：
签订日期：{{签订日期}}`;

/**
 * Demo certificates, templates and contracts (docs/decisions/0655), after the roster and teams:
 * - every live worker whose 工种 needs a certificate holds one of that kind, valid for years; in 南山科技园 the
 *   first 建筑电工's has expired 20 days ago (the gate refuses him) and the first 建筑焊工's ends in 7 days (its
 *   notice goes to the project's managers, as the daily job sends it on the seed's day);
 * - each demo project with a roster gets one template;
 * - every worker of the roster has a contract on its template with the project's labour subcontractor: signed the
 *   day before entry (日工资 by trade), ended on the exit day for those who left — except, in 南山科技园, the first
 *   labour worker (其他) on site, whose contract is still a 草稿 (the gate refuses him).
 */
export const seedCertificatesContracts: SeedStep = async (q, ctx) => {
  const projects = Object.values(ctx.projects);
  const story = ctx.projects[STORY_PROJECT] ?? 0;
  await seedCertificates(q, projects, story);
  await seedContracts(q, projects, story);
  await sendCertificateExpiryNotices(q);
};

async function seedCertificates(q: Queryable, projects: readonly number[], story: number): Promise<void> {
  await q.exec(
    `WITH firsts AS (
       SELECT min(w.id) FILTER (WHERE w.work_type = 1028) AS expired, min(w.id) FILTER (WHERE w.work_type = 1029) AS expiring
         FROM workers w WHERE w.project_id = $2 AND w.if_del = 0 AND w.roster_status = 1)
     INSERT INTO worker_certificates (company_id, project_id, district_code, worker_id, certificate_kind, cert_number, issuer, valid_from, valid_to)
     SELECT w.company_id, w.project_id, p.district_code, w.id, r.certificate_kind,
            '粤' || lpad(r.certificate_kind::text, 2, '0') || lpad(w.id::text, 10, '0'),
            CASE WHEN r.certificate_kind IN (1, 2, 3) THEN '广东省应急管理厅' ELSE '广东省住房和城乡建设厅' END,
            v.valid_to - 6 * 365, v.valid_to
       FROM workers w
       JOIN projects p ON p.id = w.project_id
       JOIN certificate_requirements r ON r.work_type = w.work_type
       CROSS JOIN firsts f
       CROSS JOIN LATERAL (SELECT CASE WHEN w.id = f.expired THEN ${siteTodaySql} - 20
                                       WHEN w.id = f.expiring THEN ${siteTodaySql} + 7
                                       ELSE ${siteTodaySql} + 200 + (w.id * 37) % 1500 END AS valid_to) v
      WHERE w.project_id = ANY($1::int[]) AND w.if_del = 0 AND w.roster_status = 1
      ORDER BY w.id`,
    [projects, story],
  );
}

async function seedContracts(q: Queryable, projects: readonly number[], story: number): Promise<void> {
  await q.exec(
    `INSERT INTO contract_templates (company_id, project_id, district_code, template_name, body, remark)
     SELECT p.company_id, p.id, p.district_code, '建筑工人劳动合同（标准文本）', $2, '依据《保障农民工工资支付条例》'
       FROM projects p
      WHERE p.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM workers w WHERE w.project_id = p.id AND w.if_del = 0)
      ORDER BY p.id`,
    [projects, TEMPLATE_BODY],
  );
  await q.exec(
    `WITH draft AS (SELECT min(w.id) AS id FROM workers w WHERE w.project_id = $2 AND w.if_del = 0 AND w.roster_status = 1 AND w.work_type = 1099)
     INSERT INTO labour_contracts (company_id, project_id, district_code, worker_id, template_id, employer_id, contract_no, period_type,
                                   start_date, end_date, daily_wage, status, signed_at, ended_at)
     SELECT w.company_id, w.project_id, t.district_code, w.id, t.id,
            coalesce(w.employer_id, (SELECT o.id FROM organisations o JOIN project_orgs po ON po.org_id = o.id
                                      WHERE po.project_id = w.project_id AND o.org_type = 6 AND o.if_del = 0 ORDER BY o.id LIMIT 1)),
            'HT' || w.project_id || '-' || lpad(w.id::text, 6, '0'), 2,
            w.entry_date, w.exit_date, ${WAGE_SQL},
            CASE WHEN w.id = d.id THEN 1 WHEN w.exit_date IS NOT NULL THEN 3 ELSE 2 END,
            CASE WHEN w.id = d.id THEN NULL ELSE ((w.entry_date - 1) + time '09:00') AT TIME ZONE 'Asia/Shanghai' END,
            CASE WHEN w.exit_date IS NOT NULL AND w.id IS DISTINCT FROM d.id THEN (w.exit_date + time '17:00') AT TIME ZONE 'Asia/Shanghai' END
       FROM workers w
       JOIN contract_templates t ON t.project_id = w.project_id AND t.if_del = 0
       CROSS JOIN draft d
      WHERE w.project_id = ANY($1::int[]) AND w.if_del = 0
      ORDER BY w.id`,
    [projects, story],
  );
}
