/**
 * The faster ingest path (docs/decisions/0210): the compact `{ devices: [...] }` batch, the cached key
 * resolution with its write guard (changes made outside this process are seen on the very next batch), and
 * the one-statement writer keeping raw rows, rollups and latest values exact.
 */
import { useIngestedBatches } from './ingested-batches';
import { useTestServer } from '../testing';
import { postForm, postJson, type Reply } from './http-client';

const server = useTestServer({ signIn: ['sysadmin'] });
let nanshan: number;
const seen = useIngestedBatches();

const ingest = (body: unknown, headers: Record<string, string> = {}): Promise<Reply> => postJson(`${server.api}/api/Telemetry/Ingest`, body, headers);
const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await server.db.one<{ n: string }>(sql, params))!.n);
const rawCount = (deviceId: number) => count('SELECT count(*) AS n FROM readings WHERE device_id = $1', [deviceId]);

async function createDevice(path: string, name: string): Promise<{ id: number; key: string }> {
  const r = await postForm(`${server.api}/api/${path}/PCCreateDevice`, { device_name: name, project_id: nanshan, serial_no: `SN-${name}` }, server.bearer('sysadmin'));
  expect(r.body).toMatchObject({ code: 200 });
  return { id: r.body.data.id, key: r.body.data.ingestKey };
}

beforeAll(async () => {
  nanshan = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
});

/** Start of the previous full hour (so the minute and hour buckets of a test are its own). */
const lastHour = () => Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;

