import mqtt, { type MqttClient } from 'mqtt';
import { startMqttIngest } from '../src/telemetry/mqtt-ingest';
import { databaseKey, defaultMqttClientId } from '../src/telemetry/telemetry-jobs';
import { useTestServer } from '../testing';
import { postForm, postJson } from './http-client';

/** The Mosquitto of the test environment (MQTT_URL overrides). */
const BROKER = process.env.MQTT_URL || 'mqtt://127.0.0.1:1883';

// The broker keeps this test server's session a minute after it closes, not the production day.
const server = useTestServer({ config: { mqttUrl: BROKER, mqttSessionExpirySeconds: 60 }, signIn: ['sysadmin'] });
let publisher: MqttClient;
let dust: { id: number; key: string };
let gas: { id: number; key: string };
let create: (path: string, name: string) => Promise<{ id: number; key: string }>;

const rawCount = async (deviceId: number): Promise<number> =>
  Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM readings WHERE device_id = $1`, [deviceId]))!.n);

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
  const project = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-002'`))!.id;
  create = async (path: string, name: string) => {
    const r = await postForm(`${server.api}/api/${path}/PCCreateDevice`, { device_name: name, project_id: project }, server.bearer('sysadmin'));
    return { id: r.body.data.id as number, key: r.body.data.ingestKey as string };
  };
  dust = await create('DustDevice', 'MQTT扬尘');
  gas = await create('GasDevice', 'MQTT气体');
  await server.app.telemetryJobs.mqtt!.ready;
  publisher = await mqtt.connectAsync(BROKER);
});

afterAll(async () => {
  await publisher?.endAsync();
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

  it('keeps what is published while the server is away (persistent session, QoS 1) and stores it once, also when resent over HTTP', async () => {
    const device = await create('DustDevice', 'MQTT离线扬尘');
    const jobs = server.app.telemetryJobs;
    const clientId = defaultMqttClientId(server.config.port, databaseKey(server.db));
    // The server's client goes away (a restart): the broker keeps its session and queues for it.
    await jobs.mqtt!.stop();
    const ts = Date.now() - 60_000;
    const message = JSON.stringify({ ts, values: { pm25: 42, pm10: 84 } });
    await publisher.publishAsync(`worksite/${device.key}/telemetry`, message, { qos: 1 });
    // The device did not see its acknowledgement and publishes the same readings again.
    await publisher.publishAsync(`worksite/${device.key}/telemetry`, message, { qos: 1 });
    expect(await rawCount(device.id)).toBe(0);

    // Back with the same client id: the broker delivers both messages; the readings are stored once.
    const back = startMqttIngest({
      db: server.db,
      url: BROKER,
      retentionDays: server.config.telemetryRetentionDays,
      databaseKey: databaseKey(server.db),
      clientId,
      sessionExpirySeconds: 60,
      log: { info: () => undefined, warn: () => undefined },
    });
    jobs.mqtt = back; // stopped when the server closes
    await back.ready;
    await until(async () => (back.stats.received >= 2 ? true : undefined));
    await back.flush();
    expect(back.stats).toEqual({ received: 2, stored: 2, dropped: 0, duplicates: 2 });
    expect(await server.db.many(`SELECT metric, value, ts FROM readings WHERE device_id = $1 ORDER BY metric`, [device.id])).toEqual([
      { metric: 'pm10', value: 84, ts: new Date(ts) },
      { metric: 'pm25', value: 42, ts: new Date(ts) },
    ]);

    // The same batch over HTTP (the gateway's fallback path): still one copy, rollups counted once.
    const r = await postJson(`${server.api}/api/Telemetry/Ingest`, { devices: [{ key: device.key, ts, values: { pm25: 42, pm10: 84 } }] });
    expect(r.body).toMatchObject({ code: 200, data: { accepted: 2 } });
    expect(await rawCount(device.id)).toBe(2);
    expect(await server.db.many(`SELECT metric, n, sum FROM readings_minute WHERE device_id = $1 ORDER BY metric`, [device.id])).toEqual([
      { metric: 'pm10', n: 1, sum: 84 },
      { metric: 'pm25', n: 1, sum: 42 },
    ]);
    expect(await server.db.many(`SELECT metric, n, sum FROM readings_hour WHERE device_id = $1 ORDER BY metric`, [device.id])).toEqual([
      { metric: 'pm10', n: 1, sum: 84 },
      { metric: 'pm25', n: 1, sum: 42 },
    ]);
  });
});
