import { createHash } from 'node:crypto';
import { bearer, get, postForm, postJson } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'readonly_demo'] });
const tokens = s.tokens;
let nanshan: { id: number; company_id: number; district_code: string };
const url = (path: string) => `${s.api}${path}`;
const TH = '/api/AlarmThreshold';
const create = (u: string, fields: Record<string, string | number>) => postForm(url(`${TH}/CreateThreshold`), fields, bearer(tokens[u]!));
const list = (u: string, q: Record<string, string | number> = {}) => get(url(`${TH}/WhereThresholdList`), { index: 0, size: 100, ...q }, bearer(tokens[u]!));

beforeAll(async () => {
  nanshan = (await s.db.one("SELECT id, company_id, district_code FROM projects WHERE project_name = '南山科技园综合楼项目'"))! as typeof nanshan;
});

describe('alarm thresholds', () => {
  test('platform defaults are seeded and readable by every holder of the page', async () => {
    const r = await list('project_demo', { scopeKind: 'platform' });
    expect(r.body.code).toBe(200);
    const pm10 = r.body.data.find((t: { metric: string }) => t.metric === 'pm10');
    expect(pm10).toMatchObject({ scopeKind: 'platform', deviceType: 'dust', upperLimit: 150, level: 2, levelName: '区级', durationSeconds: 120, unit: 'μg/m³' });
    const noise = r.body.data.filter((t: { metric: string }) => t.metric === 'noise').map((t: { activeFrom: string; activeTo: string; upperLimit: number }) => [t.activeFrom, t.activeTo, t.upperLimit]);
    expect(noise).toEqual([['06:00', '22:00', 70], ['22:00', '06:00', 55]]);
    expect(r.body.data.map((t: { deviceType: string; metric: string }) => `${t.deviceType}.${t.metric}`)).toEqual(expect.arrayContaining(['dust.pm25', 'crane.craneMoment', 'crane.craneWind', 'gas.gas']));
  });

  test('validation messages', async () => {
    const base = { deviceType: 'dust', metric: 'pm10', upperLimit: 100, level: 2 };
    expect((await create('enterprise_demo', { ...base, deviceType: '' })).body.detail).toBe('请选择设备类型');
    expect((await create('enterprise_demo', { ...base, metric: 'craneLoad' })).body.detail).toBe('监测指标格式不正确');
    expect((await create('enterprise_demo', { ...base, upperLimit: '' })).body.detail).toBe('请输入上限或下限');
    expect((await create('enterprise_demo', { ...base, lowerLimit: 120 })).body.detail).toBe('下限必须小于上限');
    expect((await create('enterprise_demo', { ...base, level: 4 })).body.detail).toBe('报警级别不正确');
    expect((await create('enterprise_demo', { ...base, activeFrom: '08:00' })).body.detail).toBe('请同时填写开始时间和结束时间');
    expect((await create('enterprise_demo', { ...base, clearSeconds: 1 })).status).toBe(400);
  });

  test('a project threshold overrides the defaults for its project; edits and deletes are scoped, audited and reload evaluation', async () => {
    const created = await create('project_demo', { deviceType: 'dust', metric: 'pm10', upperLimit: 100, level: 3, durationSeconds: 30, clearSeconds: 30, projectId: nanshan.id, remark: '敏感区域' });
    expect(created.body).toMatchObject({ code: 200, data: { scopeKind: 'project', projectId: nanshan.id, upperLimit: 100, level: 3 } });
    const id = created.body.data.id as number;
    const key = `wsk_th_${Date.now()}`;
    const dev = await s.db.one<{ id: number }>(
      "INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code) VALUES ('dust', '南山扬尘9号', $1, $2, $3, $4) RETURNING id",
      [createHash('sha256').update(key).digest('hex'), nanshan.company_id, nanshan.id, nanshan.district_code],
    );
    const t0 = Date.now() - 600_000;
    const readings = Array.from({ length: 5 }, (_, i) => ({ metric: 'pm10', value: 120, ts: new Date(t0 + i * 10_000).toISOString() }));
    expect((await postJson(url('/api/Telemetry/Ingest'), { readings }, { 'x-device-key': key })).body.code).toBe(200);
    const alarms = await s.db.many('SELECT threshold_id, level, upper_limit FROM alarm_records WHERE device_id = $1', [dev!.id]);
    expect(alarms).toEqual([{ threshold_id: id, level: 3, upper_limit: 100 }]);

    expect((await postForm(url(`${TH}/ModifyThreshold`), { id, upperLimit: 110 }, bearer(tokens.project_demo!))).body.data).toMatchObject({ upperLimit: 110, level: 3, remark: '敏感区域' });
    expect(await s.db.one('SELECT count(*)::int AS n FROM alarm_states WHERE threshold_id = $1', [id])).toEqual({ n: 0 });
    const platform = (await list('project_demo', { scopeKind: 'platform', metric: 'pm10' })).body.data[0].id as number;
    expect((await postForm(url(`${TH}/ModifyThreshold`), { id: platform, upperLimit: 1 }, bearer(tokens.project_demo!))).body.code).toBe(402);
    expect((await postForm(url(`${TH}/ModifyThreshold`), { id: platform, upperLimit: 1 }, bearer(tokens.enterprise_demo!))).body.code).toBe(402);
    expect((await create('project_demo', { deviceType: 'dust', metric: 'pm10', upperLimit: 100, level: 2 })).body.code).toBe(402);
    expect((await create('readonly_demo', { deviceType: 'dust', metric: 'pm10', upperLimit: 100, level: 2 })).body.code).toBe(402);
    const company = await create('enterprise_demo', { deviceType: 'dust', metric: 'pm25', upperLimit: 60, level: 2 });
    expect(company.body.data).toMatchObject({ scopeKind: 'company', companyId: nanshan.company_id, projectId: null });
    expect((await list('project_demo', { metric: 'pm25' })).body.data.map((t: { scopeKind: string }) => t.scopeKind).sort()).toEqual(['company', 'platform']);
    expect((await postForm(url(`${TH}/DeleteThreshold`), { id: company.body.data.id }, bearer(tokens.project_demo!))).body.code).toBe(402);

    expect((await postForm(url(`${TH}/DeleteThreshold`), { id }, bearer(tokens.project_demo!))).body.msg).toBe('删除成功!');
    expect((await get(url(`${TH}/GetThresholdDetail`), { id }, bearer(tokens.project_demo!))).status).toBe(404);
    const audit = await s.db.many<{ action: string }>("SELECT action FROM audit_log WHERE table_name = 'alarm_thresholds' AND record_id = $1 ORDER BY id", [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['alarm-threshold-create', 'alarm-threshold-modify', 'alarm-threshold-delete']);
  });
});