describe('compact device batch { devices: [{ key, ts, values }] }', () => {
  it('stores raw rows, minute and hour rollups, latest values and last_seen_at exactly', async () => {
    const a = await createDevice('DustDevice', '紧凑扬尘A');
    const b = await createDevice('DustDevice', '紧凑扬尘B');
    const base = lastHour();
    const at = (min: number, sec: number) => base + min * 60_000 + sec * 1000;
    const r = await ingest({
      devices: [
        { key: a.key, ts: at(1, 0), values: { pm25: 30, noise: 55 } },
        { key: a.key, ts: new Date(at(1, 40)).toISOString(), values: { pm25: 50 } },
        { key: a.key, ts: at(1, 20), values: { pm25: 40, noise: '61.5' } },
        { deviceKey: b.key, ts: Math.floor(at(2, 5) / 1000), values: { pm10: 80, humidity: 45 } },
        { key: a.key, ts: at(2, 5), values: { pm25: 10 } },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 8 } });
    expect(JSON.stringify(r.body)).toContain('提交成功');
    expect(await rawCount(a.id)).toBe(6);
    expect(await rawCount(b.id)).toBe(2);
    expect(await server.db.many(`SELECT n, sum, min, max, last FROM readings_minute WHERE device_id = $1 AND metric = 'pm25' ORDER BY bucket`, [a.id])).toEqual([
      { n: 3, sum: 120, min: 30, max: 50, last: 50 },
      { n: 1, sum: 10, min: 10, max: 10, last: 10 },
    ]);
    expect(await server.db.one(`SELECT n, sum, min, max, last FROM readings_minute WHERE device_id = $1 AND metric = 'noise'`, [a.id])).toEqual({
      n: 2, sum: 116.5, min: 55, max: 61.5, last: 61.5,
    });
    expect(await server.db.one(`SELECT n, sum, min, max, last FROM readings_hour WHERE device_id = $1 AND metric = 'pm25'`, [a.id])).toEqual({
      n: 4, sum: 130, min: 10, max: 50, last: 10,
    });
    expect(await server.db.many(`SELECT metric, value, ts FROM readings_latest WHERE device_id = $1 ORDER BY metric`, [a.id])).toEqual([
      { metric: 'noise', value: 61.5, ts: new Date(at(1, 20)) },
      { metric: 'pm25', value: 10, ts: new Date(at(2, 5)) },
    ]);
    expect(await server.db.many(`SELECT metric, value FROM readings_latest WHERE device_id = $1 ORDER BY metric`, [b.id])).toEqual([
      { metric: 'humidity', value: 45 },
      { metric: 'pm10', value: 80 },
    ]);
    const lastSeen = await server.db.many<{ id: number; last_seen_at: Date }>('SELECT id, last_seen_at FROM devices WHERE id = ANY($1) ORDER BY id', [[a.id, b.id]]);
    expect(lastSeen.map((d) => d.last_seen_at.getTime())).toEqual([at(2, 5), at(2, 5)]);
    // Σ minute n = Σ hour n = raw rows, per device.
    for (const id of [a.id, b.id]) {
      const minute = await count('SELECT coalesce(sum(n), 0) AS n FROM readings_minute WHERE device_id = $1', [id]);
      const hour = await count('SELECT coalesce(sum(n), 0) AS n FROM readings_hour WHERE device_id = $1', [id]);
      expect([minute, hour]).toEqual([await rawCount(id), await rawCount(id)]);
    }
    // Listeners get the readings with their device's scope.
    const mine = seen.flat().filter((x) => x.deviceId === b.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ deviceType: 'dust', projectId: nanshan, districtCode: expect.any(String) });
  });

  it('takes the key from the header and a batch time from the server clock when none is sent', async () => {
    const d = await createDevice('DustDevice', '紧凑扬尘C');
    const before = Date.now();
    const r = await ingest({ devices: [{ values: { pm25: 12, pm10: 20 } }] }, { 'x-device-key': d.key });
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 2 } });
    const ts = (await server.db.one<{ ts: Date }>(`SELECT max(ts) AS ts FROM readings WHERE device_id = $1`, [d.id]))!.ts.getTime();
    expect(ts).toBeGreaterThanOrEqual(before - 1000);
    expect(ts).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    [{ key: 'K', values: { craneLoad: 1 } }, 400, '设备类型dust不支持监测指标craneLoad'],
    [{ key: 'K', values: { pm25: 'abc' } }, 400, '监测指标pm25的数值不正确'],
    [{ key: 'K', values: { humidity: 140 } }, 400, '监测指标humidity的数值不正确'],
    [{ key: 'K', values: { pm25: null } }, 400, '监测指标pm25的数值不正确'],
    [{ key: 'K', ts: Date.now() + 3_600_000, values: { pm25: 1 } }, 400, '读数时间不正确或超出允许范围'],
    [{ key: 'K', ts: 'yesterday', values: { pm25: 1 } }, 400, '读数时间不正确或超出允许范围'],
    [{ key: 'K', values: [5] }, 400, '上报数据格式不正确'],
    [{ key: 'K' }, 400, '上报数据格式不正确'],
    ['K', 400, '上报数据格式不正确'],
    [{ key: 5, values: { pm25: 1 } }, 400, '上报数据格式不正确'],
    [{ values: { pm25: 1 } }, 401, '缺少设备密钥'],
    [{ key: 'wsk_not-a-real-key-0000', values: { pm25: 1 } }, 401, '设备密钥无效或设备已停用'],
    [{ key: 'K', deviceId: 1, values: { pm25: 1 } }, 403, '设备密钥只能上报本设备的数据'],
  ])('refuses a batch holding %j as a whole (%d, Chinese message), nothing stored', async (bad, status, message) => {
    const d = await createDevice('DustDevice', `坏数据${Math.random().toString(36).slice(2, 8)}`);
    const entry = bad === 'K' ? d.key : typeof bad === 'object' && (bad as { key?: unknown }).key === 'K' ? { ...bad, key: d.key } : bad;
    // A good entry first: one bad reading refuses the whole batch.
    const r = await ingest({ devices: [{ key: d.key, values: { pm25: 12, noise: 50 } }, entry] });
    expect(r.status).toBe(status);
    expect(r.body.message ?? r.body.detail).toBe(message);
    expect(await rawCount(d.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM readings_latest WHERE device_id = $1', [d.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM readings_minute WHERE device_id = $1', [d.id])).toBe(0);
  });

  it('refuses an empty batch and one without values', async () => {
    const d = await createDevice('DustDevice', '空批');
    for (const body of [{ devices: [] }, { devices: [{ key: d.key, values: {} }] }]) {
      const r = await ingest(body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('没有可保存的读数');
    }
    expect((await ingest({ devices: 'all' }, { 'x-device-key': d.key })).body.message).toBe('上报数据格式不正确');
  });
});

