import type { Queryable } from '../../db/database';
import type { SeedStep } from '../../shared/seed-step';
import { SITE_TIME_ZONE } from '../../shared/site-time';
import {
  AI_KIND_WEIGHTS, FAIL_SHARE, SAMPLE_CATEGORY_WEIGHTS, SAMPLE_SPECS, SAMPLE_TEST_DAYS, SAMPLERS, TESTING_INSTITUTIONS, WITNESSES, WITNESS_SHARE, weighted,
} from './demo-pools';

const tz = `'${SITE_TIME_ZONE}'`;
const today = `(now() AT TIME ZONE ${tz})::date`;

/**
 * `days` site days of AI events on the cameras of the live projects (status 1–3) among `projectIds`:
 * 2–8 events per camera and day between 06:00 and 22:00 site time (none in the future), kinds by
 * AI_KIND_WEIGHTS; older events mostly handled (by a user of the project), today's less than half.
 */
export async function seedAiEventsFor(q: Queryable, projectIds: readonly number[], days = 30): Promise<void> {
  await q.exec(
    `WITH cams AS (
       SELECT d.id, d.company_id, d.project_id, d.district_code,
              (SELECT min(pu.user_id) FROM project_users pu WHERE pu.project_id = d.project_id) AS handler
         FROM devices d JOIN projects p ON p.id = d.project_id
        WHERE d.device_type = 'camera' AND d.if_del = 0 AND p.if_del = 0 AND p.project_status IN (1, 2, 3) AND p.id = ANY($1::int[])),
     ev AS MATERIALIZED (
       SELECT c.id, c.company_id, c.project_id, c.district_code, c.handler, g.ago,
              ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS kind,
              ((${today} - g.ago)::timestamp + make_interval(secs => 6 * 3600 + random() * 16 * 3600)) AT TIME ZONE ${tz} AS ts,
              round((0.70 + random() * 0.29)::numeric, 3) AS confidence,
              random() < CASE WHEN g.ago = 0 THEN 0.4 ELSE 0.93 END AS handled,
              5 + random() * 180 AS minutes
         FROM cams c CROSS JOIN generate_series(0, $3::int - 1) AS g(ago)
              CROSS JOIN LATERAL generate_series(1, 2 + (c.id * 31 + g.ago * 17) % 7) AS e(i))
     INSERT INTO ai_events (device_id, company_id, project_id, district_code, kind, ts, confidence, handled, handled_at, handled_by)
     SELECT id, company_id, project_id, district_code, kind, ts, confidence, handled,
            CASE WHEN handled THEN LEAST(now(), ts + make_interval(mins => minutes::int)) END,
            CASE WHEN handled THEN handler END
       FROM ev WHERE ts <= now() ORDER BY ts`,
    [projectIds, weighted(AI_KIND_WEIGHTS), days],
  );
}

/**
 * About `count` samples over the projects among `projectIds` (live ones weighted up; completed and stopped
 * ones only 60–120 days back), taken on working hours of the last 60 days, categories by weight, most with
 * a witness. Sent within a day; tested once the category's test time (concrete and mortar 28 days) has
 * passed, a few failing; the rest still pending.
 */
