import { endpoints } from '@worksite/contract';
import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/** Large-screen statistics are scoped to the viewer (docs/decisions/0161). */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo'] });
const tokens = s.tokens;
const { projects } = useDemoIds(s);
const today = `(now() AT TIME ZONE 'Asia/Shanghai')::date`;
const screenKeys = Object.keys(endpoints).filter((k) => k.startsWith('screen'));
const POST_ACTIONS = new Set(Object.values(endpoints).filter((e) => e.name.startsWith('screen') && e.method === 'POST').map((e) => e.path.split('/').pop()!));

const call = (action: string, who: string, query: Record<string, string | number> = {}, prefix = '/api/TyScreen') => {
  const url = `${s.api}${prefix}/${action}`;
  return POST_ACTIONS.has(action) ? postForm(url, query, bearer(tokens[who]!)) : get(url, query, bearer(tokens[who]!));
};
const data = async (action: string, who: string, query: Record<string, string | number> = {}) => {
  const r = await call(action, who, query);
  expect(r.body).toMatchObject({ code: 200 });
  return r.body.data;
};
const rosterOf = async (projectSql: string, params: unknown[]) =>
  (await s.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM workers w WHERE w.if_del = 0 AND w.entry_date <= ${today} AND (w.exit_date IS NULL OR w.exit_date >= ${today})
        AND w.project_id IN (${projectSql})`, params))!.n;

describe('screen endpoints: routes and refusals', () => {
  test.each(['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo'])('every screen call answers %s with data', async (who) => {
    for (const key of screenKeys) {
      const e = endpoints[key]!;
      const action = e.path.split('/').pop()!;
      const r = await call(action, who);
      expect({ key, status: r.status, code: r.body.code }).toEqual({ key, status: 200, code: 200 });
      expect(r.body.data).toBeTruthy();
    }
  });

  test('both casings of SPEC answer the same', async () => {
    const a = await call('GetXmgl_tg', 'enterprise_demo', {}, '/api/tyScreen');
    const b = await call('getxmgl_tg', 'enterprise_demo', {}, '/api/TYSCREEN');
    const c = await call('GetHjjc_sbtj', 'enterprise_demo', {}, '/api/TyScreen');
    expect(a.body.code).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(c.body.code).toBe(200);
  });

  test('no token → 401; projectId outside the scope → 402; unknown → 404; not an id → 400', async () => {
    expect((await get(`${s.api}/api/TyScreen/GetXmgl_tg`)).status).toBe(401);
    expect((await call('GetRyglzl_rytj', 'enterprise_demo', { projectId: projects['天河商业中心项目']! })).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await call('GetRyglzl_rytj', 'enterprise_demo', { projectId: projects['宝安沿江高架桥工程']! })).body.code).toBe(402);
    expect((await call('GetProjectOverview', 'project_demo', { projectId: projects['前海交通枢纽配套工程']! })).body.code).toBe(402);
    expect((await call('GetSbwb_wbtj', 'government_demo', { projectId: projects['宝安沿江高架桥工程']! })).body.code).toBe(402);
    expect((await call('GetXmgl_tg', 'enterprise_demo', { projectId: 999999 })).status).toBe(404);
    const bad = await call('GetXmgl_tg', 'enterprise_demo', { projectId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('项目编号不正确');
  });
});

describe('each viewer sees its own scope only', () => {
  test('project_demo: only its project', async () => {
    const own = projects['南山科技园综合楼项目']!;
    const overview = await data('GetXmgl_tg', 'project_demo');
    expect(overview.total).toBe(1);
    expect(overview.projects.map((p: any) => p.id)).toEqual([own]);
    expect((await data('GetXmgl_dt', 'project_demo')).markers.map((m: any) => m.id)).toEqual([own]);
    expect((await data('GetRyglzl_rytj', 'project_demo')).rosterTotal).toBe(await rosterOf('$1', [own]));
    const devices = await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM devices WHERE project_id = $1 AND if_del = 0', [own]);
    expect((await data('GetSbgl_sbtj', 'project_demo')).total).toBe(devices!.n);
    const top = await data('GetXmtj_kqtop10', 'project_demo');
    expect(top.every((r: any) => r.key === own)).toBe(true);
    const ps = await data('GetProjectOverview', 'project_demo');
    expect(ps.project.id).toBe(own);
    expect(ps.personnel).toEqual(await data('GetRyglzl_rytj', 'project_demo'));
    const veh = await data('GetClgl_cltj', 'project_demo');
    expect(veh.latest.every((r: any) => r.projectId === own)).toBe(true);
  });

  test('government_demo: only projects and devices of its district', async () => {
    const inDistrict = await s.db.many<{ id: number }>(`SELECT id FROM projects WHERE if_del = 0 AND starts_with(district_code, '440305') ORDER BY id`);
    const overview = await data('GetXmgl_tg', 'government_demo');
    expect(overview.total).toBe(inDistrict.length);
    expect(overview.projects.map((p: any) => p.id).sort((a: number, b: number) => a - b)).toEqual(inDistrict.map((r) => r.id));
    expect((await data('GetRyglzl_rytj', 'government_demo')).rosterTotal).toBe(await rosterOf(`SELECT id FROM projects WHERE starts_with(district_code, '440305')`, []));
    const devices = await s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM devices WHERE if_del = 0 AND starts_with(district_code, '440305')`);
    expect((await data('GetSbgl_sbtj', 'government_demo')).total).toBe(devices!.n);
    const sup = await data('GetSupervisoryOverview', 'government_demo');
    expect(sup.map.markers.map((m: any) => m.id).sort((a: number, b: number) => a - b)).toEqual(inDistrict.map((r) => r.id));
    const ranked = (await data('GetXmtj_kqtop10', 'government_demo')).map((r: any) => r.key);
    expect(ranked.every((id: number) => inDistrict.some((p) => p.id === id))).toBe(true);
  });

  test('enterprise_demo: its company subtree; narrowing by projectId gives that project only', async () => {
    const subtree = await s.db.many<{ id: number }>(
      `WITH RECURSIVE sub AS (SELECT id FROM companies WHERE name = '华建第一工程有限公司' UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id)
       SELECT id FROM projects WHERE if_del = 0 AND company_id IN (SELECT id FROM sub)`);
    const ids = subtree.map((r) => r.id);
    expect((await data('GetXmgl_tg', 'enterprise_demo')).total).toBe(ids.length);
    expect((await data('GetRyglzl_rytj', 'enterprise_demo')).rosterTotal).toBe(await rosterOf('SELECT unnest($1::int[])', [ids]));
    const qianhai = projects['前海交通枢纽配套工程']!;
    const one = await data('GetRyglzl_rytj', 'enterprise_demo', { projectId: qianhai });
    expect(one.rosterTotal).toBe(await rosterOf('$1', [qianhai]));
    const ent = await data('GetEnterpriseOverview', 'enterprise_demo');
    expect(ent.projects.total).toBe(ids.length);
    expect(ent.map.markers.every((m: any) => ids.includes(m.id))).toBe(true);
    const all = await data('GetXmgl_tg', 'sysadmin');
    expect(all.total).toBe((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE if_del = 0'))!.n);
  });
});
