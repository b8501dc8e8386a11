import { maskIdCard } from '@worksite/validators';
import { idCardKeysFrom } from '../../config/id-card-keys';
import type { Queryable } from '../../db/database';
import { encryptIdCard } from '../../shared/id-card-secrets';
import { siteInstantSql, siteTodaySql } from '../../shared/site-time';
import type { SeedStep } from '../../shared/seed-step';
import { computePayrollSheet, payPayrollSheet } from './payroll-compute';

const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行'];
const REJECTED = '开户信息与身份证信息不一致，请核对后重新提交';
const OFFICERS = ['王建国', '李卫东', '张晓明', '刘海洋', '陈志强', '杨立新'];
const CHANNEL = '拨打12333劳动保障监察举报投诉电话，或到项目所在地人力资源和社会保障部门劳动保障监察机构投诉；也可通过全国根治欠薪线索反映平台反映';

/** A worker's demo account number: 19 digits, `6222` then 15 drawn from the id (deterministic). */
export const demoAccountNo = (workerId: number): string => `6222${String((workerId * 982_451_653 + 7) % 1e15).padStart(15, '0')}`;

/**
 * Demo payroll data (docs/decisions/0685), after the roster, teams, contracts and attendance:
 * - a bank account per live worker whose status is the roster's 银行账户状态 (so the account statistics keep
 *   their counts): 银行已确认 ones confirmed two days after entry, 已驳回 ones with a reason;
 * - a 维权告示牌 per project with a roster (parties from its 施工许可证 or company, pay day the 10th);
 * - per team with attendance: last month's sheet — 已发放 when its pay date (the 10th) has come (each worker
 *   confirmed the day before; funds status by account; wage payments written), else 已审核 — and this month's
 *   draft, each computed by the computation the API uses.
 */
export const seedPayroll: SeedStep = async (q, ctx) => {
  const projects = Object.values(ctx.projects);
  await seedBankAccounts(q, projects);
  await seedRightsNotices(q, projects);
  await seedSheets(q, projects);
};

async function seedBankAccounts(q: Queryable, projects: readonly number[]): Promise<void> {
  const workers = await q.many<{ id: number }>('SELECT id FROM workers WHERE project_id = ANY($1::int[]) AND if_del = 0 ORDER BY id', [projects]);
  const keys = idCardKeysFrom(process.env);
  const numbers = workers.map((w) => demoAccountNo(w.id));
  await q.exec(
    `INSERT INTO bank_accounts (company_id, project_id, district_code, worker_id, holder_name, bank_name, account_no_masked, account_no_cipher,
                                status, reject_reason, confirm_time)
     SELECT w.company_id, w.project_id, p.district_code, w.id, w.worker_name, ($5::text[])[1 + w.id % 4], u.masked, u.cipher,
            w.bank_account_status, CASE WHEN w.bank_account_status = 3 THEN $4 ELSE '' END,
            CASE WHEN w.bank_account_status = 2 THEN ${siteInstantSql("w.entry_date + 2 + time '10:00'")} END
       FROM unnest($1::int[], $2::text[], $3::text[]) AS u(worker_id, masked, cipher)
       JOIN workers w ON w.id = u.worker_id
       JOIN projects p ON p.id = w.project_id
      ORDER BY w.id`,
    [workers.map((w) => w.id), numbers.map(maskIdCard), numbers.map((n) => encryptIdCard(keys, n)), REJECTED, BANKS],
  );
}

async function seedRightsNotices(q: Queryable, projects: readonly number[]): Promise<void> {
  await q.exec(
    `INSERT INTO rights_notices (company_id, project_id, district_code, builder_name, general_contractor, labour_subcontractor,
                                 wage_officer, wage_officer_phone, pay_day, complaint_hotline, complaint_channel)
     SELECT p.company_id, p.id, p.district_code,
            coalesce((SELECT b.builder_unit FROM builder_licences b WHERE b.project_id = p.id AND b.if_del = 0 ORDER BY b.id LIMIT 1), p.project_name || '建设单位'),
            coalesce((SELECT nullif(b.construction_unit, '') FROM builder_licences b WHERE b.project_id = p.id AND b.if_del = 0 ORDER BY b.id LIMIT 1), c.name),
            coalesce((SELECT string_agg(DISTINCT t.employer_name, '、' ORDER BY t.employer_name) FROM teams t WHERE t.project_id = p.id AND t.if_del = 0 AND t.employer_name <> ''), ''),
            ($2::text[])[1 + p.id % 6], '138001' || lpad((p.id % 100000)::text, 5, '0'), 10, '12333', $3
       FROM projects p JOIN companies c ON c.id = p.company_id
      WHERE p.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM workers w WHERE w.project_id = p.id AND w.if_del = 0)
      ORDER BY p.id`,
    [projects, OFFICERS, CHANNEL],
  );
}

async function seedSheets(q: Queryable, projects: readonly number[]): Promise<void> {
  const month = `date_trunc('month', ${siteTodaySql}::timestamp)::date`;
  const sheets = await q.many<{ id: number; last: boolean }>(
    `INSERT INTO payroll_sheets (company_id, project_id, district_code, team_id, team_name, employer_name, pay_month, pay_date)
     SELECT t.company_id, t.project_id, t.district_code, t.id, t.team_name, t.employer_name, m.m, (m.m + interval '1 month 9 days')::date
       FROM teams t
      CROSS JOIN (VALUES ((${month} - interval '1 month')::date), (${month})) AS m(m)
      WHERE t.project_id = ANY($1::int[]) AND t.if_del = 0
        AND EXISTS (SELECT 1 FROM attendance_records a JOIN workers w ON w.id = a.worker_id
                     WHERE a.project_id = t.project_id AND w.team_name = t.team_name AND w.if_del = 0
                       AND a.work_date >= m.m AND a.work_date < m.m + interval '1 month')
      ORDER BY t.id, m.m
     RETURNING id, pay_month < ${month} AS last`,
    [projects],
  );
  for (const s of sheets) await computePayrollSheet(q, s.id);
  const last = sheets.filter((s) => s.last).map((s) => s.id);
  const paid = await q.many<{ id: number; paid_at: Date }>(
    `UPDATE payroll_sheets SET status = CASE WHEN pay_date <= ${siteTodaySql} THEN 4 ELSE 3 END,
            paid_at = CASE WHEN pay_date <= ${siteTodaySql} THEN ${siteInstantSql("pay_date + time '10:00'")} END
      WHERE id = ANY($1::int[])
     RETURNING id, paid_at`,
    [last],
  );
  await q.exec(
    `UPDATE payroll_lines l SET confirmed_at = ${siteInstantSql("s.pay_date - 1 + time '17:30'")}
       FROM payroll_sheets s WHERE s.id = l.sheet_id AND s.id = ANY($1::int[]) AND s.status = 4`,
    [last],
  );
  for (const s of paid.filter((x) => x.paid_at !== null).sort((a, b) => a.id - b.id)) await payPayrollSheet(q, s.id, s.paid_at);
}
