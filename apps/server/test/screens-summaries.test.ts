import { fillAttendance, fillVehiclePassages, fillWagePayments } from '../src/areas/personnel/personnel-fill';
import { seedPersonnelFor } from '../src/areas/personnel/seed-personnel';
import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/**
 * The per-project summaries the screens read (migration 1700000000290, docs/decisions/0230) always equal a
 * recount of their base rows: after the demo seed, after the personnel writers add a project's roster,
 * attendance, passages and wages, after record API calls, and after updates, moves and deletes by hand.
 */
const s = useTestServer({ signIn: ['enterprise_demo', 'project_demo'] });
const { projects, companies } = useDemoIds(s);
const site = `'Asia/Shanghai'`;

/**
 * Every screen panel with a total and a breakdown (issue 20, docs/decisions/0580): for each, which figure is the
 * whole and which series are its parts; on the demo seed every part adds up to its whole, exactly.
 */
type Answer = Record<string, any>;
/** A number of an answer: a field path (`today.attended`), or a sum over points, series or rows. */
type Figure = (d: Answer) => number;
const at = (d: Answer, path: string): any => path.split('.').reduce((v, k) => v?.[k], d);
const field = (path: string): Figure => (d) => Number(at(d, path));
const sumOf = (v: any): number => (Array.isArray(v) ? v.reduce((a: number, x: any) => a + (typeof x === 'number' ? x : x === null ? 0 : sumOf(x.value ?? x)), 0) : Array.isArray(v?.series) ? v.series.reduce((a: number, x: any) => a + sumOf(x.data), 0) : Number(v ?? 0));
const parts = (path: string): Figure => (d) => sumOf(at(d, path));
const fieldsOf = (...paths: string[]): Figure => (d) => paths.reduce((a, p) => a + Number(at(d, p)), 0);
const rowsField = (path: string, key: string): Figure => (d) => (at(d, path) as any[]).reduce((a, r) => a + Number(r[key]), 0);
const series = (path: string, which: (name: string) => boolean): Figure => (d) => sumOf({ series: at(d, path).series.filter((x: any) => which(x.name)) });
const count = (path: string): Figure => (d) => (at(d, path) as any[]).length;

interface Panel {
  /** The call (GET under /api/TyScreen) and, when the whole is another call's figure, that call. */
  readonly call: string;
  readonly totalOf?: string;
  /** Called by POST (as the catalogue declares). */
  readonly post?: true;
  readonly total: Figure;
  /**
   * The whole on the demo seed for enterprise_demo (at the test clock's instant): a number, or for a figure of
   * today / this year a recount of its base rows in SQL (`sub`: the caller's companies, `day0`: site midnight),
   * which says what the figure counts.
   */
  readonly expected: number | string;
  readonly parts: Readonly<Record<string, Figure>>;
}

