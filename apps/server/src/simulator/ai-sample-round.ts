import type { Queryable } from '../db/database';
import { SITE_TIME_ZONE } from '../shared/site-time';
import {
  AI_KIND_WEIGHTS, FAIL_SHARE, SAMPLE_CATEGORY_WEIGHTS, SAMPLE_SPECS, SAMPLERS, TESTING_INSTITUTIONS, WITNESSES, WITNESS_SHARE, pick, weighted,
} from '../areas/ai-samples/demo-pools';

/** Chance per simulator round (every SIMULATOR_INTERVAL_MS, 5 s by default) of each movement. */
export const AI_SAMPLE_CHANCES = { event: 0.06, handle: 0.04, take: 0.02, test: 0.03 } as const;

export interface AiSampleRound {
  /** AI events recorded / handled, samples taken / tested in this round. */
  readonly events: number;
  readonly handled: number;
  readonly taken: number;
  readonly tested: number;
}

const kinds = weighted(AI_KIND_WEIGHTS);
const categories = weighted(SAMPLE_CATEGORY_WEIGHTS);
/** The simulator's own projects under way (the demo's, or opted in: decision 0540) — never a user's project. */
const live = `p.if_del = 0 AND p.simulated AND p.project_status IN (1, 2, 3)`;

/**
 * The AI-recognition and testing-institution part of a simulator round (docs/decisions/0220): now and then a
 * simulated camera of a live demo project recognises an event, an open event of a simulated camera gets handled,
 * a sample is taken on a live demo project, or the oldest pending sample of one gets its report. `random`
 * decides (tests pass `() => 0` to force every movement). Writes straight to the database: the screens' answer
 * cache is emptied by the round's readings batch, and otherwise expires within SCREEN_CACHE_MS (5 s).
 */
export async function aiSampleRound(db: Queryable, random: () => number = Math.random): Promise<AiSampleRound> {
  let events = 0;
  let handled = 0;
  let taken = 0;
  let tested = 0;
  if (random() < AI_SAMPLE_CHANCES.event) {
    events = await db.exec(
      `INSERT INTO ai_events (device_id, company_id, project_id, district_code, kind, ts, confidence)
       SELECT d.id, d.company_id, d.project_id, d.district_code, $1::text, now(), $2::numeric
         FROM devices d JOIN projects p ON p.id = d.project_id
        WHERE d.device_type = 'camera' AND d.simulated AND d.if_del = 0 AND d.status = 1 AND ${live}
        ORDER BY random() LIMIT 1`,
      [pick(kinds, random()), Math.round((0.7 + random() * 0.29) * 1000) / 1000],
    );
  }
  if (random() < AI_SAMPLE_CHANCES.handle) {
    handled = await db.exec(
      `UPDATE ai_events e SET handled = true, handled_at = now(),
              handled_by = (SELECT min(pu.user_id) FROM project_users pu WHERE pu.project_id = e.project_id)
        WHERE e.id = (SELECT x.id FROM ai_events x JOIN devices d ON d.id = x.device_id AND d.simulated
                       WHERE NOT x.handled AND x.ts <= now() ORDER BY x.ts LIMIT 1)`,
    );
  }
  if (random() < AI_SAMPLE_CHANCES.take) {
    const category = pick(categories, random());
    taken = await db.exec(
      `WITH n AS (SELECT nextval(pg_get_serial_sequence('test_samples', 'id')) AS id)
       INSERT INTO test_samples (id, company_id, project_id, sample_no, category, spec, sampling_time, sampler, witness_name, institution_name)
       SELECT n.id, p.company_id, p.id, 'YP' || to_char(now() AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYYMMDD') || '-' || lpad(n.id::text, 5, '0'),
              $1::text, $2::text, now(), $3::text, $4::text, $5::text
         FROM n, (SELECT p.id, p.company_id FROM projects p WHERE ${live} ORDER BY random() LIMIT 1) p`,
      [
        category, pick(SAMPLE_SPECS[category], random()), pick(SAMPLERS, random()),
        random() < WITNESS_SHARE ? pick(WITNESSES, random()) : null, pick(TESTING_INSTITUTIONS, random()),
      ],
    );
  }
  if (random() < AI_SAMPLE_CHANCES.test) {
    const result = random() < FAIL_SHARE ? 'fail' : 'pass';
    tested = await db.exec(
      `UPDATE test_samples s SET sent_at = coalesce(s.sent_at, now()), tested_at = now(), result = $1::text,
              report_no = 'BG' || to_char(now() AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYYMMDD') || '-' || lpad(s.id::text, 5, '0')
        WHERE s.id = (SELECT x.id FROM test_samples x JOIN projects p ON p.id = x.project_id
                       WHERE x.result = 'pending' AND x.if_del = 0 AND x.sampling_time <= now() AND ${live}
                       ORDER BY x.sampling_time LIMIT 1)`,
      [result],
    );
  }
  return { events, handled, taken, tested };
}
