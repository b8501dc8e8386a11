import mqtt, { type MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from '../testing';
import { bearer, login, postForm } from './http-client';

/** The Mosquitto of the test environment (MQTT_URL overrides). */
const BROKER = process.env.MQTT_URL || 'mqtt://127.0.0.1:1883';

let server: TestServer;
let publisher: MqttClient;
let dust: { id: number; key: string };
let gas: { id: number; key: string };

async function until<T>(probe: () => Promise<T | undefined>, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting for the readings');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = await startTestServer({ mqttUrl: BROKER });
  const admin = await login(server.api, 'sysadmin');
  const project = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-002'`))!.id;
  const create = async (path: string, name: string) => {
    const r = await postForm(`${server.api}/api/${path}/PCCreateDevice`, { device_name: name, project_id: project }, bearer(admin));
    return { id: r.body.data.id as number, key: r.body.data.ingestKey as string };
  };
  dust = await create('DustDevice', 'MQTT扬尘');
  gas = await create('GasDevice', 'MQTT气体');
  await server.app.telemetryJobs.mqtt!.ready;
  publisher = await mqtt.connectAsync(BROKER);
});

afterAll(async () => {
  await publisher?.endAsync();
  await server?.close();
});

describe('MQTT telemetry ingest', () => {
  it('writes published readings to the rollups (topic segment = ingest key)', async () => {
    const ts = Date.now();
    await publisher.publishAsync(`worksite/${dust.key}/telemetry`, JSON.stringify({ ts, values: { pm10: 80, pm25: 35 } }), { qos: 1 });
    await publisher.publishAsync(`worksite/${dust.key}/telemetry`, JSON.stringify({ readings: [{ metric: 'pm10', value: 120, ts: ts + 1000 }] }), { qos: 1 });
    const row = await until(() =>
      server.db.one<{ n: number; sum: number; max: number }>(
        `SELECT sum(n)::int AS n, sum(sum) AS sum, max(max) AS max FROM readings_hour WHERE device_id = $1 AND metric = 'pm10' HAVING sum(n) >= 2`,
        [dust.id],
      ),
    );
    expect(row).toEqual({ n: 2, sum: 200, max: 120 });
    const minute = await server.db.one<{ n: string }>(`SELECT sum(n) AS n FROM readings_minute WHERE device_id = $1`, [dust.id]);
    expect(Number(minute!.n)).toBe(3);
  });

  it('drops a message with an unknown key or another device’s key, but keeps the rest of the window', async () => {
    const before = server.app.telemetryJobs.mqtt!.stats.dropped;
    await publisher.publishAsync('worksite/wsk_unknown-key-123456/telemetry', JSON.stringify({ values: { gas: 5 } }), { qos: 1 });
    // The topic's key is the gas detector's, the reading names the dust monitor's key: refused.
    await publisher.publishAsync(`worksite/${gas.key}/telemetry`, JSON.stringify({ readings: [{ key: dust.key, metric: 'pm10', value: 1 }] }), { qos: 1 });
    await publisher.publishAsync(`worksite/${gas.key}/telemetry`, 'not json', { qos: 1 });
    await publisher.publishAsync(`worksite/${gas.key}/telemetry`, JSON.stringify({ values: { gas: 7.5 } }), { qos: 1 });
    const row = await until(() => server.db.one<{ value: number }>(`SELECT value FROM readings_latest WHERE device_id = $1 AND metric = 'gas'`, [gas.id]));
    expect(row.value).toBe(7.5);
    await until(async () => (server.app.telemetryJobs.mqtt!.stats.dropped - before >= 3 ? true : undefined));
    expect(Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM readings WHERE device_id = $1`, [gas.id]))!.n)).toBe(1);
    expect(Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM readings WHERE device_id = $1 AND value = 1`, [dust.id]))!.n)).toBe(0);
  });
});