const panels: Readonly<Record<string, Panel>> = {
  项目概况: { call: 'GetXmgl_tg', total: field('total'), expected: 2, parts: { byStatus: parts('byStatus') } },
  人员统计: { call: 'GetRyglzl_rytj', total: field('rosterTotal'), expected: 214, parts: { 管理人员与劳务人员: fieldsOf('managementTotal', 'labourTotal'), byGender: parts('byGender'), byAge: parts('byAge') } },
  工种统计: { call: 'GetRyglzl_gztj', totalOf: 'GetRyglzl_rytj', total: field('rosterTotal'), expected: 214, parts: { byWorkType: parts('byWorkType'), byTeam: parts('byTeam') } },
  人员分布: { call: 'GetRygl_ryfb', totalOf: 'GetRyglzl_rytj', total: field('rosterTotal'), expected: 214, parts: { byProvince: parts('byProvince'), byAge: parts('byAge') } },
  考勤统计: { call: 'GetRygl_kqtj', total: field('today.attended'), expected: `SELECT count(*) FROM attendance_records WHERE company_id IN (SELECT id FROM sub) AND work_date = (now() AT TIME ZONE ${site})::date`, parts: { 在场与离场: fieldsOf('today.onSiteNow', 'today.left'), arrivalsByHour: parts('arrivalsByHour') } },
  设备统计: { call: 'GetSbgl_sbtj', total: field('total'), expected: 24, parts: { 启用与停用: fieldsOf('enabled', 'disabled'), byType: parts('byType') } },
  设备在线情况: { call: 'GetSbgl_sbzxqk', total: field('total'), expected: 24, parts: { 在线与离线: fieldsOf('online', 'offline'), byType: parts('byType'), devices: count('devices') } },
  环境设备: { call: 'GetHjjc_sbtj', total: field('total'), expected: 4, parts: { 在线与离线: fieldsOf('online', 'offline'), byType: parts('byType'), byProject: parts('byProject') } },
  塔吊吊次: { call: 'GetTzsb_tdtj', total: field('cyclesToday'), expected: `SELECT coalesce(sum(round(greatest(0, x.max - coalesce(x.prev, x.min))::numeric)), 0) FROM (
     SELECT h.max, h.min, lag(h.max) OVER (PARTITION BY h.device_id ORDER BY h.bucket) AS prev FROM readings_hour h JOIN devices d ON d.id = h.device_id
      WHERE d.device_type = 'crane' AND d.if_del = 0 AND d.company_id IN (SELECT id FROM sub) AND h.metric = 'craneCycles' AND h.bucket >= day0) x`, parts: { cranes: rowsField('cranes', 'cyclesToday'), cyclesByHour: parts('cyclesByHour'), loadDistribution: parts('loadDistribution'), momentDistribution: parts('momentDistribution') } },
  塔吊台数: { call: 'GetTzsb_tdtj', total: field('total'), expected: 4, parts: { cranes: count('cranes') } },
  报警统计: { call: 'GetPtyj_bjtj', total: field('last30Days'), expected: `SELECT count(*) FROM alarm_records WHERE company_id IN (SELECT id FROM sub) AND raised_at >= day0 - interval '29 days'`, parts: { byLevel: parts('byLevel'), byStatus: parts('byStatus'), byMetric: parts('byMetric') } },
  车辆进场: { call: 'GetClgl_cltj', total: field('today.in'), expected: `SELECT count(*) FROM vehicle_passages WHERE company_id IN (SELECT id FROM sub) AND direction = 'in' AND ts >= day0`, parts: { byCarType: parts('byCarType') } },
  本年账户: { call: 'GetXmtj_dnzhtj', total: field('payableTotal'), expected: `SELECT sum(amount) FROM wage_payments WHERE company_id IN (SELECT id FROM sub) AND pay_month >= date_trunc('year', now() AT TIME ZONE ${site})::date`, parts: { 按状态: fieldsOf('arrivedTotal', 'notArrivedTotal', 'notPaidTotal'), byFundsStatus: parts('byFundsStatus'), 应发工资按月: series('byMonth', (n) => n === '应发工资'), 各状态按月: series('byMonth', (n) => n !== '应发工资') } },
  账户人数: { call: 'GetXmtj_dnzhtj', totalOf: 'GetRyglzl_rytj', total: field('rosterTotal'), expected: 214, parts: { bankAccounts: parts('bankAccounts') } },
  维保统计: { call: 'GetSbwb_wbtj', post: true, total: field('recordTotal'), expected: 64, parts: { byKind: parts('byKind'), byDeviceType: parts('byDeviceType') } },
  订单统计: { call: 'GetHntsc_ddtj', post: true, total: field('total'), expected: 35, parts: { byStatus: parts('byStatus') } },
  摄像头: { call: 'GetSpjk_sblb', total: field('total'), expected: 4, parts: { cameras: count('cameras') } },
  AI事件: { call: 'GetAisb_sjtj', total: field('today'), expected: `SELECT count(*) FROM ai_events WHERE company_id IN (SELECT id FROM sub) AND ts >= day0`, parts: { byHour: parts('byHour') } },
  检测样品: { call: 'GetJcjg_yptj', total: field('total'), expected: 139, parts: { byCategory: parts('byCategory'), byResult: parts('byResult') } },
};

