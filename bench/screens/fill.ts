/**
 * Data of the screen benchmark (docs/benchmarks.md): bench projects with devices, `target` raw readings ending
 * now, and the minute/hour rollups and latest values computed from those raw readings (so they agree), plus
 * personnel, gate passages, wages, alarms and maintenance records at the same scale.
 */
import type { Db } from '../../apps/server/src/db/database';
import { seedPersonnelFor } from '../../apps/server/src/areas/personnel/seed-personnel';

const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const t0 = Date.now();
  const r = await work();
  log(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return r;
};

const DUST_METRICS = ['pm25', 'pm10', 'dust', 'noise', 'temperature', 'humidity', 'windSpeed'];
const CRANE_METRICS = ['craneLoad', 'craneMoment', 'craneHeight', 'craneRadius', 'craneWind', 'craneCycles'];

export interface FillOptions {
  readonly projects: number;
  readonly readings: number;
  /** Seconds between two readings of one device and metric. */
  readonly cadence: number;
}

/** Value expression of a metric at `ts` for device `d` (plausible ranges; a daily counter for craneCycles). */
const valueSql = `CASE m.metric
  WHEN 'pm25' THEN 35 + 20 * sin(e / 7200.0 + d.id) + random() * 15
  WHEN 'pm10' THEN 70 + 35 * sin(e / 7200.0 + d.id) + random() * 25
  WHEN 'dust' THEN 110 + 50 * sin(e / 7200.0 + d.id) + random() * 40
  WHEN 'noise' THEN 58 + 8 * sin(e / 43200.0) + random() * 6
  WHEN 'temperature' THEN 22 + 6 * sin(e / 43200.0) + random()
  WHEN 'humidity' THEN 65 - 15 * sin(e / 43200.0) + random() * 4
  WHEN 'windSpeed' THEN 2.5 + 1.5 * sin(e / 3600.0) + random()
  WHEN 'craneLoad' THEN round((random() * 5.5)::numeric, 2)
  WHEN 'craneMoment' THEN random() * 95
  WHEN 'craneHeight' THEN 8 + random() * 40
  WHEN 'craneRadius' THEN 12 + random() * 38
  WHEN 'craneWind' THEN 3 + random() * 4
  ELSE floor(greatest(0, extract(epoch FROM ts - ((ts AT TIME ZONE 'Asia/Shanghai')::date::timestamp AT TIME ZONE 'Asia/Shanghai')) - 25200) / 240)
END`;

