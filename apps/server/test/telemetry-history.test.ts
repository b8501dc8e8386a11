import { runPartitionMaintenance, listPartitions, ensurePartitions, utcDay } from '../src/telemetry/partitions';
import { useTestServer } from '../testing';
import { bearer, get, postForm } from './http-client';

const server = useTestServer({ signIn: ['sysadmin', 'project_demo', 'government_demo'] });
const devices: Record<string, number> = {};

const DAY = 24 * 3_600_000;

beforeAll(async () => {
  const rows = await server.db.many<{ id: number; project_no: string }>(
    `SELECT d.id, p.project_no FROM devices d JOIN projects p ON p.id = d.project_id WHERE d.device_type = 'dust' AND d.simulated ORDER BY d.id`,
  );
  for (const r of rows) devices[r.project_no] ??= r.id;
});

const history = (token: string, query: Record<string, string | number>) => get(`${server.api}/api/Telemetry/History`, query, bearer(token));

describe('seeded devices and backfill', () => {
  it('gives every demo project its device set and a week of hour rollups', async () => {
    const kinds = await server.db.many<{ device_type: string; n: number }>(
      `SELECT device_type, count(*)::int AS n FROM devices WHERE simulated GROUP BY 1 ORDER BY 1`,
    );
    const projects = Number((await server.db.one<{ n: string }>('SELECT count(*) AS n FROM projects WHERE if_del = 0'))!.n);
    expect(kinds).toEqual(expect.arrayContaining([{ device_type: 'crane', n: 2 * projects }, { device_type: 'dust', n: 2 * projects }]));
    const hours = await server.db.one<{ n: number }>(
      `SELECT count(DISTINCT bucket)::int AS n FROM readings_hour WHERE device_id = $1 AND metric = 'pm10'`,
      [devices['HJ-2025-001']],
    );
    expect(hours!.n).toBe(7 * 24);
  });
});

describe('GET /api/Telemetry/History', () => {
  it('answers hour buckets for the 7-day shortcut and minute buckets for a day', async () => {
    const week = await history(server.token('sysadmin'), { deviceId: devices['HJ-2025-001']!, metric: 'pm10', range: 7 });
    expect(week.body).toMatchObject({ code: 200, data: { interval: 'hour', series: [{ metric: 'pm10', unit: 'μg/m³' }] } });
    const points = week.body.data.series[0].points;
    expect(points).toHaveLength(7 * 24);
    expect(points[0]).toEqual({ t: Date.parse('2026-06-08T10:00:00+08:00'), n: 720, avg: 89.09, min: 80.5, max: 103.2, last: 81.7 });
    expect(points.at(-1)).toEqual({ t: Date.parse('2026-06-15T09:00:00+08:00'), n: 720, avg: 97.60666666666667, min: 88, max: 107.4, last: 96.8 });
    const day = await history(server.token('sysadmin'), { deviceId: devices['HJ-2025-001']!, range: 1 });
    expect(day.body.data.interval).toBe('minute');
    expect(day.body.data.series.map((s: { metric: string }) => s.metric)).toContain('noise');
    const month = await history(server.token('sysadmin'), { deviceId: devices['HJ-2025-001']!, metric: 'pm25', range: 'lastMonth' });
    expect(month.body.data.interval).toBe('hour');
  });

  it('refuses bad ranges and metrics with Chinese messages', async () => {
    expect((await history(server.token('sysadmin'), { deviceId: devices['HJ-2025-001']!, range: 5 })).body.message).toBe('查询时间范围不正确');
    expect((await history(server.token('sysadmin'), { deviceId: devices['HJ-2025-001']!, from: '2025-01-02', to: '2025-01-01' })).status).toBe(400);
    expect((await history(server.token('sysadmin'), { deviceId: devices['HJ-2025-001']!, metric: 'craneLoad' })).body.message).toBe('请选择监测指标');
  });

  it('is scoped: a project user cannot read another project’s device (402)', async () => {
    expect((await history(server.token('project_demo'), { deviceId: devices['HJ-2025-001']!, range: 7 })).body.code).toBe(200);
    const other = await history(server.token('project_demo'), { deviceId: devices['HJ-2025-003']!, range: 7 });
    expect(other.body).toMatchObject({ code: 402, message: '没有权限' });
    // Government users by district (440305 covers Nanshan, not Bao'an).
    expect((await history(server.token('government_demo'), { deviceId: devices['HJ-2025-002']!, range: 7 })).body.code).toBe(200);
    expect((await history(server.token('government_demo'), { deviceId: devices['HJ-2025-003']!, range: 7 })).body.code).toBe(402);
  });

  it('answers the latest values only for devices in scope', async () => {
    const r = await get(`${server.api}/api/Telemetry/Latest`, {}, server.bearer('project_demo'));
    expect(r.body.code).toBe(200);
    const projects = new Set(r.body.data.map((d: { projectId: number }) => d.projectId));
    const own = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
    expect([...projects]).toEqual([own]);
    const other = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-003'`))!.id;
    expect((await get(`${server.api}/api/Telemetry/Latest`, { projectId: other }, server.bearer('project_demo'))).body.data).toEqual([]);
  });
});

