import { maskIdCard } from '@worksite/validators';
import { idCardKeysFrom, type IdCardKeys } from '../../config/id-card-keys';
import type { Queryable } from '../../db/database';
import { encryptIdCard, hashIdCard, idCardFacts } from '../../shared/id-card-secrets';
import { siteInstantSql, siteTodaySql } from '../../shared/site-time';
import type { RosterRow } from './worker-roster';

/**
 * Inserts a roster for one project (one statement); entry/exit dates are counted back from today on site. Each ID
 * number is kept as the registration keeps it (docs/decisions/0630): keyed hash, cipher, mask and the birth date.
 */
export async function insertRoster(
  q: Queryable,
  project: { id: number; companyId: number },
  rows: readonly RosterRow[],
  keys: IdCardKeys = idCardKeysFrom(process.env),
): Promise<number> {
  if (!rows.length) return 0;
  const col = <K extends keyof RosterRow>(k: K) => rows.map((r) => r[k] ?? null);
  return q.exec(
    `INSERT INTO workers (company_id, project_id, worker_name, id_card_masked, id_card_hash, id_card_cipher, birth_date, gender, birth_year,
                          team_name, work_type, bank_account_status, entry_date, exit_date, roster_status)
     SELECT $1, $2, u.name, u.card, u.hash, u.cipher, u.birth::date, u.gender, u.birth_year, u.team, u.work_type, u.bank,
            ${siteTodaySql} - u.entered, ${siteTodaySql} - u.exited, CASE WHEN u.exited IS NULL THEN 1 ELSE 2 END
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::text[], $11::int[], $12::int[], $13::int[], $14::int[])
            AS u(name, card, hash, cipher, birth, gender, birth_year, team, work_type, bank, entered, exited)`,
    [
      project.companyId, project.id, col('name'), rows.map((r) => maskIdCard(r.idCard)), rows.map((r) => hashIdCard(keys, r.idCard)),
      rows.map((r) => encryptIdCard(keys, r.idCard)), rows.map((r) => idCardFacts(r.idCard).birthDate), col('gender'), col('birthYear'), col('team'),
      col('workType'), col('bankAccountStatus'), col('enteredDaysAgo'), col('exitedDaysAgo'),
    ],
  );
}

/**
 * Attendance of the last `days` site days (today included, only what has already happened) for the workers
 * of `projectIds`: presence ~90 % on working days of projects under construction, less on Sundays, less for
 * approved or preparing projects, none for a stopped project in its last 20 days.
 */
export async function fillAttendance(q: Queryable, projectIds: readonly number[], days: number): Promise<number> {
  return q.exec(
    `WITH cand AS (
       SELECT w.id, w.company_id, w.project_id, d.day, p.project_status,
              d.day + time '06:30' + random() * interval '100 minutes' AS in_local,
              d.day + time '17:00' + random() * interval '150 minutes' AS out_local,
              random() AS r
         FROM workers w
         JOIN projects p ON p.id = w.project_id
         CROSS JOIN generate_series(0, $2::int - 1) k
         CROSS JOIN LATERAL (SELECT ${siteTodaySql} - k AS day) d
        WHERE w.project_id = ANY($1::int[]) AND w.if_del = 0
          AND w.entry_date <= d.day AND (w.exit_date IS NULL OR w.exit_date >= d.day)
          AND NOT (p.project_status = 5 AND d.day > ${siteTodaySql} - 20))
     INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time, out_time)
     SELECT id, company_id, project_id, day, ${siteInstantSql('in_local')},
            CASE WHEN ${siteInstantSql('out_local')} <= now() THEN ${siteInstantSql('out_local')} END
       FROM cand
      WHERE ${siteInstantSql('in_local')} <= now()
        AND r < (CASE project_status WHEN 3 THEN 0.92 WHEN 5 THEN 0.85 WHEN 2 THEN 0.8 ELSE 0.5 END)
                * (CASE WHEN extract(isodow FROM day) = 7 THEN 0.6 ELSE 1 END)
     ON CONFLICT (worker_id, work_date) DO NOTHING`,
    [projectIds, days],
  );
}