/** A recount for enterprise_demo's companies (华建第一工程有限公司 and below), rounded to cents. */
async function recount(sql: string): Promise<number> {
  const r = await s.db.one<{ n: string }>(
    `WITH RECURSIVE sub AS (SELECT id FROM companies WHERE id = $1 UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id)
     SELECT round(coalesce((${sql.replaceAll('day0', `(date_trunc('day', now() AT TIME ZONE ${site}) AT TIME ZONE ${site})`)}), 0)::numeric, 2)::text AS n`,
    [companies['华建第一工程有限公司']!]);
  return Number(r!.n);
}

describe('every screen panel adds up (issue 20)', () => {
  test('工种分布: the certified trades lead, 其他 (trades without a SPEC code) is a minority (decision 0582)', async () => {
    const r = await get(`${s.api}/api/TyScreen/GetRyglzl_gztj`, {}, bearer(s.token('enterprise_demo')));
    expect(r.body.data.byWorkType.slice(0, 5).map((x: any) => [x.name, x.value])).toEqual([['其他', 52], ['建筑架子工', 37], ['建筑电工', 28], ['建筑焊工', 23], ['班组长', 20]]);
  });
  test.each(Object.entries(panels))('%s', async (_name, panel) => {
    const token = s.token('enterprise_demo');
    const call = async (action: string, post = false) => {
      const url = `${s.api}/api/TyScreen/${action}`;
      const r = post ? await postForm(url, {}, bearer(token)) : await get(url, {}, bearer(token));
      expect(r.body.code).toBe(200);
      return r.body.data as Answer;
    };
    const [d, whole] = await Promise.all([call(panel.call, panel.post), panel.totalOf ? call(panel.totalOf) : undefined]);
    const expected = typeof panel.expected === 'number' ? panel.expected : await recount(panel.expected);
    const total = panel.total(whole ?? d);
    const sums = Object.fromEntries(Object.entries(panel.parts).map(([k, f]) => [k, Math.round(f(d) * 100) / 100]));
    expect({ total, sums }).toEqual({ total: expected, sums: Object.fromEntries(Object.keys(sums).map((k) => [k, expected])) });
  });
});


