import timekeeper from 'timekeeper';
import { idleState, step, type ThresholdRule } from '../src/alarm-engine/debounce';
import { dailyEvent, readingsAt } from '../src/simulator/curves';
import { drivesDevice, reconcileKeys, type SelectableDevice, type SelectableProject } from '../src/simulator/sim-selection';
import { postForm, postJson } from './http-client';
import { useTestServer, TEST_NOW } from '../testing';

const server = useTestServer({ config: { simulator: true, simulatorIntervalMs: 3_600_000 }, signIn: ['sysadmin'] });

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

  it('drives only the demo projects: a project created later gets no devices until opted in; a key a person resets is left alone', async () => {
    const sim = server.app.simulatorJob.simulator!;
    expect(sim.deviceIds).toHaveLength(36);
    const own = (await server.db.one<{ id: number }>(
      `INSERT INTO projects (company_id, project_name, project_no, project_status, district_code)
       SELECT company_id, '用户自建项目', 'USER-1', 3, district_code FROM projects WHERE project_no = 'HJ-2025-001' RETURNING id`,
    ))!.id;
    await sim.refresh();
    const devicesOf = async (id: number) => (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM devices WHERE project_id = $1', [id]))!.n;
    expect(await devicesOf(own)).toBe(0);
    // A person resets a demo crane's key: the next round is refused once, the simulator gives that crane up (and
    // only it) and sends the round again; the person's key keeps working.
    const crane = (await server.db.one<{ id: number }>(`SELECT id FROM devices WHERE simulated AND device_type = 'crane' ORDER BY id LIMIT 1`))!.id;
    const reset = await postForm(`${server.api}/api/Telemetry/ResetDeviceKey`, { id: crane }, server.bearer('sysadmin'));
    const hints = await server.db.many<{ id: number; key_hint: string }>(`SELECT id, key_hint FROM devices WHERE simulated ORDER BY id`);
    timekeeper.travel(TEST_NOW + 185_000);
    expect(await sim.tick()).toBe(138);
    expect(sim.deviceIds).toHaveLength(35);
    expect(sim.deviceIds).not.toContain(crane);
    expect(await server.db.many(`SELECT id, key_hint FROM devices WHERE simulated ORDER BY id`)).toEqual(hints);
    const sent = await postJson(`${server.api}/api/Telemetry/Ingest`, { values: { craneMoment: 50 } }, { 'x-device-key': reset.body.data.ingestKey });
    expect(sent.status).toBe(200);
    // Opted in (the flag SIMULATOR_PROJECTS sets): equipped with the demo set and driven at the next stock-taking.
    await server.db.exec('UPDATE projects SET simulated = true WHERE id = $1', [own]);
    await sim.refresh();
    expect(await devicesOf(own)).toBe(12);
    expect(sim.deviceIds).toHaveLength(44);
  });
});

/** The platform thresholds of migration 1700000000220 the demo's devices meet (metric → rule). */
const RULES: Record<string, Record<string, ThresholdRule>> = {
  dust: {
    pm10: { upper: 150, lower: null, durationSeconds: 120, clearSeconds: 60, activeFrom: null, activeTo: null },
    pm25: { upper: 75, lower: null, durationSeconds: 120, clearSeconds: 60, activeFrom: null, activeTo: null },
    noise: { upper: 70, lower: null, durationSeconds: 60, clearSeconds: 60, activeFrom: 360, activeTo: 1320 },
    windSpeed: { upper: 10.8, lower: null, durationSeconds: 60, clearSeconds: 60, activeFrom: null, activeTo: null },
  },
  crane: {
    craneMoment: { upper: 90, lower: null, durationSeconds: 3, clearSeconds: 10, activeFrom: null, activeTo: null },
    craneWind: { upper: 10.8, lower: null, durationSeconds: 10, clearSeconds: 30, activeFrom: null, activeTo: null },
  },
  gas: { gas: { upper: 25, lower: null, durationSeconds: 10, clearSeconds: 30, activeFrom: null, activeTo: null } },
};
const NIGHT_NOISE: ThresholdRule = { upper: 55, lower: null, durationSeconds: 60, clearSeconds: 60, activeFrom: 1320, activeTo: 360 };