describe('device calls', () => {
  it('lists dust devices of the caller’s scope only, without keys', async () => {
    const mine = await get(`${server.api}/api/DustDevice/PCWhereDeviceList`, { index: 1, size: 100 }, server.bearer('project_demo'));
    expect(mine.body.page.record_count).toBe(2);
    expect(mine.body.data[0]).not.toHaveProperty('ingestKey');
    expect(mine.body.data[0]).toMatchObject({ deviceType: 'dust', keyHint: expect.any(String) });
    const all = await get(`${server.api}/api/DustDevice/PCWhereDeviceList`, { index: 1, size: 100 }, server.bearer('sysadmin'));
    expect(all.body.page.record_count).toBe(12);
    expect((await get(`${server.api}/api/DustDevice/GetDeviceDetailByID`, { id: devices['HJ-2025-003']! }, server.bearer('project_demo'))).body.code).toBe(402);
  });

  it('refuses creating a device in a project outside the scope, and modifying another scope’s device', async () => {
    const other = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-003'`))!.id;
    const create = await postForm(`${server.api}/api/DustDevice/PCCreateDevice`, { device_name: '越权设备', project_id: other }, server.bearer('project_demo'));
    expect(create.body.code).toBe(402);
    const modify = await postForm(`${server.api}/api/DustDevice/PCModifyDevice`, { id: devices['HJ-2025-003']!, device_name: 'x' }, server.bearer('project_demo'));
    expect(modify.body.code).toBe(402);
    const missing = await postForm(`${server.api}/api/DustDevice/PCCreateDevice`, { project_id: other }, server.bearer('sysadmin'));
    expect(missing.body.message).toBe('请输入设备名称');
  });
});

describe('partitions and retention', () => {
  it('creates partitions ahead and drops raw partitions past the retention, keeping rollups', async () => {
    const old = Date.now() - 40 * DAY;
    await ensurePartitions(server.db, [utcDay(old)]);
    await server.db.exec(`INSERT INTO readings (device_id, metric, ts, value) VALUES ($1, 'pm25', $2, 42)`, [devices['HJ-2025-001'], new Date(old)]);
    await server.db.exec(
      `INSERT INTO readings_hour (device_id, metric, bucket, n, sum, min, max, last, last_ts) VALUES ($1, 'pm25', date_trunc('hour', $2::timestamptz), 1, 42, 42, 42, 42, $2)`,
      [devices['HJ-2025-001'], new Date(old)],
    );
    const result = await runPartitionMaintenance(server.db, { telemetryRetentionDays: 30, hourRollupRetentionDays: 400 });
    expect(result.dropped).toContain(`readings_p${utcDay(old).replaceAll('-', '')}`);
    const days = (await listPartitions(server.db)).map((p) => p.day);
    for (let d = 0; d <= 2; d++) expect(days).toContain(utcDay(Date.now() + d * DAY));
    expect(days.every((d) => Date.parse(d) > Date.now() - 31 * DAY)).toBe(true);
    expect(Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM readings WHERE ts < now() - interval '35 days'`))!.n)).toBe(0);
    expect(Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM readings_hour WHERE bucket < now() - interval '35 days'`))!.n)).toBe(1);
  });
});
