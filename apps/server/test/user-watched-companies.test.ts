import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'readonly_demo'] });
const tokens = s.tokens;
let users: Record<string, number>;
const { companies: company } = useDemoIds(s);
const url = (path: string) => `${s.api}/api/ERPUser/${path}`;
const watchedOf = (token: string, id: number) => get(url('GetWatchedCompanies'), { id }, bearer(token));
const setWatched = (token: string, id: number, companyIds: number[]) =>
  postForm(url('UpdateWatchedCompanies'), { id, companyIds: JSON.stringify(companyIds) }, bearer(token));
const storedOf = async (id: number) =>
  (await s.db.many<{ company_id: number }>('SELECT company_id FROM watched_companies WHERE user_id = $1 ORDER BY company_id', [id])).map((r) => r.company_id);

beforeAll(async () => {
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
});

describe('监视公司 of a user (GetWatchedCompanies / UpdateWatchedCompanies)', () => {
  test('GetWatchedCompanies: the seed watch of enterprise_demo, offered companies = the caller\'s', async () => {
    const sys = await watchedOf(tokens.sysadmin!, users.enterprise_demo!);
    expect(sys.body.code).toBe(200);
    expect(sys.body.data.id).toBe(users.enterprise_demo);
    expect(sys.body.data.companyIds).toEqual([company['远景建设集团有限公司']]);
    expect(sys.body.data.companies.map((c: { name: string }) => c.name)).toEqual([
      '华建智造集团有限公司', '华建第一工程有限公司', '华建路桥建设有限公司', '华建第一工程南山分公司', '华建路桥宝安分公司',
      '深圳市南山区住房和建设局', '远景建设集团有限公司',
    ]);
    // enterprise_demo administers its session company's subtree (华建第一工程): it is offered those and sees no watch of project_demo.
    const ent = await watchedOf(tokens.enterprise_demo!, users.project_demo!);
    expect(ent.body.data.companyIds).toEqual([]);
    expect(ent.body.data.companies.map((c: { name: string }) => c.name)).toEqual(['华建第一工程有限公司', '华建第一工程南山分公司']);
  });

  test('sysadmin sets two for project_demo: answered, audited, and in the user\'s next GetUserInfo', async () => {
    const before = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(tokens.project_demo!));
    expect(before.body.data.watchCompanys).toEqual([]);
    const two = [company['华建路桥建设有限公司']!, company['远景建设集团有限公司']!].sort((a, b) => a - b);
    const r = await setWatched(tokens.sysadmin!, users.project_demo!, [two[1]!, two[0]!]);
    expect(r.body).toMatchObject({ code: 200, msg: '修改成功', data: { id: users.project_demo, companyIds: two } });
    expect((await watchedOf(tokens.sysadmin!, users.project_demo!)).body.data.companyIds).toEqual(two);
    const after = await get(`${s.api}/api/ERPUser/GetUserInfo`, {}, bearer(tokens.project_demo!));
    expect(after.body.data.watchCompanys.map((c: { companyName: string }) => c.companyName).sort()).toEqual(['远景建设集团有限公司', '华建路桥建设有限公司'].sort());
    const audit = await s.db.one<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE table_name = 'watched_companies' AND action = 'update-watched-companies' AND record_id = $1",
      [String(users.project_demo)],
    );
    expect(audit).toEqual({ before: { companyIds: [] }, after: { companyIds: two } });

    // enterprise_demo changes only its own companies' part: 华建路桥 and 远景 (not administered by it) stay watched.
    const ent = await setWatched(tokens.enterprise_demo!, users.project_demo!, [company['华建第一工程有限公司']!]);
    expect(ent.body.code).toBe(200);
    expect(await storedOf(users.project_demo!)).toEqual([company['华建第一工程有限公司']!, ...two].sort((a, b) => a - b));
  });

  test('refusals: a company outside the caller\'s, another company\'s user, no edit button — nothing changed', async () => {
    const kept = await storedOf(users.project_demo!);
    const outside = await setWatched(tokens.enterprise_demo!, users.project_demo!, [company['远景建设集团有限公司']!, company['华建路桥建设有限公司']!]);
    expect(outside.status).toBe(400);
    expect(outside.body.detail).toBe('监视公司不在您的管理范围内');
    expect(await storedOf(users.project_demo!)).toEqual(kept);

    const foreign = await setWatched(tokens.enterprise_demo!, users.government_demo!, [company['华建第一工程有限公司']!]);
    expect(foreign.body.code).toBe(402);
    expect((await watchedOf(tokens.enterprise_demo!, users.government_demo!)).body.code).toBe(402);
    // government_demo's seeded watches (its district's 华建第一工程 and its branch, docs/decisions/0432) are untouched.
    expect(await storedOf(users.government_demo!)).toEqual([company['华建第一工程有限公司']!, company['华建第一工程南山分公司']!].sort((a, b) => a - b));

    expect((await setWatched(tokens.readonly_demo!, users.project_demo!, [])).body.code).toBe(402);
    expect((await watchedOf(tokens.readonly_demo!, users.project_demo!)).body.code).toBe(402);
    expect(await storedOf(users.project_demo!)).toEqual(kept);
  });
});
