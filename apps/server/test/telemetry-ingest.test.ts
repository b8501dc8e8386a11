import { useIngestedBatches } from './ingested-batches';
import { useTestServer } from '../testing';
import { postForm, postJson, type Reply } from './http-client';

const server = useTestServer({ signIn: ['sysadmin'] });
let dustKey: string;
let dustId: number;
let craneKey: string;
let craneId: number;
const seen = useIngestedBatches();

const ingest = (body: unknown, headers: Record<string, string> = {}): Promise<Reply> => postJson(`${server.api}/api/Telemetry/Ingest`, body, headers);
const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await server.db.one<{ n: string }>(sql, params))!.n);

async function createDevice(path: string, projectId: number, name: string): Promise<{ id: number; key: string }> {
  const r = await postForm(`${server.api}/api/${path}/PCCreateDevice`, { device_name: name, project_id: projectId, serial_no: `SN-${name}` }, server.bearer('sysadmin'));
  expect(r.body).toMatchObject({ code: 200, detail: expect.stringContaining('设备密钥') });
  return { id: r.body.data.id, key: r.body.data.ingestKey };
}

beforeAll(async () => {
  const nanshan = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
  ({ id: dustId, key: dustKey } = await createDevice('DustDevice', nanshan, '测试扬尘'));
  ({ id: craneId, key: craneKey } = await createDevice('TadiaoDevice', nanshan, '测试塔吊'));
});

