import { ScreenCache } from '../src/areas/screens/screen-cache';
import { emitReadingsIngested } from '../src/telemetry/readings-hook';
import { bearer, get } from './http-client';
import { useTestServer } from '../testing';

/** The per-process answer cache of the screens (docs/decisions/0167). */
describe('ScreenCache', () => {
  test('shares one computation per key until the TTL ends; failures are not kept; clear empties it', async () => {
    const cache = new ScreenCache(60_000);
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await cache.get('other', compute)).toBe(2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', compute)).toBe(3);
    cache.clear();
    expect(await cache.get('k', compute)).toBe(4);
  });

  test('an expired answer is served once more while one refresh runs, then replaced', async () => {
    // A TTL long enough that a loaded machine never lets the refreshed answer expire before the last call.
    const cache = new ScreenCache(2_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('k', compute)).toBe(1);
    await new Promise((r) => setTimeout(r, 2_050));
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1]);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('k', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  test('TTL 0 computes every time', async () => {
    const cache = new ScreenCache(0);
    let runs = 0;
    await cache.get('k', async () => ++runs);
    await cache.get('k', async () => ++runs);
    expect(runs).toBe(2);
  });
});

describe('served with the cache on', () => {
  const s = useTestServer({ config: { screenCacheMs: 600_000 }, signIn: ['enterprise_demo', 'sysadmin'] });

  test('answers are shared per scope, never across scopes, and new readings empty the cache', async () => {
    const ent = s.token('enterprise_demo');
    const admin = s.token('sysadmin');
    const total = async (token: string) => (await get(`${s.api}/api/TyScreen/GetXmgl_tg`, {}, bearer(token))).body.data.total as number;
    const before = await total(ent);
    const allBefore = await total(admin);
    expect([before, allBefore]).toEqual([2, 6]);
    const company = await s.db.one<{ id: number }>(`SELECT id FROM companies WHERE name = '华建第一工程有限公司'`);
    await s.db.exec(`INSERT INTO projects (company_id, project_name, project_status, district_code) VALUES ($1, '缓存测试项目', 3, '440305')`, [company!.id]);
    expect(await total(ent)).toBe(before);
    expect(await total(admin)).toBe(allBefore);
    await emitReadingsIngested([], s.db);
    expect(await total(ent)).toBe(before + 1);
    expect(await total(admin)).toBe(allBefore + 1);
    // The scope check runs before the cache: another scope's project is still refused.
    const other = await s.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_name = '天河商业中心项目'`);
    expect((await get(`${s.api}/api/TyScreen/GetXmgl_tg`, { projectId: other!.id }, bearer(ent))).body.code).toBe(402);
  });
});