export async function seedSamplesFor(q: Queryable, projectIds: readonly number[], count = 300): Promise<void> {
  const projects = await q.many<{ id: number; project_status: number }>(
    'SELECT id, project_status FROM projects WHERE if_del = 0 AND id = ANY($1::int[]) ORDER BY id', [projectIds],
  );
  const share: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 4, 4: 1, 5: 1 };
  const pool = projects.flatMap((p) => Array.from({ length: share[p.project_status] ?? 1 }, () => p.id));
  if (!pool.length) return;
  const specs = Object.entries(SAMPLE_SPECS).flatMap(([c, list]) => list.map((v) => [c, v] as const));
  const testDays = Object.entries(SAMPLE_TEST_DAYS);
  await q.exec(
    `WITH s AS MATERIALIZED (
       SELECT nextval(pg_get_serial_sequence('test_samples', 'id')) AS id, p.id AS project_id, p.company_id, p.project_status,
              ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS category,
              CASE WHEN p.project_status IN (4, 5) THEN 60 + floor(random() * 60)::int ELSE floor(random() * 60)::int END AS ago,
              random() AS r_time, random() AS r_sent, random() AS r_witness, random() AS r_fail, random() AS r_extra,
              random() AS r_inst, random() AS r_sampler, random() AS r_who
         FROM generate_series(0, $1::int - 1) AS g(i) JOIN projects p ON p.id = ($3::int[])[1 + g.i % cardinality($3::int[])]),
     timed AS MATERIALIZED (
       SELECT s.*, t.ts AS sampling_time,
              CASE WHEN t.ts + make_interval(secs => 7200 + s.r_sent * 72000) <= now() THEN t.ts + make_interval(secs => 7200 + s.r_sent * 72000) END AS sent_at
         FROM s CROSS JOIN LATERAL (
           SELECT CASE WHEN x.ts > now() THEN x.ts - interval '1 day' ELSE x.ts END AS ts
             FROM (SELECT ((${today} - s.ago)::timestamp + make_interval(secs => 8 * 3600 + s.r_time * 9 * 3600)) AT TIME ZONE ${tz} AS ts) x) t),
     tested AS MATERIALIZED (
       SELECT timed.*,
              CASE WHEN d.due <= now() THEN d.due END AS tested_at
         FROM timed CROSS JOIN LATERAL (
           SELECT timed.sent_at + make_interval(days => coalesce((SELECT td.days FROM unnest($6::text[], $7::int[]) AS td(c, days) WHERE td.c = timed.category), 3),
                                                secs => timed.r_extra * 2 * 86400) AS due) d)
     INSERT INTO test_samples (id, company_id, project_id, sample_no, category, spec, sampling_time, sampler, witness_name, institution_name,
                               sent_at, tested_at, result, report_no)
     SELECT x.id, x.company_id, x.project_id,
            'YP' || to_char(x.sampling_time AT TIME ZONE ${tz}, 'YYYYMMDD') || '-' || lpad(x.id::text, 5, '0'),
            x.category,
            coalesce((SELECT sp.v FROM unnest($4::text[], $5::text[]) AS sp(c, v) WHERE sp.c = x.category ORDER BY md5(sp.v || x.id) LIMIT 1), ''),
            x.sampling_time,
            ($8::text[])[1 + floor(x.r_sampler * cardinality($8::text[]))::int],
            CASE WHEN x.r_witness < $11 THEN ($9::text[])[1 + floor(x.r_who * cardinality($9::text[]))::int] END,
            ($10::text[])[1 + floor(x.r_inst * cardinality($10::text[]))::int],
            x.sent_at, x.tested_at,
            CASE WHEN x.tested_at IS NULL THEN 'pending' WHEN x.r_fail < $12 THEN 'fail' ELSE 'pass' END,
            CASE WHEN x.tested_at IS NOT NULL THEN 'BG' || to_char(x.tested_at AT TIME ZONE ${tz}, 'YYYYMMDD') || '-' || lpad(x.id::text, 5, '0') END
       FROM tested x ORDER BY x.id`,
    [
      count, weighted(SAMPLE_CATEGORY_WEIGHTS), pool,
      specs.map(([c]) => c), specs.map(([, v]) => v),
      testDays.map(([c]) => c), testDays.map(([, d]) => d),
      SAMPLERS, WITNESSES, TESTING_INSTITUTIONS, WITNESS_SHARE, FAIL_SHARE,
    ],
  );
}

/** Demo step: a month of AI events on the demo cameras and ~300 samples of the demo projects. */
export const seedAiSamples: SeedStep = async (q, ctx) => {
  const ids = Object.values(ctx.projects);
  await seedAiEventsFor(q, ids);
  await seedSamplesFor(q, ids);
};