describe('HTTP telemetry ingest', () => {
  it('writes a batch to readings and the minute/hour rollups with n/sum/min/max/last', async () => {
    const base = Date.UTC(2020, 0, 1) + Math.floor((Date.now() - Date.UTC(2020, 0, 1)) / 3_600_000) * 3_600_000 - 3_600_000; // start of last hour
    const at = (min: number, sec: number) => new Date(base + min * 60_000 + sec * 1000).toISOString();
    const r = await ingest({
      readings: [
        { key: dustKey, metric: 'pm25', value: 30, ts: at(1, 0) },
        { key: dustKey, metric: 'pm25', value: 50, ts: at(1, 40) },
        { key: dustKey, metric: 'pm25', value: 40, ts: at(1, 20) },
        { key: dustKey, metric: 'pm25', value: 10, ts: at(2, 5) },
        { key: dustKey, metric: 'noise', value: '61.5', ts: at(1, 1) },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 5 } });
    expect(await count('SELECT count(*) AS n FROM readings WHERE device_id = $1', [dustId])).toBe(5);
    const minute = await server.db.many(
      `SELECT n, sum, min, max, last FROM readings_minute WHERE device_id = $1 AND metric = 'pm25' ORDER BY bucket`,
      [dustId],
    );
    expect(minute).toEqual([
      { n: 3, sum: 120, min: 30, max: 50, last: 50 },
      { n: 1, sum: 10, min: 10, max: 10, last: 10 },
    ]);
    const hour = await server.db.one(`SELECT n, sum, min, max, last FROM readings_hour WHERE device_id = $1 AND metric = 'pm25'`, [dustId]);
    expect(hour).toEqual({ n: 4, sum: 130, min: 10, max: 50, last: 10 });
    // Late data adds to the counts but never replaces a newer `last`.
    expect((await ingest({ readings: [{ key: dustKey, metric: 'pm25', value: 99, ts: at(1, 10) }] })).status).toBe(200);
    expect(await server.db.one(`SELECT n, sum, max, last FROM readings_minute WHERE device_id = $1 AND metric = 'pm25' ORDER BY bucket LIMIT 1`, [dustId])).toEqual({
      n: 4, sum: 219, max: 99, last: 50,
    });
    const device = await server.db.one<{ last_seen_at: Date }>('SELECT last_seen_at FROM devices WHERE id = $1', [dustId]);
    expect(device!.last_seen_at.toISOString()).toBe(at(2, 5));
    const mine = seen.flat().filter((x) => x.deviceId === dustId);
    expect(mine.length).toBe(6);
    expect(mine[0]).toMatchObject({ deviceType: 'dust', companyId: expect.any(Number), projectId: expect.any(Number), districtCode: '440305' });
  });

  it('accepts the per-device values shape with the key in a header', async () => {
    const r = await ingest({ ts: Date.now(), values: { craneLoad: 2.5, craneMoment: 41, craneHeight: 30, craneRadius: 22 } }, { 'x-device-key': craneKey });
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 4 } });
    const latest = await server.db.many(`SELECT metric, value FROM readings_latest WHERE device_id = $1 ORDER BY metric`, [craneId]);
    expect(latest).toContainEqual({ metric: 'craneLoad', value: 2.5 });
  });

  it('refuses a wrong key with 401 and stores nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM readings');
    const r = await ingest({ readings: [{ key: dustKey, metric: 'pm25', value: 1 }, { key: 'wsk_not-a-real-key-0000', metric: 'pm25', value: 1 }] });
    expect(r.status).toBe(401);
    expect(r.body.message ?? r.body.detail).toBe('设备密钥无效或设备已停用');
    expect((await ingest({ readings: [{ metric: 'pm25', value: 1 }] })).status).toBe(401);
    expect(await count('SELECT count(*) AS n FROM readings')).toBe(before);
  });

  it('refuses a key used for another device (403), nothing stored', async () => {
    const before = await count('SELECT count(*) AS n FROM readings');
    const r = await ingest({ readings: [{ key: dustKey, deviceId: craneId, metric: 'pm25', value: 20 }] });
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).toContain('设备密钥只能上报本设备的数据');
    expect(await count('SELECT count(*) AS n FROM readings')).toBe(before);
  });

  it.each([
    [{ key: 'dust', metric: 'craneLoad', value: 1 }, '设备类型dust不支持监测指标craneLoad'],
    [{ key: 'dust', metric: 'pm25', value: 'abc' }, '监测指标pm25的数值不正确'],
    [{ key: 'dust', metric: 'pm25', value: -5 }, '监测指标pm25的数值不正确'],
    [{ key: 'dust', metric: 'humidity', value: 140 }, '监测指标humidity的数值不正确'],
    [{ key: 'dust', metric: 'pm25', value: 10, ts: Date.now() + 3_600_000 }, '读数时间不正确或超出允许范围'],
    [{ key: 'dust', metric: 'pm25', value: 10, ts: '2001-01-01T00:00:00Z' }, '读数时间不正确或超出允许范围'],
  ])('refuses an invalid reading %j with its Chinese message', async (reading, message) => {
    const before = await count('SELECT count(*) AS n FROM readings');
    const r = await ingest({ readings: [{ key: dustKey, metric: 'pm25', value: 12 }, { ...reading, key: dustKey }] });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(message);
    expect(await count('SELECT count(*) AS n FROM readings')).toBe(before);
  });

  it('refuses malformed bodies', async () => {
    expect((await ingest({ nothing: true }, { 'x-device-key': dustKey })).body.message).toBe('上报数据格式不正确');
    expect((await ingest({ readings: [] }, { 'x-device-key': dustKey })).status).toBe(400);
  });

  it('stops accepting a deleted device key', async () => {
    const nanshan = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
    const gas = await createDevice('GasDevice', nanshan, '测试气体');
    expect((await ingest({ values: { gas: 3 } }, { 'x-device-key': gas.key })).status).toBe(200);
    expect((await postForm(`${server.api}/api/GasDevice/PCDeleteDevice`, { id: gas.id }, server.bearer('sysadmin'))).body.code).toBe(200);
    expect((await ingest({ values: { gas: 3 } }, { 'x-device-key': gas.key })).status).toBe(401);
  });

  it('resets a key: the old one stops, the new one works', async () => {
    const r = await postForm(`${server.api}/api/Telemetry/ResetDeviceKey`, { id: craneId }, server.bearer('sysadmin'));
    expect(r.body).toMatchObject({ code: 200, data: { id: craneId, ingestKey: expect.stringMatching(/^wsk_/) } });
    expect((await ingest({ values: { craneLoad: 1 } }, { 'x-device-key': craneKey })).status).toBe(401);
    craneKey = r.body.data.ingestKey;
    expect((await ingest({ values: { craneLoad: 1 } }, { authorization: `Device ${craneKey}` })).status).toBe(200);
  });
});
