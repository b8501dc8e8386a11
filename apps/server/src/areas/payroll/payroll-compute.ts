import type { Queryable } from '../../db/database';

/**
 * 生成/重新计算 (docs/decisions/0680): a draft sheet's lines from its month of attendance, in ONE statement —
 * per worker of the sheet's team (workers.team_name, live) with attendance in the project that month (site days,
 * attendance_records.work_date): days, hours (first entry to last exit), the daily wage of the worker's signed
 * contract covering the month (labour_contracts status 2 or 3, the latest start; 0 without one), gross = days ×
 * wage, the deductions kept (at most the gross), net; the worker's name, masked ID, phone and live bank account
 * copied; lines of workers no longer in it removed; the sheet's totals written. Answers the number of lines, or
 * undefined when the sheet is not a live draft (nothing changed).
 */
export async function computePayrollSheet(q: Queryable, sheetId: number): Promise<number | undefined> {
  const row = await q.one<{ worker_count: number }>(
    `WITH s AS (
       SELECT id, company_id, project_id, district_code, team_name, pay_month, (pay_month + interval '1 month')::date AS month_end
         FROM payroll_sheets WHERE id = $1 AND status = 1 AND if_del = 0),
     att AS (
       SELECT w.id AS worker_id, count(*)::int AS days,
              round(coalesce(sum(extract(epoch FROM a.out_time - a.in_time)), 0)::numeric / 3600, 1) AS hours
         FROM s
         JOIN workers w ON w.project_id = s.project_id AND w.team_name = s.team_name AND w.if_del = 0
         JOIN attendance_records a ON a.project_id = s.project_id AND a.worker_id = w.id AND a.work_date >= s.pay_month AND a.work_date < s.month_end
        GROUP BY w.id),
     calc AS (
       SELECT s.id AS sheet_id, s.company_id, s.project_id, s.district_code, w.id AS worker_id, w.worker_name, w.id_card_masked, w.phone,
              coalesce(ba.bank_name, '') AS bank_name, coalesce(ba.account_no_masked, '') AS account_no_masked,
              att.days, att.hours, coalesce(lc.daily_wage, 0) AS daily_wage, round(att.days * coalesce(lc.daily_wage, 0), 2) AS gross
         FROM s
         JOIN att ON true
         JOIN workers w ON w.id = att.worker_id
         LEFT JOIN LATERAL (
           SELECT c.daily_wage FROM labour_contracts c
            WHERE c.worker_id = w.id AND c.project_id = s.project_id AND c.if_del = 0 AND c.status IN (2, 3)
              AND c.start_date < s.month_end AND (c.end_date IS NULL OR c.end_date >= s.pay_month)
            ORDER BY c.start_date DESC, c.id DESC LIMIT 1) lc ON true
         LEFT JOIN bank_accounts ba ON ba.project_id = s.project_id AND ba.worker_id = w.id AND ba.if_del = 0),
     up AS (
       INSERT INTO payroll_lines AS l (sheet_id, company_id, project_id, district_code, worker_id, worker_name, id_card_masked, phone,
                                       bank_name, account_no_masked, work_days, work_hours, daily_wage, gross, deductions, net)
       SELECT sheet_id, company_id, project_id, district_code, worker_id, worker_name, id_card_masked, phone,
              bank_name, account_no_masked, days, hours, daily_wage, gross, 0, gross
         FROM calc
       ON CONFLICT (sheet_id, worker_id) DO UPDATE SET
         worker_name = EXCLUDED.worker_name, id_card_masked = EXCLUDED.id_card_masked, phone = EXCLUDED.phone,
         bank_name = EXCLUDED.bank_name, account_no_masked = EXCLUDED.account_no_masked, work_days = EXCLUDED.work_days,
         work_hours = EXCLUDED.work_hours, daily_wage = EXCLUDED.daily_wage, gross = EXCLUDED.gross,
         deductions = least(l.deductions, EXCLUDED.gross), net = EXCLUDED.gross - least(l.deductions, EXCLUDED.gross)
       RETURNING l.work_days, l.gross, l.deductions, l.net),
     gone AS (
       DELETE FROM payroll_lines l USING s
        WHERE l.sheet_id = s.id AND NOT EXISTS (SELECT 1 FROM calc WHERE calc.worker_id = l.worker_id)
        RETURNING l.id)
     UPDATE payroll_sheets t
        SET worker_count = x.n, total_days = x.days, total_gross = x.gross, total_deductions = x.deductions, total_net = x.net, computed_at = now()
       FROM (SELECT count(*)::int AS n, coalesce(sum(work_days), 0)::int AS days, coalesce(sum(gross), 0) AS gross,
                    coalesce(sum(deductions), 0) AS deductions, coalesce(sum(net), 0) AS net FROM up) x, s
      WHERE t.id = s.id
     RETURNING t.worker_count`,
    [sheetId],
  );
  return row?.worker_count;
}

/** The sheet's totals again from its lines (after a line's deductions changed). */
export async function retotalPayrollSheet(q: Queryable, sheetId: number): Promise<void> {
  await q.exec(
    `UPDATE payroll_sheets t SET total_deductions = x.deductions, total_net = x.net
       FROM (SELECT coalesce(sum(deductions), 0) AS deductions, coalesce(sum(net), 0) AS net FROM payroll_lines WHERE sheet_id = $1) x
      WHERE t.id = $1`,
    [sheetId],
  );
}

/**
 * 发放 (docs/decisions/0682): each line of the paid sheet gets its funds-to-account status — 1 已到账 where the
 * worker's account is 银行已确认, else 2 未到账 — and the month's wage payment the account statistics read
 * (wage_payments: one per worker and month) is written with the net amount, in one statement.
 */
export async function payPayrollSheet(q: Queryable, sheetId: number, paidAt: Date): Promise<number> {
  return q.exec(
    `WITH paid AS (
       UPDATE payroll_lines l
          SET funds_status = CASE WHEN EXISTS (SELECT 1 FROM bank_accounts b WHERE b.project_id = l.project_id AND b.worker_id = l.worker_id
                                                  AND b.if_del = 0 AND b.status = 2) THEN 1 ELSE 2 END
        WHERE l.sheet_id = $1
        RETURNING l.worker_id, l.company_id, l.project_id, l.net, l.funds_status)
     INSERT INTO wage_payments (worker_id, company_id, project_id, pay_month, amount, funds_status, paid_at)
     SELECT paid.worker_id, paid.company_id, paid.project_id, s.pay_month, paid.net, paid.funds_status, $2
       FROM paid JOIN payroll_sheets s ON s.id = $1
     ON CONFLICT (worker_id, pay_month) DO UPDATE SET
       company_id = EXCLUDED.company_id, project_id = EXCLUDED.project_id, amount = EXCLUDED.amount,
       funds_status = EXCLUDED.funds_status, paid_at = EXCLUDED.paid_at`,
    [sheetId, paidAt],
  );
}
