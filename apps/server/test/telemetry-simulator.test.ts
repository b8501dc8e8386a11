import timekeeper from 'timekeeper';
import { readingsAt, spiking } from '../src/simulator/curves';
import { useTestServer, TEST_NOW } from '../testing';

const server = useTestServer({ config: { simulator: true, simulatorIntervalMs: 3_600_000 } });

beforeAll(async () => {
  const end = Date.now() + 10_000;
  while (!server.app.simulatorJob.simulator && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
});

describe('device simulator', () => {
  it('sends a round of plausible readings for the active demo projects through the ingest call', async () => {
    // The round's instant decides which devices report (the weighbridge only in the first 15 s of its 3-minute slots).
    timekeeper.travel(TEST_NOW + 5_000);
    const sent = await server.app.simulatorJob.simulator!.tick();
    expect(sent).toBe(144);
    const rows = await server.db.many<{ device_type: string; metric: string; value: number }>(
      `SELECT d.device_type, l.metric, l.value FROM readings_latest l JOIN devices d ON d.id = l.device_id WHERE l.ts > now() - interval '1 minute'`,
    );
    const metrics = new Set(rows.map((r) => r.metric));
    for (const m of ['pm25', 'pm10', 'noise', 'temperature', 'humidity', 'windSpeed', 'craneLoad', 'craneMoment', 'craneHeight', 'craneRadius', 'gas', 'tagLng', 'tagLat']) {
      expect(metrics).toContain(m);
    }
    const online = await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM devices WHERE simulated AND last_seen_at > now() - interval '1 minute'`);
    expect(online!.n).toBe(36);
    // Completed and stopped projects stay offline.
    const stopped = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM devices d JOIN projects p ON p.id = d.project_id WHERE p.project_status IN (4, 5) AND d.last_seen_at IS NOT NULL`,
    );
    expect(stopped!.n).toBe(0);
  });

  it('crosses thresholds now and then, held for minutes (PM10 spikes)', () => {
    const device = { id: 7, kind: 'dust', lng: 113.9, lat: 22.5 };
    const day = Date.UTC(2026, 0, 5);
    let spikes = 0;
    for (let t = day; t < day + 24 * 3_600_000; t += 60_000) if (spiking(device.id, 3, t, 30 * 60_000, 4, 3 * 60_000)) spikes += 1;
    expect(spikes).toBe(24); // a few 3-minute spikes a day
    const values = Array.from({ length: 24 * 60 }, (_, i) => readingsAt(device, day + i * 60_000).pm10!);
    expect(Math.max(...values)).toBe(294);
    expect(values.filter((v) => v > 150)).toHaveLength(24);
    const crane = readingsAt({ id: 3, kind: 'crane', lng: 0, lat: 0 }, day + 3 * 3_600_000);
    expect(Object.keys(crane).sort()).toEqual(['craneCycles', 'craneHeight', 'craneLoad', 'craneMoment', 'craneRadius', 'craneWind']);
  });
});