describe('cached key resolution', () => {
  it('refuses a device disabled by another process on its very next batch, and takes it back when re-enabled', async () => {
    const d = await createDevice('DustDevice', '缓存停用');
    expect((await ingest({ devices: [{ key: d.key, values: { pm25: 11 } }] })).body).toMatchObject({ data: { accepted: 1 } });
    expect((await ingest({ devices: [{ key: d.key, values: { pm25: 12 } }] })).body).toMatchObject({ data: { accepted: 1 } }); // from the cache
    // Straight in the database: no in-process invalidation (as when another server process disables it).
    await server.db.exec('UPDATE devices SET status = 0 WHERE id = $1', [d.id]);
    const r = await ingest({ devices: [{ key: d.key, values: { pm25: 13 } }] });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('设备密钥无效或设备已停用');
    expect(await rawCount(d.id)).toBe(2);
    expect(await count('SELECT sum(n) AS n FROM readings_minute WHERE device_id = $1', [d.id])).toBe(2);
    await server.db.exec('UPDATE devices SET status = 1 WHERE id = $1', [d.id]);
    expect((await ingest({ devices: [{ key: d.key, values: { pm25: 14 } }] })).body).toMatchObject({ data: { accepted: 1 } });
    expect(await rawCount(d.id)).toBe(3);
  });

  it('refuses an old key replaced outside this process, and a deleted device, at once', async () => {
    const d = await createDevice('DustDevice', '缓存换钥');
    expect((await ingest({ values: { pm25: 11 } }, { 'x-device-key': d.key })).status).toBe(200);
    await server.db.exec(`UPDATE devices SET ingest_key = md5(random()::text) WHERE id = $1`, [d.id]);
    expect((await ingest({ values: { pm25: 12 } }, { 'x-device-key': d.key })).status).toBe(401);
    const e = await createDevice('DustDevice', '缓存删除');
    expect((await ingest({ values: { pm25: 11 } }, { 'x-device-key': e.key })).status).toBe(200);
    await server.db.exec('UPDATE devices SET if_del = 1 WHERE id = $1', [e.id]);
    expect((await ingest({ values: { pm25: 12 } }, { 'x-device-key': e.key })).status).toBe(401);
    expect([await rawCount(d.id), await rawCount(e.id)]).toEqual([1, 1]);
  });

  it('refuses the whole batch when one of its cached devices was disabled', async () => {
    const a = await createDevice('DustDevice', '缓存整批A');
    const b = await createDevice('DustDevice', '缓存整批B');
    const batch = () => ({ devices: [{ key: a.key, values: { pm25: 1 } }, { key: b.key, values: { pm25: 2 } }] });
    expect((await ingest(batch())).body).toMatchObject({ data: { accepted: 2 } });
    await server.db.exec('UPDATE devices SET status = 0 WHERE id = $1', [b.id]);
    expect((await ingest(batch())).status).toBe(401);
    expect([await rawCount(a.id), await rawCount(b.id)]).toEqual([1, 1]);
  });

  it('gives listeners the current scope of a device moved to another project after its key was cached', async () => {
    const d = await createDevice('DustDevice', '缓存迁移');
    expect((await ingest({ values: { pm25: 11 } }, { 'x-device-key': d.key })).status).toBe(200);
    const other = (await server.db.one<{ id: number }>('SELECT id FROM projects WHERE id <> $1 ORDER BY id LIMIT 1', [nanshan]))!.id;
    await server.db.exec('UPDATE devices SET project_id = $2 WHERE id = $1', [d.id, other]);
    seen.length = 0;
    expect((await ingest({ values: { pm25: 12 } }, { 'x-device-key': d.key })).status).toBe(200);
    expect(seen.flat().filter((x) => x.deviceId === d.id).map((x) => x.projectId)).toEqual([other]);
    expect(await rawCount(d.id)).toBe(2);
  });

  it('a key reset through the API stops the old key at once and the new one works', async () => {
    const d = await createDevice('DustDevice', '缓存重置');
    expect((await ingest({ values: { pm25: 11 } }, { 'x-device-key': d.key })).status).toBe(200);
    const r = await postForm(`${server.api}/api/Telemetry/ResetDeviceKey`, { id: d.id }, server.bearer('sysadmin'));
    expect(r.body).toMatchObject({ code: 200 });
    expect((await ingest({ values: { pm25: 12 } }, { 'x-device-key': d.key })).body.message).toBe('设备密钥无效或设备已停用');
    expect((await ingest({ values: { pm25: 13 } }, { 'x-device-key': r.body.data.ingestKey })).status).toBe(200);
    expect(await rawCount(d.id)).toBe(2);
  });
});

describe('one-statement writer', () => {
  it('writes a batch spanning two UTC days to both partitions and rollups, all counts equal', async () => {
    const d = await createDevice('DustDevice', '跨日');
    const midnight = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const r = await ingest({ devices: [{ key: d.key, ts: midnight - 30_000, values: { pm25: 5, noise: 40 } }, { key: d.key, ts: midnight + 30_000, values: { pm25: 7 } }] });
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 3 } });
    const parts = await server.db.many<{ part: string; n: number }>(
      `SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM readings WHERE device_id = $1 GROUP BY 1 ORDER BY 1`, [d.id],
    );
    expect(parts.map((p) => p.n)).toEqual([2, 1]);
    expect(await count('SELECT sum(n) AS n FROM readings_minute WHERE device_id = $1', [d.id])).toBe(3);
    expect(await count('SELECT sum(n) AS n FROM readings_hour WHERE device_id = $1', [d.id])).toBe(3);
    expect(await server.db.one(`SELECT value FROM readings_latest WHERE device_id = $1 AND metric = 'pm25'`, [d.id])).toEqual({ value: 7 });
  });
});