/** [summary query, recount query]: both ordered by the key, zero rows never kept. */
const pairs: Record<string, [string, string]> = {
  attendance: [
    `SELECT company_id, project_id, work_date, in_hour, n, inside FROM screen_attendance_days ORDER BY 1, 2, 3, 4`,
    `SELECT company_id, project_id, work_date, extract(hour FROM in_time AT TIME ZONE ${site})::smallint AS in_hour, count(*)::int AS n,
            count(*) FILTER (WHERE out_time IS NULL)::int AS inside FROM attendance_records GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  ],
  passages: [
    `SELECT company_id, project_id, day, direction, car_type, n FROM screen_passage_days ORDER BY 1, 2, 3, 4, 5`,
    `SELECT company_id, project_id, (ts AT TIME ZONE ${site})::date AS day, direction, car_type, count(*)::int AS n
       FROM vehicle_passages GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  ],
  wages: [
    `SELECT company_id, project_id, pay_month, funds_status, n, amount::text FROM screen_wage_months ORDER BY 1, 2, 3, 4`,
    `SELECT company_id, project_id, pay_month, funds_status, count(*)::int AS n, sum(amount)::text AS amount FROM wage_payments GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  ],
  arrivals: [
    `SELECT company_id, project_id, pay_year, worker_id, n FROM screen_wage_arrivals ORDER BY 1, 2, 3, 4`,
    `SELECT company_id, project_id, extract(year FROM pay_month)::smallint AS pay_year, worker_id, count(*)::int AS n
       FROM wage_payments WHERE funds_status = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  ],
  maintenanceTypes: [
    `SELECT company_id, project_id, kind, device_type, n FROM screen_maintenance_types ORDER BY 1, 2 NULLS FIRST, 3, 4`,
    `SELECT company_id, project_id, kind, device_type, count(*)::int AS n FROM (
       SELECT company_id, project_id, 'RoutInspSwitchBox' AS kind, device_type FROM rout_insp_switch_box WHERE if_del = 0
       UNION ALL SELECT company_id, project_id, 'RoutInspMachinery', device_type FROM rout_insp_machinery WHERE if_del = 0
       UNION ALL SELECT company_id, project_id, 'RoutInspRepair', device_type FROM rout_insp_repair WHERE if_del = 0
       UNION ALL SELECT company_id, project_id, 'RoutInspMaintain', device_type FROM rout_insp_maintain WHERE if_del = 0) r
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2 NULLS FIRST, 3, 4`,
  ],
  maintenanceMonths: [
    `SELECT company_id, project_id, kind, month, n FROM screen_maintenance_months ORDER BY 1, 2 NULLS FIRST, 3, 4`,
    `SELECT company_id, project_id, kind, date_trunc('month', record_time AT TIME ZONE ${site})::date AS month, count(*)::int AS n FROM (
       SELECT company_id, project_id, 'RoutInspSwitchBox' AS kind, record_time FROM rout_insp_switch_box WHERE if_del = 0
       UNION ALL SELECT company_id, project_id, 'RoutInspMachinery', record_time FROM rout_insp_machinery WHERE if_del = 0
       UNION ALL SELECT company_id, project_id, 'RoutInspRepair', record_time FROM rout_insp_repair WHERE if_del = 0
       UNION ALL SELECT company_id, project_id, 'RoutInspMaintain', record_time FROM rout_insp_maintain WHERE if_del = 0) r
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2 NULLS FIRST, 3, 4`,
  ],
};

/** Every summary equals its recount (and is not empty where the base table is not). */
async function expectExact(): Promise<void> {
  for (const [name, [summary, recount]] of Object.entries(pairs)) {
    const [a, b] = await Promise.all([s.db.many(summary), s.db.many(recount)]);
    expect({ name, rows: a }).toEqual({ name, rows: b });
  }
}

