import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';

/**
 * The fast path of permission-checked lists (docs/benchmarks.md): cached grants/scope never outlive a
 * change (auth_generation), record_count from live_counts always equals count(*).
 */
const s = useTestServer({ signIn: ['enterprise_demo'] });
let c: Record<string, number>;
let userId: number;
const list = () => `${s.api}/api/RoutInspContent/WherePageList`;
const liveCount = async (companyId: number) =>
  (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM rout_insp_content WHERE company_id = $1 AND if_del = 0', [companyId]))!.n;

beforeAll(async () => {
  const companies = await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies');
  const byName = Object.fromEntries(companies.map((x) => [x.name, x.id]));
  c = { subA: byName['华建第一工程有限公司'], branchA1: byName['华建第一工程南山分公司'], subB: byName['华建路桥建设有限公司'] };
  userId = (await s.db.one<{ id: number }>(`SELECT id FROM users WHERE user_name = 'enterprise_demo'`))!.id;
  await s.db.exec(
    `INSERT INTO rout_insp_content (company_id, device_type, content_name, description, project_name)
     SELECT CASE WHEN g % 2 = 0 THEN $1::int ELSE $2::int END, '塔吊', '快速路径 ' || g, 'd', 'p' FROM generate_series(1, 25) g`,
    [c.subA, c.branchA1],
  );
});

describe('permission-checked list fast path', () => {
  test('record_count from live_counts equals count(*) through inserts, soft deletes, moves and deletes', async () => {
    const token = s.token('enterprise_demo');
    const page = async (strWhere: string, index = 1) => (await get(list(), { token, index, size: 10, strWhere })).body;
    const expectCount = async (companyId: number) => {
      const body = await page(`company_id = ${companyId} and if_del = 0`);
      expect(body.code).toBe(200);
      expect(body.page.record_count).toBe(await liveCount(companyId));
    };
    await expectCount(c.subA);
    await expectCount(c.branchA1);
    const id = (await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_content WHERE company_id = $1 AND if_del = 0 AND content_name LIKE '快速路径%' ORDER BY id LIMIT 1`, [c.subA]))!.id;
    await s.db.exec('UPDATE rout_insp_content SET if_del = 1 WHERE id = $1', [id]);
    await expectCount(c.subA);
    await s.db.exec('UPDATE rout_insp_content SET if_del = 0, company_id = $2 WHERE id = $1', [id, c.branchA1]);
    await expectCount(c.subA);
    await expectCount(c.branchA1);
    await s.db.exec('DELETE FROM rout_insp_content WHERE id = $1', [id]);
    await expectCount(c.branchA1);
    // Whole subtree (no strWhere) and a foreign company (outside the scope: 0 whatever it holds).
    const all = await page('');
    expect(all.page.record_count).toBe((await liveCount(c.subA)) + (await liveCount(c.branchA1)));
    expect((await page(`company_id = ${c.subB} and if_del = 0`)).page.record_count).toBe(0);
    // Other filters count the rows; a page past the end is empty with the right count.
    const named = await page(`company_id = ${c.subA} and content_name = '快速路径 4'`);
    expect(named.page.record_count).toBe(1);
    expect(named.data).toHaveLength(1);
    const past = await page(`company_id = ${c.subA} and if_del = 0`, 99);
    expect(past.data).toEqual([]);
    expect(past.page.record_count).toBe(await liveCount(c.subA));
    expect(past.page.has_prev).toBe(true);
    // Rows come in order, without helper columns.
    const first = await page(`company_id = ${c.subA} and if_del = 0`);
    const ids = first.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(Object.keys(first.data[0]).some((k) => k.startsWith('__'))).toBe(false);
  });

  test('a revoked role, a company switch and a logout take effect on the very next call', async () => {
    const token = s.token('enterprise_demo');
    const strWhere = `company_id = ${c.subA} and if_del = 0`;
    const ok = await get(list(), { token, strWhere });
    expect(ok.body.code).toBe(200);
    expect(ok.body.page.record_count).toBe(27);

    // Roles taken away in the database (any process): refused at once, back at once.
    const roles = await s.db.many<{ role_id: number }>('SELECT role_id FROM user_roles WHERE user_id = $1 AND company_id = $2', [userId, c.subA]);
    await s.db.exec('DELETE FROM user_roles WHERE user_id = $1 AND company_id = $2', [userId, c.subA]);
    expect((await get(list(), { token, strWhere })).body.code).toBe(402);
    for (const r of roles) await s.db.exec('INSERT INTO user_roles (user_id, company_id, role_id) VALUES ($1, $2, $3)', [userId, c.subA, r.role_id]);
    expect((await get(list(), { token, strWhere })).body.code).toBe(200);

    // Company switch: the scope follows the session's company on the next call.
    const sw = await postForm(`${s.api}/api/ERPUser/UpdateUserRedis`, { company_id: c.subB, company_name: '华建路桥建设有限公司' }, bearer(token));
    expect(sw.status).toBe(200);
    const afterSwitch = await get(list(), { token, strWhere });
    expect(afterSwitch.body.page.record_count).toBe(0);

    // Logout: the token is refused on the next call although its grants are cached.
    await postForm(`${s.api}/web/logout`, {}, bearer(token));
    expect((await get(list(), { token, strWhere })).status).toBe(401);
  });
});
