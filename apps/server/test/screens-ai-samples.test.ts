import { aiSampleRound } from '../src/simulator/ai-sample-round';
import { bearer, get } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/** AI-recognition and testing-institution screens (docs/decisions/0220): numbers follow the rows, scoped to the viewer. */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo'] });
const tokens = s.tokens;
const { projects, companies } = useDemoIds(s);
/** A project of its own (company 华建第一工程有限公司) with one camera, so its figures are exactly the rows inserted here. */
let own: number;
let camera: number;

const dayStart = `((now() AT TIME ZONE 'Asia/Shanghai')::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;
const KINDS = ['未戴安全帽', '未穿反光衣', '区域入侵', '烟火识别', '吸烟识别', '车辆未冲洗'];

const call = (action: string, who: string, query: Record<string, string | number> = {}) => get(`${s.api}/api/TyScreen/${action}`, query, bearer(tokens[who]!));
const data = async (action: string, who: string, query: Record<string, string | number> = {}): Promise<any> => {
  const r = await call(action, who, query);
  expect({ status: r.status, code: r.body.code }).toEqual({ status: 200, code: 200 });
  return r.body.data;
};
const count = async (sql: string, params: unknown[] = []) => (await s.db.one<{ n: number }>(sql, params))!.n;
const point = (points: { name: string; value: number }[], name: string) => points.find((p) => p.name === name)?.value;

beforeAll(async () => {
  own = (await s.db.one<{ id: number }>(
    `INSERT INTO projects (company_id, project_name, project_status, district_code, lng, lat) VALUES ($1, 'AI与检测测试项目', 3, '440305', 113.9, 22.5) RETURNING id`,
    [companies['华建第一工程有限公司']],
  ))!.id;
  camera = (await s.db.one<{ id: number }>(
    `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('camera', 'AI测试摄像头', md5(random()::text), $1, $2, '440305') RETURNING id`,
    [companies['华建第一工程有限公司'], own],
  ))!.id;
});

describe('demo data', () => {
  test('a month of AI events on the demo cameras and about 300 samples', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM ai_events WHERE ts < ${dayStart} - interval '20 days'`)).toBe(364);
    expect(await count(`SELECT count(DISTINCT kind)::int AS n FROM ai_events`)).toBe(6);
    expect(await count(`SELECT count(*)::int AS n FROM ai_events WHERE ts > now()`)).toBe(0);
    const samples = await count('SELECT count(*)::int AS n FROM test_samples');
    expect(samples).toBe(300);
    expect(await s.db.many('SELECT result, count(*)::int AS n FROM test_samples GROUP BY 1 ORDER BY 1')).toEqual([{ result: 'fail', n: 10 }, { result: 'pass', n: 229 }, { result: 'pending', n: 61 }]);
    expect(await count('SELECT count(DISTINCT category)::int AS n FROM test_samples')).toBe(7);
    expect(await count('SELECT count(*)::int AS n FROM test_samples WHERE witness_name IS NULL')).toBe(55);
  });
});

