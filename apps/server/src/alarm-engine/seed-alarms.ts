import type { SeedStep } from '../shared/seed-step';

/**
 * Demo data step (after the devices): a week of past alarm records on the simulated dust and crane devices,
 * mostly closed with measures, some acknowledged, one open per project, so alarm lists and screens show
 * history from the first start. Live alarms come from the simulator's threshold crossings.
 */
export const seedAlarms: SeedStep = async (q, ctx) => {
  // Handled by the project's own account where there is one, else the enterprise account, else the admin.
  const handlers = [ctx.projects.nanshanTower ?? 0, ctx.users.project_demo ?? null, ctx.users.enterprise_demo ?? null, ctx.users.sysadmin ?? null];
  await q.exec(
    `WITH dev AS (
       SELECT d.id, d.device_type, d.name, d.company_id, d.project_id, d.district_code,
              row_number() OVER (PARTITION BY d.project_id, d.device_type ORDER BY d.id) AS rn
         FROM devices d WHERE d.if_del = 0 AND d.device_type IN ('dust', 'crane') AND d.project_id IS NOT NULL),
     plan AS (
       SELECT dev.*, CASE WHEN dev.project_id = $1 THEN $2::int
                          WHEN dev.company_id IN (SELECT c.id FROM companies c JOIN user_companies uc ON uc.company_id IN (c.id, c.parent_id) WHERE uc.user_id = $3) THEN $3::int
                          ELSE $4::int END AS handler, t.id AS threshold_id, t.metric, t.upper_limit, t.level, k.days_ago, k.status,
              t.upper_limit * (1.1 + 0.1 * k.days_ago) AS value
         FROM dev
         JOIN alarm_thresholds t ON t.company_id IS NULL AND t.if_del = 0 AND t.device_type = dev.device_type
              AND t.metric IN ('pm10', 'pm25', 'craneMoment')
         CROSS JOIN (VALUES (6, 3), (4, 3), (2, 3), (1, 2), (0, 1)) AS k(days_ago, status)
        WHERE dev.rn = 1 AND (k.status <> 1 OR t.metric IN ('pm10', 'craneMoment')))
     INSERT INTO alarm_records (device_id, device_type, device_name, company_id, project_id, district_code, threshold_id, metric,
                                value, peak_value, upper_limit, level, started_at, raised_at, recovered_at, status, measures,
                                acknowledged_by, acknowledged_at, handled_by, handled_at, closed_by, closed_at)
     SELECT id, device_type, name, company_id, project_id, district_code, threshold_id, metric,
            round(value::numeric, 1), round((value * 1.15)::numeric, 1), upper_limit, level,
            s.started, s.started + interval '2 minutes',
            CASE WHEN status = 1 THEN NULL ELSE s.started + interval '25 minutes' END,
            status,
            CASE WHEN status = 3 THEN CASE WHEN device_type = 'crane' THEN '停止吊装，检查载荷与幅度，重新规划吊装路线后恢复作业'
                                           ELSE '开启雾炮及喷淋降尘，覆盖裸土，暂停土方作业' END ELSE '' END,
            CASE WHEN status > 1 THEN handler END, CASE WHEN status > 1 THEN s.started + interval '10 minutes' END,
            CASE WHEN status > 1 THEN handler END, CASE WHEN status > 1 THEN s.started + interval '30 minutes' END,
            CASE WHEN status = 3 THEN handler END, CASE WHEN status = 3 THEN s.started + interval '40 minutes' END
       FROM plan CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) - make_interval(days => days_ago, hours => 2 + (id % 5)) AS started) s
      ORDER BY project_id, started
     ON CONFLICT DO NOTHING`,
    handlers,
  );
};