describe('simulated values (deterministic curves, decision 0540)', () => {
  it('a demo project raises a few alarms a day through the alarm rule, its cranes mostly at 40–85 % moment', () => {
    // One demo project's devices (2 dust monitors, 2 cranes, 1 gas detector) over 7 site days, stepped through the
    // rule an hour of samples at a time: cranes every 10 s (their rule's 10 s clear time ends an episode at a longer
    // gap), the others every 30 s.
    const devices = [
      { id: 101, kind: 'dust' }, { id: 102, kind: 'dust' }, { id: 103, kind: 'crane' }, { id: 104, kind: 'crane' }, { id: 105, kind: 'gas' },
    ].map((d) => ({ ...d, lng: 113.9, lat: 22.5 }));
    const first = Date.parse('2026-03-02T00:00:00+08:00');
    const days = 7;
    const perDay = Array.from({ length: days }, () => 0);
    const byMetric: Record<string, number> = {};
    let loaded = 0;
    let within = 0;
    for (const d of devices) {
      const rules = Object.entries(RULES[d.kind]!).map(([metric, rule]) => ({ metric, rule }));
      if (d.kind === 'dust') rules.push({ metric: 'noise', rule: NIGHT_NOISE });
      const states = rules.map(() => idleState);
      const every = d.kind === 'crane' ? 10_000 : 30_000;
      for (let hour = first; hour < first + days * 86_400_000; hour += 3_600_000) {
        const samples = rules.map(() => [] as { ts: number; value: number }[]);
        for (let t = hour; t < hour + 3_600_000; t += every) {
          const v = readingsAt(d, t) as Record<string, number>;
          if (d.kind === 'crane' && v.craneLoad! > 0.1) {
            loaded += 1;
            if (v.craneMoment! >= 40 && v.craneMoment! <= 85) within += 1;
          }
          rules.forEach((r, i) => samples[i]!.push({ ts: t, value: v[r.metric]! }));
        }
        rules.forEach((r, i) => {
          const out = step(r.rule, states[i]!, samples[i]!);
          states[i] = out.state;
          for (const x of out.transitions) {
            if (x.kind !== 'raise') continue;
            perDay[Math.floor((x.raisedAt - first) / 86_400_000)]! += 1;
            byMetric[r.metric] = (byMetric[r.metric] ?? 0) + 1;
          }
        });
      }
    }
    // The week's draw: 29 alarms (the stated rate expects 3 a day, 21 a week; never more than 7 in a day).
    expect(byMetric).toEqual({ pm10: 11, noise: 6, craneMoment: 8, gas: 4 });
    expect(perDay).toEqual([5, 5, 2, 5, 4, 5, 3]);
    // 99.7 % of the loaded crane samples between 40 and 85 % moment; the rest are the excursion lifts.
    expect([loaded, within]).toEqual([32760, 32656]);
  });

  it('an excursion happens at most once a site day per device and channel, for its hold', () => {
    const day = Date.parse('2026-01-05T00:00:00+08:00');
    const minutes = (seed: number) => {
      let n = 0;
      for (let t = day; t < day + 86_400_000; t += 60_000) if (dailyEvent(seed, 3, t, 0.5, 4 * 60_000, 7, 19)) n += 1;
      return n;
    };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(minutes)).toEqual([0, 4, 4, 4, 4, 4, 0, 0]);
    const crane = readingsAt({ id: 3, kind: 'crane', lng: 0, lat: 0 }, day + 10 * 3_600_000);
    expect(Object.keys(crane).sort()).toEqual(['craneCycles', 'craneHeight', 'craneLoad', 'craneMoment', 'craneRadius', 'craneWind']);
  });
});

describe('selection rules (decision 0540)', () => {
  const project = (over: Partial<SelectableProject> = {}): SelectableProject => ({ id: 1, ifDel: 0, projectStatus: 3, simulated: true, ...over });
  const device = (over: Partial<SelectableDevice> = {}): SelectableDevice => ({ id: 9, kind: 'crane', ifDel: 0, status: 1, simulated: true, ...over });

  it('drives a device of its own, enabled, of a reporting kind, on a flagged project under way — nothing else', () => {
    expect(drivesDevice(device(), project())).toBe(true);
    expect([1, 2, 3, 4, 5].map((s) => drivesDevice(device(), project({ projectStatus: s })))).toEqual([true, true, true, false, false]);
    expect(drivesDevice(device(), project({ simulated: false }))).toBe(false); // a project a user created
    expect(drivesDevice(device(), project({ ifDel: 1 }))).toBe(false);
    expect(drivesDevice(device({ simulated: false }), project())).toBe(false); // a person reset its key
    expect(drivesDevice(device({ status: 0 }), project())).toBe(false);
    expect(drivesDevice(device({ ifDel: 1 }), project())).toBe(false);
    expect(['dust', 'crane', 'gas', 'tag', 'weighbridge', 'camera', 'lpr'].map((kind) => drivesDevice(device({ kind }), project()))).toEqual([
      true, true, true, true, true, false, false,
    ]);
  });

  it('after a refused key: keeps its own keys, gives up a changed or undriven one, keys only new devices', () => {
    const held = [{ id: 1, hash: 'a' }, { id: 2, hash: 'b' }, { id: 3, hash: 'c' }, { id: 4, hash: 'd' }];
    const current = [
      { id: 1, hash: 'a', driven: true },
      { id: 2, hash: 'person', driven: true }, // a person reset the key
      { id: 3, hash: 'c', driven: false }, // deleted, disabled or its project no longer flagged
      { id: 5, hash: 'x', driven: true }, // a device of a project opted in since
      { id: 6, hash: 'y', driven: false },
    ];
    expect(reconcileKeys(held, current)).toEqual({ keep: [1], drop: [2, 3, 4], fresh: [5] });
  });
});
