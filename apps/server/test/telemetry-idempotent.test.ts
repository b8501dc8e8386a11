/**
 * Idempotent telemetry ingest (issue 12, docs/decisions/0277): a batch resent after a lost reply is stored once
 * per device, metric and time — raw rows, minute and hour rollups, latest values — and the readings listeners
 * (alarm evaluation, live push) see each reading once.
 */
import { useIngestedBatches } from './ingested-batches';
import { useTestServer } from '../testing';
import { postForm, postJson, type Reply } from './http-client';

const server = useTestServer({ signIn: ['sysadmin'] });
let nanshan: number;
const seen = useIngestedBatches();

const ingest = (body: unknown): Promise<Reply> => postJson(`${server.api}/api/Telemetry/Ingest`, body);
const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await server.db.one<{ n: string }>(sql, params))!.n);

async function createDevice(name: string): Promise<{ id: number; key: string }> {
  const r = await postForm(`${server.api}/api/DustDevice/PCCreateDevice`, { device_name: name, project_id: nanshan }, server.bearer('sysadmin'));
  expect(r.body).toMatchObject({ code: 200 });
  return { id: r.body.data.id, key: r.body.data.ingestKey };
}

/** Raw rows, rollup counts and sums, latest values of a device: what a duplicate must not change. */
async function stored(deviceId: number) {
  return {
    raw: await server.db.many(`SELECT metric, ts, value FROM readings WHERE device_id = $1 ORDER BY metric, ts`, [deviceId]),
    minute: await server.db.many(`SELECT metric, bucket, n, sum, min, max, last FROM readings_minute WHERE device_id = $1 ORDER BY metric, bucket`, [deviceId]),
    hour: await server.db.many(`SELECT metric, bucket, n, sum, min, max, last FROM readings_hour WHERE device_id = $1 ORDER BY metric, bucket`, [deviceId]),
    latest: await server.db.many(`SELECT metric, ts, value FROM readings_latest WHERE device_id = $1 ORDER BY metric`, [deviceId]),
  };
}

beforeAll(async () => {
  nanshan = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
});

/** Start of the previous full hour (so the minute and hour buckets of a test are its own). */
const lastHour = () => Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;

describe('a resent batch is stored once', () => {
  it('HTTP: the same batch twice → the same rows, rollups and latest values as once; listeners called once', async () => {
    const d = await createDevice('幂等扬尘A');
    const base = lastHour();
    const batch = {
      devices: [
        { key: d.key, ts: base + 60_000, values: { pm25: 30, noise: 55 } },
        { key: d.key, ts: base + 90_000, values: { pm25: 50 } },
      ],
    };
    seen.length = 0;
    const first = await ingest(batch);
    expect(first.body).toMatchObject({ code: 200, data: { accepted: 3 } });
    const once = await stored(d.id);
    expect(once.raw).toHaveLength(3);
    expect(once.minute.map((m) => [m.metric, m.n, m.sum])).toEqual([['noise', 1, 55], ['pm25', 2, 80]]);
    expect(seen.flat().map((r) => [r.metric, r.value])).toEqual([['pm25', 30], ['noise', 55], ['pm25', 50]]);

    seen.length = 0;
    const again = await ingest(batch);
    // The device is told the batch is in (it is): a retry must not be refused, or the device would retry for ever.
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 200, data: { accepted: 3 } });
    expect(await stored(d.id)).toEqual(once);
    expect(seen).toEqual([]);
  });

  it('HTTP: a batch overlapping a stored one, with a reading twice in itself → only the new readings counted', async () => {
    const d = await createDevice('幂等扬尘B');
    const base = lastHour() + 10 * 60_000;
    await ingest({ devices: [{ key: d.key, ts: base, values: { pm25: 10, pm10: 20 } }] });
    seen.length = 0;
    const r = await ingest({
      readings: [
        { key: d.key, metric: 'pm25', value: 10, ts: base }, // stored before
        { key: d.key, metric: 'pm25', value: 40, ts: base + 30_000 }, // new
        { key: d.key, metric: 'pm25', value: 40, ts: base + 30_000 }, // the same again in this batch
        { key: d.key, metric: 'pm10', value: 25, ts: base + 30_000 }, // new
        { key: d.key, metric: 'pm10', value: 20, ts: base }, // stored before
      ],
    });
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 5 } });
    expect(await count('SELECT count(*) AS n FROM readings WHERE device_id = $1', [d.id])).toBe(4);
    const s = await stored(d.id);
    expect(s.minute.map((m) => [m.metric, m.n, m.sum, m.min, m.max, m.last])).toEqual([
      ['pm10', 2, 45, 20, 25, 25],
      ['pm25', 2, 50, 10, 40, 40],
    ]);
    expect(s.hour.map((m) => [m.metric, m.n, m.sum])).toEqual([['pm10', 2, 45], ['pm25', 2, 50]]);
    expect(s.latest.map((l) => [l.metric, l.value, l.ts.getTime()])).toEqual([
      ['pm10', 25, base + 30_000],
      ['pm25', 40, base + 30_000],
    ]);
    // The listeners (alarm evaluation, live push) get the two new readings, once each.
    expect(seen.flat().map((x) => [x.metric, x.value, x.ts.getTime()])).toEqual([
      ['pm25', 40, base + 30_000],
      ['pm10', 25, base + 30_000],
    ]);
  });

  it('a resent value that differs keeps the first one stored (first write wins)', async () => {
    const d = await createDevice('幂等扬尘C');
    const ts = lastHour() + 20 * 60_000;
    await ingest({ devices: [{ key: d.key, ts, values: { noise: 60 } }] });
    const r = await ingest({ devices: [{ key: d.key, ts, values: { noise: 99 } }] });
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 1 } });
    expect(await server.db.many(`SELECT value FROM readings WHERE device_id = $1`, [d.id])).toEqual([{ value: 60 }]);
    expect(await server.db.many(`SELECT n, sum, last FROM readings_hour WHERE device_id = $1`, [d.id])).toEqual([{ n: 1, sum: 60, last: 60 }]);
  });
});