/**
 * Gate passages of the last `days` site days: per trip one `in` and one `out` 15–150 minutes later, from a
 * fleet of 24 plates per project; 36 trips a day under construction, 6 when approved, none otherwise.
 */
export async function fillVehiclePassages(q: Queryable, projectIds: readonly number[], days: number): Promise<number> {
  return q.exec(
    `WITH trips AS (
       SELECT p.id AS project_id, p.company_id, n, d.day,
              d.day + time '06:00' + random() * interval '13 hours' AS in_local,
              interval '15 minutes' + random() * interval '135 minutes' AS stay
         FROM projects p
         CROSS JOIN generate_series(0, $2::int - 1) k
         CROSS JOIN LATERAL (SELECT ${siteTodaySql} - k AS day) d
         CROSS JOIN LATERAL generate_series(1, CASE p.project_status WHEN 3 THEN 36 WHEN 2 THEN 6 WHEN 5 THEN 20 ELSE 0 END) n
        WHERE p.id = ANY($1::int[]) AND p.if_del = 0
          AND NOT (p.project_status = 5 AND d.day > ${siteTodaySql} - 20))
     INSERT INTO vehicle_passages (company_id, project_id, device_id, plate_no, car_type, direction, ts)
     SELECT t.company_id, t.project_id,
            (SELECT id FROM devices WHERE project_id = t.project_id AND device_type = 'lpr' AND if_del = 0 ORDER BY id LIMIT 1),
            '粤' || (ARRAY['B', 'A', 'S', 'E'])[1 + (t.project_id + t.n) % 4]
                 || lpad(((t.project_id * 7919 + (t.n % 24) * 104729) % 100000)::text, 5, '0'),
            (ARRAY['渣土车', '混凝土罐车', '材料运输车', '小型客车'])[1 + t.n % 4],
            dir.direction, x.ts
       FROM trips t
       CROSS JOIN (VALUES ('in', 0), ('out', 1)) AS dir(direction, k)
       CROSS JOIN LATERAL (SELECT ${siteInstantSql('t.in_local + dir.k * t.stay')} AS ts) x
      WHERE x.ts <= now()`,
    [projectIds, days],
  );
}

/**
 * Monthly wages of the current year for the workers of `projectIds` who were on the roster that month; a month
 * is paid on the 10th of the next one: later months are 0 (not paid out), paid ones mostly 1 (arrived), some 2.
 */
export async function fillWagePayments(q: Queryable, projectIds: readonly number[]): Promise<number> {
  return q.exec(
    `WITH months AS (
       SELECT m::date AS m FROM generate_series(date_trunc('year', ${siteTodaySql}::timestamp), date_trunc('month', ${siteTodaySql}::timestamp), interval '1 month') m),
     due AS (
       SELECT w.id, w.company_id, w.project_id, months.m, w.work_type, (months.m + interval '1 month 9 days')::date AS pay_day, random() AS r
         FROM workers w CROSS JOIN months
        WHERE w.project_id = ANY($1::int[]) AND w.if_del = 0
          AND w.entry_date < months.m + interval '1 month' AND (w.exit_date IS NULL OR w.exit_date >= months.m))
     INSERT INTO wage_payments (worker_id, company_id, project_id, pay_month, amount, funds_status, paid_at)
     SELECT id, company_id, project_id, m,
            round((CASE WHEN work_type < 1025 THEN 9000 ELSE 5500 END + r * 5000)::numeric, -1),
            CASE WHEN pay_day > ${siteTodaySql} THEN 0 WHEN r < 0.94 THEN 1 ELSE 2 END,
            CASE WHEN pay_day > ${siteTodaySql} THEN NULL ELSE ${siteInstantSql("pay_day + time '10:00'")} END
       FROM due
     ON CONFLICT (worker_id, pay_month) DO NOTHING`,
    [projectIds],
  );
}