describe('screen summaries equal a recount of their base rows', () => {
  test('after the demo seed (backfill and the personnel writers)', async () => {
    const n = await s.db.one<{ a: number; w: number }>('SELECT (SELECT count(*) FROM screen_attendance_days)::int AS a, (SELECT count(*) FROM screen_wage_months)::int AS w');
    // 585 attendance buckets (project, day, hour of arrival) since the night teams' history days arrive at 17–19 h (0675)
    expect(n).toEqual({ a: 585, w: 60 });
    await expectExact();
  });

  test('after the personnel writers fill a new project (roster, attendance, passages, wages) in one transaction', async () => {
    const company = companies['华建第一工程有限公司']!;
    await s.db.tx(async (q) => {
      const p = await q.one<{ id: number; company_id: number; project_status: number }>(
        `INSERT INTO projects (company_id, project_name, project_status, district_code) VALUES ($1, '汇总测试项目', 3, '440305')
         RETURNING id, company_id, project_status`, [company]);
      await q.exec(`INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('lpr', '汇总测试闸机', md5(random()::text), $1, $2, '440305')`, [company, p!.id]);
      await seedPersonnelFor(q, [p!], 10);
    });
    await expectExact();
    // Writing the same days again adds only what is missing (ON CONFLICT DO NOTHING rows never reach the summaries).
    const id = (await s.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_name = '汇总测试项目'`))!.id;
    await fillAttendance(s.db, [id], 12);
    await fillVehiclePassages(s.db, [id], 2);
    await fillWagePayments(s.db, [id]);
    await expectExact();
  });

  test('after exits recorded, wages paid out, rows moved between projects and deleted', async () => {
    const nanshan = projects['南山科技园综合楼项目']!;
    const other = projects['前海交通枢纽配套工程']!;
    await s.db.exec(`UPDATE attendance_records SET out_time = in_time + interval '9 hours' WHERE project_id = $1 AND out_time IS NULL`, [nanshan]);
    await s.db.exec(`UPDATE attendance_records SET in_time = in_time - interval '2 hours' WHERE id IN (SELECT id FROM attendance_records WHERE project_id = $1 ORDER BY id LIMIT 50)`, [nanshan]);
    await s.db.exec(`UPDATE wage_payments SET funds_status = 1, paid_at = now() WHERE project_id = $1 AND funds_status = 0`, [nanshan]);
    await s.db.exec(`UPDATE wage_payments SET funds_status = 2, amount = amount + 0.01 WHERE id IN (SELECT id FROM wage_payments WHERE project_id = $1 AND funds_status = 1 ORDER BY id LIMIT 30)`, [nanshan]);
    await s.db.exec(`UPDATE vehicle_passages SET project_id = $2, car_type = '移动测试车', ts = ts - interval '1 day' WHERE id IN (SELECT id FROM vehicle_passages WHERE project_id = $1 ORDER BY id LIMIT 40)`, [nanshan, other]);
    await expectExact();
    await s.db.exec(`DELETE FROM attendance_records WHERE id IN (SELECT id FROM attendance_records WHERE project_id = $1 ORDER BY id DESC LIMIT 100)`, [nanshan]);
    await s.db.exec(`DELETE FROM wage_payments WHERE id IN (SELECT id FROM wage_payments WHERE project_id = $1 ORDER BY id LIMIT 25)`, [nanshan]);
    await s.db.exec(`DELETE FROM vehicle_passages WHERE project_id = $1 AND car_type = '移动测试车'`, [other]);
    await expectExact();
    // A whole day deleted leaves no zero rows behind.
    await s.db.exec(`DELETE FROM attendance_records WHERE project_id = $1 AND work_date = (SELECT min(work_date) FROM attendance_records WHERE project_id = $1)`, [nanshan]);
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screen_attendance_days WHERE n = 0'))!.n).toBe(0);
    await expectExact();
  });

  test('concurrent writers of the same project and day keep the counts', async () => {
    const nanshan = projects['南山科技园综合楼项目']!;
    const company = companies['华建第一工程有限公司']!;
    const workers = await s.db.many<{ id: number }>(`SELECT id FROM workers WHERE project_id = $1 ORDER BY id LIMIT 20`, [nanshan]);
    await Promise.all(workers.map((w, i) => s.db.tx(async (q) => {
      await q.exec(`INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time) VALUES ($1, $2, $3, DATE '2020-01-06', TIMESTAMPTZ '2020-01-06 07:00+08' + $4 * interval '1 minute')`,
        [w.id, company, nanshan, i]);
      await q.exec(`INSERT INTO vehicle_passages (company_id, project_id, plate_no, car_type, direction, ts) VALUES ($1, $2, '粤B' || $3, '测试车', 'in', TIMESTAMPTZ '2020-01-06 08:00+08')`,
        [company, nanshan, String(10000 + i)]);
    })));
    const day = await s.db.one<{ n: number }>(`SELECT sum(n)::int AS n FROM screen_attendance_days WHERE project_id = $1 AND work_date = DATE '2020-01-06'`, [nanshan]);
    expect(day!.n).toBe(workers.length);
    await expectExact();
  });

  test('maintenance records through the record API, deleted flags and hand edits', async () => {
    const token = s.token('enterprise_demo');
    const device = await s.db.one<{ id: number }>(
      `SELECT m.id FROM rout_insp_manage m WHERE m.project_id = $1 AND m.if_del = 0 ORDER BY m.id LIMIT 1`, [projects['南山科技园综合楼项目']!]);
    const rec = JSON.stringify([{ typeName: '箱体与标识', content: [{ id: '1', name: '箱体完好', value: '1', childList: [{ id: '1-1', name: '合格', value: '1' }] }] }]);
    for (const resource of ['RoutInspSwitchBox', 'RoutInspMachinery', 'RoutInspRepair', 'RoutInspMaintain']) {
      const r = await postForm(`${s.api}/api/${resource}/CreateModel`, { token, device_id: device!.id, rec_list: rec, record_time: '2026-01-15 09:30:00' });
      expect(r.body.code).toBe(200);
    }
    await expectExact();
    await s.db.exec(`UPDATE rout_insp_repair SET if_del = 1 WHERE id IN (SELECT id FROM rout_insp_repair ORDER BY id LIMIT 3)`);
    await s.db.exec(`UPDATE rout_insp_maintain SET record_time = record_time - interval '40 days', device_type = '测试类型' WHERE id IN (SELECT id FROM rout_insp_maintain ORDER BY id LIMIT 4)`);
    await s.db.exec(`INSERT INTO rout_insp_machinery (company_id, project_id, device_type, record_time, user_name) VALUES ($1, NULL, '无项目设备', now(), '测试'), ($1, NULL, '无项目设备', now(), '测试')`,
      [companies['华建第一工程有限公司']!]);
    await expectExact();
    await s.db.exec(`DELETE FROM rout_insp_machinery WHERE project_id IS NULL AND device_type = '无项目设备'`);
    await s.db.exec(`UPDATE rout_insp_repair SET if_del = 0 WHERE if_del = 1`);
    await expectExact();
    const wb = await postForm(`${s.api}/api/TyScreen/GetSbwb_wbtj`, {}, bearer(token));
    expect(wb.body.code).toBe(200);
    const total = await s.db.one<{ n: number }>(
      `WITH RECURSIVE sub AS (SELECT id FROM companies WHERE id = $1 UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id)
       SELECT ((SELECT count(*) FROM rout_insp_switch_box WHERE if_del = 0 AND company_id IN (SELECT id FROM sub)) + (SELECT count(*) FROM rout_insp_machinery WHERE if_del = 0 AND company_id IN (SELECT id FROM sub))
             + (SELECT count(*) FROM rout_insp_repair WHERE if_del = 0 AND company_id IN (SELECT id FROM sub)) + (SELECT count(*) FROM rout_insp_maintain WHERE if_del = 0 AND company_id IN (SELECT id FROM sub)))::int AS n`,
      [companies['华建第一工程有限公司']!]);
    expect(wb.body.data.recordTotal).toBe(total!.n);
  });

  test('the wage panel counts paid workers and amounts from the summaries as from the payments', async () => {
    const token = s.token('project_demo');
    const own = projects['南山科技园综合楼项目']!;
    const r = await get(`${s.api}/api/TyScreen/GetXmtj_dnzhtj`, {}, bearer(token));
    expect(r.body.code).toBe(200);
    const year = `date_trunc('year', (now() AT TIME ZONE ${site})::date::timestamp)::date`;
    const expected = await s.db.one<{ workers: number; arrived: string }>(
      `SELECT count(DISTINCT worker_id) FILTER (WHERE funds_status = 1)::int AS workers, coalesce(sum(amount) FILTER (WHERE funds_status = 1), 0)::text AS arrived
         FROM wage_payments WHERE project_id = $1 AND pay_month >= ${year}`, [own]);
    expect(r.body.data.paidWorkers).toBe(expected!.workers);
    expect(r.body.data.arrivedTotal).toBeCloseTo(Number(expected!.arrived), 2);
  });

  test('TRUNCATE of a base table empties its summary', async () => {
    await s.db.exec('TRUNCATE vehicle_passages');
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screen_passage_days'))!.n).toBe(0);
    await expectExact();
  });
});