describe('GetAisb_sjtj: AI recognition', () => {
  test('counts the events inserted for one project exactly', async () => {
    const empty = await data('GetAisb_sjtj', 'enterprise_demo', { projectId: own });
    expect(empty).toMatchObject({ cameras: 1, today: 0, last7Days: 0, unhandled: 0, latest: [] });
    expect(empty.byKind.map((p: any) => [p.name, p.value])).toEqual(KINDS.map((k) => [k, 0]));

    // today: 3 no_helmet (1 handled), 1 fire; 3 days ago: 2 smoking (unhandled); 10 days ago: 1 intrusion (handled); 40 days ago: 1 no_vest (unhandled)
    await s.db.exec(
      `INSERT INTO ai_events (device_id, company_id, project_id, district_code, kind, ts, confidence, handled, handled_at)
       SELECT $1, company_id, id, district_code, e.kind, now() - e.ago, 0.9, e.handled, CASE WHEN e.handled THEN now() END
         FROM projects, (VALUES ('no_helmet', interval '0', true), ('no_helmet', interval '0', false), ('no_helmet', interval '0', false),
                                ('fire', interval '0', false), ('smoking', interval '3 days', false), ('smoking', interval '3 days', false),
                                ('intrusion', interval '10 days', true), ('no_vest', interval '40 days', false)) AS e(kind, ago, handled)
        WHERE id = $2`,
      [camera, own],
    );
    const a = await data('GetAisb_sjtj', 'enterprise_demo', { projectId: own });
    expect(a).toMatchObject({ cameras: 1, today: 4, last7Days: 6, unhandled: 6 });
    expect(a.byKind.map((p: any) => [p.name, p.value])).toEqual([['未戴安全帽', 3], ['未穿反光衣', 0], ['区域入侵', 1], ['烟火识别', 1], ['吸烟识别', 2], ['车辆未冲洗', 0]]);
    expect(a.trend.categories).toHaveLength(7);
    expect(a.trend.series).toEqual([{ name: '识别事件', data: expect.any(Array) }]);
    expect(a.trend.series[0].data.at(-1)).toBe(4);
    expect(a.trend.series[0].data.at(-4)).toBe(2);
    expect(a.trend.series[0].data.reduce((x: number, y: number) => x + y, 0)).toBe(6);
    expect(a.byHour.categories).toEqual(Array.from({ length: 24 }, (_, h) => `${h}时`));
    const hour = (await s.db.one<{ h: number }>(`SELECT extract(hour FROM now() AT TIME ZONE 'Asia/Shanghai')::int AS h`))!.h;
    expect(a.byHour.series[0].name).toBe('识别事件');
    expect(a.byHour.series[0].data[hour]).toBe(4);
    expect(a.byHour.series[0].data.reduce((x: number, y: number) => x + y, 0)).toBe(4);
    expect(a.latest).toHaveLength(8);
    expect(a.latest[0]).toMatchObject({ id: expect.any(Number), cameraName: 'AI测试摄像头', projectName: 'AI与检测测试项目', ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(a.latest.filter((r: any) => r.handledName === '已处理')).toHaveLength(2);
    expect(a.latest.filter((r: any) => r.handledName === '未处理')).toHaveLength(6);
    expect(a.latest.at(-1).kindName).toBe('未穿反光衣');
  });

  test('the whole scope matches the database', async () => {
    const a = await data('GetAisb_sjtj', 'sysadmin');
    expect(a.cameras).toBe(await count(`SELECT count(*)::int AS n FROM devices WHERE device_type = 'camera' AND if_del = 0`));
    expect(a.today).toBe(await count(`SELECT count(*)::int AS n FROM ai_events WHERE ts >= ${dayStart}`));
    expect(a.last7Days).toBe(await count(`SELECT count(*)::int AS n FROM ai_events WHERE ts >= ${dayStart} - interval '6 days'`));
    expect(a.unhandled).toBe(await count('SELECT count(*)::int AS n FROM ai_events WHERE NOT handled'));
    expect(point(a.byKind, '未戴安全帽')).toBe(await count(`SELECT count(*)::int AS n FROM ai_events WHERE kind = 'no_helmet' AND ts >= ${dayStart} - interval '29 days'`));
    expect(a.latest).toHaveLength(20);
    const gov = await data('GetAisb_sjtj', 'government_demo');
    expect(gov.unhandled).toBe(await count(`SELECT count(*)::int AS n FROM ai_events WHERE NOT handled AND starts_with(district_code, '440305')`));
  });
});

describe('GetJcjg_yptj: testing institution', () => {
  test('totals, rates and groups of the samples inserted for one project', async () => {
    const empty = await data('GetJcjg_yptj', 'enterprise_demo', { projectId: own });
    expect(empty).toMatchObject({ total: 0, thisMonth: 0, pending: 0, passRate: 0, witnessed: 0, witnessRate: 0, byInstitution: [], latest: [] });
    expect(empty.byResult.map((p: any) => [p.name, p.value])).toEqual([['待检测', 0], ['合格', 0], ['不合格', 0]]);

    // 7 samples: 2 pass, 1 fail, 4 pending; 5 witnessed → passRate 66.7, witnessRate 71.4
    await s.db.exec(
      `INSERT INTO test_samples (company_id, project_id, sample_no, category, spec, sampling_time, sampler, witness_name, institution_name, sent_at, tested_at, result, report_no)
       SELECT company_id, id, x.no, x.category, 'C30', now(), '测试取样员', x.witness, x.inst,
              CASE WHEN x.result <> 'pending' THEN now() END, CASE WHEN x.result <> 'pending' THEN now() END, x.result,
              CASE WHEN x.result <> 'pending' THEN 'BG-' || x.no END
         FROM projects, (VALUES ('T1', 'concrete', '王见证', '甲检测站', 'pass'), ('T2', 'concrete', '王见证', '甲检测站', 'pass'),
                                ('T3', 'rebar', '李见证', '乙检测站', 'fail'), ('T4', 'rebar', NULL, '甲检测站', 'pending'),
                                ('T5', 'cement', '李见证', '甲检测站', 'pending'), ('T6', 'waterproof', NULL, '乙检测站', 'pending'),
                                ('T7', 'concrete', '王见证', '丙检测站', 'pending')) AS x(no, category, witness, inst, result)
        WHERE id = $1`,
      [own],
    );
    const a = await data('GetJcjg_yptj', 'enterprise_demo', { projectId: own });
    expect(a).toMatchObject({ total: 7, thisMonth: 7, pending: 4, passRate: 66.7, witnessed: 5, witnessRate: 71.4 });
    expect(a.byCategory.map((p: any) => [p.name, p.value])).toEqual([['混凝土试块', 3], ['钢筋', 2], ['水泥', 1], ['砂浆', 0], ['防水材料', 1], ['砌块', 0], ['砂石', 0]]);
    expect(a.byResult.map((p: any) => [p.name, p.value])).toEqual([['待检测', 4], ['合格', 2], ['不合格', 1]]);
    expect(a.byInstitution).toEqual([{ name: '甲检测站', value: 4 }, { name: '乙检测站', value: 2 }, { name: '丙检测站', value: 1 }]);
    expect(a.trend.categories).toHaveLength(30);
    expect(a.trend.series.map((x: any) => [x.name, x.data.at(-1)])).toEqual([['取样', 7], ['出具报告', 3]]);
    expect(a.latest).toHaveLength(7);
    const t4 = a.latest.find((r: any) => r.sampleNo === 'T4');
    expect(t4).toMatchObject({ categoryName: '钢筋', projectName: 'AI与检测测试项目', witness: '', resultName: '待检测', samplingTime: expect.stringMatching(/^\d{4}-/) });
    expect(a.latest.find((r: any) => r.sampleNo === 'T3')).toMatchObject({ witness: '李见证', resultName: '不合格' });
  });

  test('the whole scope matches the database', async () => {
    const a = await data('GetJcjg_yptj', 'sysadmin');
    const n = await count('SELECT count(*)::int AS n FROM test_samples WHERE if_del = 0');
    const r = (await s.db.one<{ pass: number; tested: number; witnessed: number }>(
      `SELECT count(*) FILTER (WHERE result = 'pass')::int AS pass, count(*) FILTER (WHERE result <> 'pending')::int AS tested,
              count(witness_name)::int AS witnessed FROM test_samples WHERE if_del = 0`))!;
    expect(a.total).toBe(n);
    expect(a.passRate).toBe(Math.round((r.pass * 1000) / r.tested) / 10);
    expect(a.witnessed).toBe(r.witnessed);
    expect(a.witnessRate).toBe(Math.round((r.witnessed * 1000) / n) / 10);
    expect(a.byCategory.reduce((x: number, p: any) => x + p.value, 0)).toBe(n);
    expect(a.byInstitution.reduce((x: number, p: any) => x + p.value, 0)).toBe(n);
    expect(a.latest).toHaveLength(20);
  });
});

describe('scope', () => {
  test('a project user never sees another project’s events or samples', async () => {
    const nanshan = projects['南山科技园综合楼项目']!;
    const [ai, samples] = await Promise.all([data('GetAisb_sjtj', 'project_demo'), data('GetJcjg_yptj', 'project_demo')]);
    expect(ai.unhandled).toBe(await count('SELECT count(*)::int AS n FROM ai_events WHERE NOT handled AND project_id = $1', [nanshan]));
    expect(ai.cameras).toBe(await count(`SELECT count(*)::int AS n FROM devices WHERE device_type = 'camera' AND if_del = 0 AND project_id = $1`, [nanshan]));
    expect(ai.latest).toHaveLength(20);
    expect(ai.latest.every((r: any) => r.projectName === '南山科技园综合楼项目')).toBe(true);
    expect(samples.total).toBe(await count('SELECT count(*)::int AS n FROM test_samples WHERE if_del = 0 AND project_id = $1', [nanshan]));
    expect(samples.latest.every((r: any) => r.projectName === '南山科技园综合楼项目')).toBe(true);
    // the test project's rows (same company) show for the enterprise user, not for the project user
    expect(ai.latest.some((r: any) => r.cameraName === 'AI测试摄像头')).toBe(false);
    expect(samples.latest.some((r: any) => /^T\d$/.test(r.sampleNo))).toBe(false);
    const ent = await data('GetJcjg_yptj', 'enterprise_demo');
    expect([ent.total, samples.total]).toEqual([146, 93]);
  });

  test('projectId outside the scope → 402; unknown → 404', async () => {
    for (const action of ['GetAisb_sjtj', 'GetJcjg_yptj']) {
      expect((await call(action, 'project_demo', { projectId: own })).body.code).toBe(402);
      expect((await call(action, 'project_demo', { projectId: projects['前海交通枢纽配套工程']! })).body.code).toBe(402);
      expect((await call(action, 'enterprise_demo', { projectId: projects['天河商业中心项目']! })).body).toMatchObject({ code: 402, detail: '没有权限' });
      expect((await call(action, 'government_demo', { projectId: projects['宝安沿江高架桥工程']! })).body.code).toBe(402);
      expect((await call(action, 'enterprise_demo', { projectId: 999999 })).status).toBe(404);
    }
  });
});

describe('simulator round', () => {
  test('records an event, handles one, takes a sample and tests one', async () => {
    const before = { ai: await data('GetAisb_sjtj', 'sysadmin'), samples: await data('GetJcjg_yptj', 'sysadmin') };
    const rows = async () => s.db.one<{ events: number; handled: number; samples: number; pending: number }>(
      `SELECT (SELECT count(*) FROM ai_events)::int AS events, (SELECT count(*) FROM ai_events WHERE handled)::int AS handled,
              (SELECT count(*) FROM test_samples)::int AS samples, (SELECT count(*) FROM test_samples WHERE result = 'pending')::int AS pending`);
    const was = (await rows())!;
    expect(await aiSampleRound(s.db, () => 0)).toEqual({ events: 1, handled: 1, taken: 1, tested: 1 });
    const now = (await rows())!;
    expect(now).toEqual({ events: was.events + 1, handled: was.handled + 1, samples: was.samples + 1, pending: was.pending });
    const event = await s.db.one<{ kind: string; simulated: boolean; project_status: number }>(
      `SELECT e.kind, d.simulated, p.project_status FROM ai_events e JOIN devices d ON d.id = e.device_id JOIN projects p ON p.id = e.project_id ORDER BY e.id DESC LIMIT 1`);
    expect(event).toMatchObject({ kind: 'no_helmet', simulated: true });
    expect([1, 2, 3]).toContain(event!.project_status);
    const after = { ai: await data('GetAisb_sjtj', 'sysadmin'), samples: await data('GetJcjg_yptj', 'sysadmin') };
    expect(after.ai.today).toBe(before.ai.today + 1);
    expect(after.samples.total).toBe(before.samples.total + 1);
    expect(after.samples.trend.series[1].data.at(-1)).toBe(before.samples.trend.series[1].data.at(-1) + 1);
    // nothing happens on a round whose draws all miss
    expect(await aiSampleRound(s.db, () => 0.99)).toEqual({ events: 0, handled: 0, taken: 0, tested: 0 });
    expect(await rows()).toEqual(now);
  });
});
