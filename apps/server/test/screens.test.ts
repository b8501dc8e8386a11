import { get, postForm, bearer, type Reply } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/** Large-screen statistics (issue 5, docs/decisions/0160–0166): numbers follow the database. */
const s = useTestServer({ signIn: ['enterprise_demo'] });
const { projects, companies } = useDemoIds(s);
const today = `(now() AT TIME ZONE 'Asia/Shanghai')::date`;

const screen = async (action: string, query: Record<string, string | number> = {}, who = s.token('enterprise_demo'), method: 'GET' | 'POST' = 'GET'): Promise<any> => {
  const url = `${s.api}/api/TyScreen/${action}`;
  const r: Reply = method === 'GET' ? await get(url, query, bearer(who)) : await postForm(url, query, bearer(who));
  expect(r.status).toBe(200);
  expect(r.body.code).toBe(200);
  return r.body.data;
};
const point = (points: { name: string; value: number }[], name: string) => points.find((p) => p.name === name)?.value;

const nanshan = () => projects['南山科技园综合楼项目']!;
const subA = () => companies['华建第一工程有限公司']!;

describe('screen statistics follow the database', () => {
  test('GetXmgl_tg: a new stopped project counts under 停工 and in the total; map shows it as stopped', async () => {
    const before = await screen('GetXmgl_tg');
    const expected = await s.db.one<{ n: number }>(
      `WITH RECURSIVE sub AS (SELECT id FROM companies WHERE id = $1 UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id)
       SELECT count(*)::int AS n FROM projects WHERE if_del = 0 AND company_id IN (SELECT id FROM sub)`, [subA()]);
    expect(before.total).toBe(expected!.n);
    const row = await s.db.one<{ id: number }>(
      `INSERT INTO projects (company_id, project_name, project_status, district_code, lng, lat, contract_amount)
       VALUES ($1, '屏幕统计测试项目', 5, '440305', 113.9, 22.5, 1234.5) RETURNING id`, [subA()]);
    const after = await screen('GetXmgl_tg');
    expect(after.total).toBe(before.total + 1);
    expect(point(after.byStatus, '停工')).toBe(point(before.byStatus, '停工')! + 1);
    expect(after.contractAmountTotal).toBeCloseTo(before.contractAmountTotal + 1234.5, 2);
    const map = await screen('GetXmgl_dt');
    expect(map.markers.find((m: any) => m.id === row!.id)).toMatchObject({ title: '屏幕统计测试项目', center: { lng: 113.9, lat: 22.5 }, iconStyle: 'stopped' });
    const pointed = await screen('GetXmgl_dt', { projectId: row!.id });
    expect(pointed.markers).toHaveLength(1);
    expect(pointed.markers[0]).toMatchObject({ id: row!.id, iconStyle: 'pointing', color: expect.any(String), color2: expect.any(String) });
  });

  test('personnel: a new worker attending today raises roster, attendance, work type, team and the top-10', async () => {
    const [totals, types, top] = await Promise.all([screen('GetRyglzl_rytj'), screen('GetRyglzl_gztj'), screen('GetXmtj_kqtop10')]);
    const roster = await s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM workers WHERE project_id = $1 AND entry_date <= ${today} AND (exit_date IS NULL OR exit_date >= ${today})`, [nanshan()]);
    expect(roster!.n).toBe(188);
    const w = await s.db.one<{ id: number }>(
      `INSERT INTO workers (company_id, project_id, worker_name, id_card_masked, team_name, work_type, entry_date)
       VALUES ($1, $2, '测试工人', '5101**********1234', '测试班', 1029, ${today}) RETURNING id`, [subA(), nanshan()]);
    await s.db.exec(`INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time) VALUES ($1, $2, $3, ${today}, now())`, [w!.id, subA(), nanshan()]);
    const [totals2, types2, top2, att] = await Promise.all([screen('GetRyglzl_rytj'), screen('GetRyglzl_gztj'), screen('GetXmtj_kqtop10'), screen('GetRygl_kqtj')]);
    expect(totals2.rosterTotal).toBe(totals.rosterTotal + 1);
    expect(totals2.attendedToday).toBe(totals.attendedToday + 1);
    expect(totals2.onSiteNow).toBe(totals.onSiteNow + 1);
    expect(totals2.attendanceRate).toBeCloseTo((totals2.attendedToday * 100) / totals2.rosterTotal, 1);
    const welders = (d: any) => d.byWorkType.find((x: any) => x.key === 1029)?.value ?? 0;
    expect(welders(types2)).toBe(welders(types) + 1);
    expect(types2.byTeam.find((x: any) => x.name === '测试班')).toMatchObject({ value: 1, attendedToday: 1 });
    const rank = (d: any[]) => d.find((x) => x.key === nanshan());
    expect(rank(top2).value).toBe(rank(top).value + 1);
    expect(att.trend.categories).toHaveLength(7);
    expect(att.trend.series[0].data[6]).toBe(totals2.attendedToday);
    expect(att.today).toMatchObject({ attended: totals2.attendedToday, roster: totals2.rosterTotal });
    const list = await get(`${s.api}/api/TyScreen/GetRygl_hmc`, { keyword: '测试工人', index: 1, size: 10 }, s.bearer('enterprise_demo'));
    expect(list.body.page.record_count).toBe(1);
    expect(list.body.data[0]).toMatchObject({ name: '测试工人', idCard: '5101**********1234', workTypeName: '建筑焊工', todayOut: null });
  });

  test('devices: online means reported within 5 minutes; environment and crane figures come from the rollups', async () => {
    const before = await screen('GetSbgl_sbzxqk');
    const counts = await screen('GetSbgl_sbtj');
    const add = (type: string, seenSql: string) => s.db.one<{ id: number }>(
      `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code, last_seen_at)
       VALUES ($1, $1 || '-测试', md5(random()::text), $2, $3, '440305', ${seenSql}) RETURNING id`, [type, subA(), nanshan()]);
    const dust = await add('dust', 'now()');
    await add('dust', "now() - interval '10 minutes'");
    const crane = await add('crane', 'now()');
    const after = await screen('GetSbgl_sbzxqk');
    expect(after.total).toBe(before.total + 3);
    expect(after.online).toBe(before.online + 2);
    expect(after.offline).toBe(before.offline + 1);
    expect(point((await screen('GetSbgl_sbtj')).byType, '扬尘监测')).toBe(point(counts.byType, '扬尘监测')! + 2);
    const env = await screen('GetHjjc_sbtj');
    expect(env.total).toBe(after.byType.series[0].data[0] + after.byType.series[1].data[0]);

    await s.db.exec(`DELETE FROM readings_latest WHERE device_id IN (SELECT id FROM devices WHERE project_id = $1 AND device_type = 'dust')`, [nanshan()]);
    await s.db.exec(`INSERT INTO readings_latest (device_id, metric, ts, value) VALUES ($1, 'pm25', now(), 42), ($1, 'noise', now(), 61.5)`, [dust!.id]);
    await s.db.exec(`INSERT INTO readings_hour (device_id, metric, bucket, n, sum, min, max, last, last_ts)
                     VALUES ($1, 'pm25', date_trunc('hour', now()), 2, 80, 30, 50, 50, now())`, [dust!.id]);
    const zy = await screen('GetHjjc_zytj', { projectId: nanshan() });
    expect(zy.projects).toHaveLength(1);
    expect(zy.projects[0]).toMatchObject({ projectId: nanshan(), pm25: 42, noise: 61.5 });
    expect(zy.series24h.categories).toHaveLength(24);
    const pm25 = zy.series24h.series.find((x: any) => x.name === 'PM2.5');
    // The hour just begun holds only the row inserted above (the demo rollups end at the previous hour).
    expect(pm25.data.slice(-4)).toEqual([54.48, 52.87, 49.87, 40]);

    const start = `date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'`;
    await s.db.exec(`INSERT INTO readings_hour (device_id, metric, bucket, n, sum, min, max, last, last_ts) VALUES
                       ($1, 'craneCycles', ${start}, 4, 10, 0, 5, 5, now()), ($1, 'craneCycles', ${start} + interval '1 hour', 4, 40, 6, 12, 12, now()),
                       ($1, 'craneMoment', ${start}, 4, 200, 40, 95, 60, now()), ($1, 'craneLoad', ${start}, 4, 12, 1, 4, 3, now())
                     ON CONFLICT DO NOTHING`, [crane!.id]);
    await s.db.exec(`INSERT INTO readings_latest (device_id, metric, ts, value) VALUES ($1, 'craneLoad', now(), 2.5) ON CONFLICT (device_id, metric) DO UPDATE SET value = 2.5`, [crane!.id]);
    const td = await screen('GetTzsb_tdtj', { projectId: nanshan() });
    const row = td.cranes.find((c: any) => c.id === crane!.id);
    expect(row).toMatchObject({ cyclesToday: 12, maxMomentToday: 95, maxLoadToday: 4, load: 2.5, online: true });
    // Today's lifts by band (docs/decisions/0580): the same lifts the cranes count, whatever the hour of the run.
    const lifts = td.cranes.reduce((a: number, c: any) => a + c.cyclesToday, 0);
    const sum = (ps: { value: number }[]) => ps.reduce((a, p) => a + p.value, 0);
    expect(td.momentDistribution.map((p: any) => p.name)).toEqual(['<50%', '50-80%', '80-90%', '90-100%', '≥100%']);
    expect(td.loadDistribution.map((p: any) => p.name)).toEqual(['<1t', '1-3t', '3-5t', '5-8t', '≥8t']);
    expect([sum(td.momentDistribution), sum(td.loadDistribution), td.cyclesToday]).toEqual([lifts, lifts, lifts]);
  });

  test('alarms, vehicles, maintenance and wage accounts count inserted rows', async () => {
    const [al, veh, wb, acc] = await Promise.all([screen('GetPtyj_bjtj'), screen('GetClgl_cltj'), screen('GetSbwb_wbtj', {}, s.token('enterprise_demo'), 'POST'), screen('GetXmtj_dnzhtj')]);
    expect(al.available).toBe(true);
    const threshold = await s.db.one<{ id: number }>(`SELECT id FROM alarm_thresholds WHERE metric = 'pm10' LIMIT 1`);
    await s.db.exec(
      `INSERT INTO alarm_records (device_id, device_type, device_name, company_id, project_id, district_code, threshold_id, metric, value, peak_value, level, started_at, raised_at, status)
       VALUES (0, 'dust', '测试扬尘', $1, $2, '440305', $3, 'pm10', 180, 190, 1, now(), now(), 1)`, [subA(), nanshan(), threshold!.id]);
    await s.db.exec(`INSERT INTO vehicle_passages (company_id, project_id, plate_no, car_type, direction, ts) VALUES ($1, $2, '粤B12345', '测试车', 'in', now())`, [subA(), nanshan()]);
    const device = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_manage WHERE company_id = $1 AND if_del = 0 LIMIT 1`, [subA()]);
    await s.db.exec(`INSERT INTO rout_insp_repair (company_id, project_id, device_id, device_type, record_time, user_name) VALUES ($1, $2, $3, '测试设备', now(), '测试')`, [subA(), nanshan(), device!.id]);
    const worker = await s.db.one<{ id: number }>(`SELECT id FROM workers WHERE project_id = $1 ORDER BY id LIMIT 1`, [nanshan()]);
    await s.db.exec(`DELETE FROM wage_payments WHERE worker_id = $1 AND pay_month = date_trunc('year', ${today}::timestamp)::date`, [worker!.id]);
    const [al2, veh2, wb2, acc2] = await Promise.all([screen('GetPtyj_bjtj'), screen('GetClgl_cltj'), screen('GetSbwb_wbtj', {}, s.token('enterprise_demo'), 'POST'), screen('GetXmtj_dnzhtj')]);
    await s.db.exec(`INSERT INTO wage_payments (worker_id, company_id, project_id, pay_month, amount, funds_status) VALUES ($1, $2, $3, date_trunc('year', ${today}::timestamp)::date, 7777, 1)`, [worker!.id, subA(), nanshan()]);
    const acc3 = await screen('GetXmtj_dnzhtj');
    expect(al2.today).toBe(al.today + 1);
    expect(al2.openNow).toBe(al.openNow + 1);
    expect(point(al2.byLevel, '市级')).toBe(point(al.byLevel, '市级')! + 1);
    expect(al2.latest[0]).toMatchObject({ deviceName: '测试扬尘', levelName: '市级', statusName: '待处理', metric: 'pm10' });
    expect(veh2.today.in).toBe(veh.today.in + 1);
    expect(veh2.latest[0]).toMatchObject({ plateNo: '粤B12345', directionName: '进场' });
    expect(wb2.recordTotal).toBe(wb.recordTotal + 1);
    expect(point(wb2.byKind, '维修记录')).toBe(point(wb.byKind, '维修记录')! + 1);
    expect(acc3.arrivedTotal).toBeCloseTo(acc2.arrivedTotal + 7777, 2);
    expect(acc.byMonth.categories[0]).toBe('1月');
  });
});