export async function fillBench(db: Db, o: FillOptions): Promise<{ projectIds: number[]; deviceCount: number; readings: number }> {
  const c = await db.many<{ id: number; name: string }>('SELECT id, name FROM companies ORDER BY id');
  const id = (name: string) => c.find((x) => x.name === name)!.id;
  // Mostly the enterprise_demo subtree (华建第一工程), some in the other demo companies; 40 % in district 440305.
  const owners = [id('华建第一工程有限公司'), id('华建第一工程南山分公司'), id('华建第一工程有限公司'), id('华建路桥建设有限公司'), id('华建路桥宝安分公司'), id('远景建设集团有限公司')];
  const projectIds = await timed(`${o.projects} projects`, async () =>
    (await db.many<{ id: number }>(
      `INSERT INTO projects (company_id, project_name, project_no, project_status, district_code, address, lng, lat, start_date, end_date, contract_amount)
       SELECT ($2::int[])[1 + g % 6], '压测项目' || g, 'BENCH-' || g, (ARRAY[3, 3, 3, 3, 3, 2, 1, 4, 5, 3])[1 + g % 10],
              (ARRAY['440305', '440306', '440305', '440304', '440307'])[1 + g % 5], '深圳市压测路' || g || '号',
              113.75 + (g % 25) * 0.015, 22.48 + (g / 25) * 0.012, DATE '2025-01-01' + (g % 300), DATE '2027-06-30' + (g % 200), 5000 + (g % 40) * 250
         FROM generate_series(1, $1::int) g RETURNING id`, [o.projects, owners])).map((r) => r.id));
  await timed('devices (2 dust, 1 crane, 1 camera, 1 lpr per project)', () => db.exec(
    `INSERT INTO devices (device_type, name, serial_no, ingest_key, company_id, project_id, district_code, lng, lat, extra)
     SELECT k.kind, p.project_name || k.label, 'B-' || p.id || '-' || k.n, md5('bench' || p.id || '-' || k.n), p.company_id, p.id, p.district_code,
            p.lng, p.lat, CASE WHEN k.kind = 'camera' THEN '{"hlsUrl": ""}'::jsonb ELSE '{}'::jsonb END
       FROM projects p CROSS JOIN (VALUES ('dust', 1, '1号扬尘'), ('dust', 2, '2号扬尘'), ('crane', 3, '1号塔吊'), ('camera', 4, '大门'), ('lpr', 5, '车牌识别')) AS k(kind, n, label)
      WHERE p.id = ANY($1::int[])`, [projectIds]));
  const series = await db.many<{ id: number; metric: string }>(
    `SELECT d.id, m.metric FROM devices d CROSS JOIN unnest($2::text[]) m(metric) WHERE d.project_id = ANY($1::int[]) AND d.device_type = 'dust'
     UNION ALL SELECT d.id, m.metric FROM devices d CROSS JOIN unnest($3::text[]) m(metric) WHERE d.project_id = ANY($1::int[]) AND d.device_type = 'crane'`,
    [projectIds, DUST_METRICS, CRANE_METRICS]);
  const perSeries = Math.ceil(o.readings / series.length);
  const spanDays = Math.ceil((perSeries * o.cadence) / 86400) + 1;
  log(`${series.length} series × ${perSeries} readings every ${o.cadence} s (${((perSeries * o.cadence) / 3600).toFixed(1)} h of history)`);
  await db.exec(`SELECT readings_ensure_partition((now() AT TIME ZONE 'UTC')::date - d) FROM generate_series(-1, $1::int) d`, [spanDays]);
  const deviceIds = [...new Set(series.map((s) => s.id))];
  const chunk = Math.ceil(deviceIds.length / 10);
  let inserted = 0;
  for (let i = 0; i < deviceIds.length; i += chunk) {
    const ids = deviceIds.slice(i, i + chunk);
    inserted += await timed(`raw readings, devices ${i + 1}–${i + ids.length}`, () => db.exec(
      `INSERT INTO readings (device_id, metric, ts, value)
       SELECT d.id, m.metric, x.ts, ${valueSql}
         FROM devices d JOIN LATERAL unnest(CASE d.device_type WHEN 'dust' THEN $2::text[] ELSE $3::text[] END) m(metric) ON true
         CROSS JOIN generate_series(0, $4::int - 1) k
         CROSS JOIN LATERAL (SELECT date_trunc('second', now()) - make_interval(secs => (($4::int - 1 - k) * $5::int)) AS ts) x
         CROSS JOIN LATERAL (SELECT extract(epoch FROM x.ts) AS e) y
        WHERE d.id = ANY($1::int[])`, [ids, DUST_METRICS, CRANE_METRICS, perSeries, o.cadence]));
  }
  await timed('minute rollups from the raw readings', () => db.exec(
    `INSERT INTO readings_minute (device_id, metric, bucket, n, sum, min, max, last, last_ts)
     SELECT device_id, metric, date_trunc('minute', ts), count(*), sum(value), min(value), max(value), (array_agg(value ORDER BY ts DESC))[1], max(ts)
       FROM readings WHERE device_id = ANY($1::int[]) GROUP BY 1, 2, 3`, [deviceIds]));
  await timed('hour rollups from the minute rollups', () => db.exec(
    `INSERT INTO readings_hour (device_id, metric, bucket, n, sum, min, max, last, last_ts)
     SELECT device_id, metric, date_trunc('hour', bucket), sum(n), sum(sum), min(min), max(max), (array_agg(last ORDER BY last_ts DESC))[1], max(last_ts)
       FROM readings_minute WHERE device_id = ANY($1::int[]) GROUP BY 1, 2, 3`, [deviceIds]));
  await timed('latest values and last_seen_at', async () => {
    await db.exec(
      `INSERT INTO readings_latest (device_id, metric, ts, value)
       SELECT DISTINCT ON (device_id, metric) device_id, metric, last_ts, last FROM readings_hour
        WHERE device_id = ANY($1::int[]) ORDER BY device_id, metric, bucket DESC`, [deviceIds]);
    await db.exec(`UPDATE devices d SET last_seen_at = l.ts FROM (SELECT device_id, max(ts) AS ts FROM readings_latest GROUP BY 1) l WHERE l.device_id = d.id`);
    await db.exec(`UPDATE devices SET last_seen_at = now() - (id % 3) * interval '1 minute' WHERE project_id = ANY($1::int[]) AND device_type IN ('camera', 'lpr')`, [projectIds]);
  });
  const projects = await db.many<{ id: number; company_id: number; project_status: number }>('SELECT id, company_id, project_status FROM projects WHERE id = ANY($1::int[])', [projectIds]);
  await timed('roster, 30 days of attendance and gate passages, wages', () => seedPersonnelFor(db, projects));
  await timed('alarms (one per dust monitor and day, 30 days)', () => db.exec(
    `INSERT INTO alarm_records (device_id, device_type, device_name, company_id, project_id, district_code, threshold_id, metric, value, peak_value,
                                level, started_at, raised_at, status)
     SELECT d.id, d.device_type, d.name, d.company_id, d.project_id, d.district_code, (SELECT min(id) FROM alarm_thresholds WHERE metric = 'pm10'),
            'pm10', 150 + random() * 60, 160 + random() * 80, 1 + (d.id + k) % 3, x.at, x.at + interval '2 minutes', CASE WHEN k < 2 THEN 1 WHEN k < 4 THEN 2 ELSE 3 END
       FROM devices d CROSS JOIN generate_series(0, 29) k CROSS JOIN LATERAL (SELECT now() - make_interval(days => k, mins => (d.id * 37) % 600) AS at) x
      WHERE d.project_id = ANY($1::int[]) AND d.device_type = 'dust'`, [projectIds]));
  await timed('maintenance equipment and records', async () => {
    await db.exec(
      `INSERT INTO rout_insp_manage (company_id, project_id, project_name, device_type, device_name, device_no, audit_status)
       SELECT p.company_id, p.id, p.project_name, (ARRAY['塔吊', '施工电梯', '配电箱', '搅拌站', '物料提升机'])[k], (ARRAY['塔吊', '施工电梯', '配电箱', '搅拌站', '物料提升机'])[k] || '-' || p.id, 'M-' || p.id || '-' || k, 1 + k % 2
         FROM projects p CROSS JOIN generate_series(1, 5) k WHERE p.id = ANY($1::int[])`, [projectIds]);
    for (const table of ['rout_insp_switch_box', 'rout_insp_machinery', 'rout_insp_repair', 'rout_insp_maintain']) {
      await db.exec(
        `INSERT INTO ${table} (company_id, project_id, device_id, device_type, record_time, user_name)
         SELECT m.company_id, m.project_id, m.id, m.device_type, now() - make_interval(days => (m.id * 7 + k * 31) % 320, hours => k % 9), '压测记录人'
           FROM rout_insp_manage m CROSS JOIN generate_series(1, 10) k WHERE m.project_id = ANY($1::int[])`, [projectIds]);
    }
  });
  await timed('VACUUM ANALYZE', () => db.exec('VACUUM (ANALYZE)'));
  return { projectIds, deviceCount: deviceIds.length, readings: inserted };
}
