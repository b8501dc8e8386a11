/**
 * Issue 3 "Shown by": for every route of the contract catalogue the server mounts, no token → 401 and, without
 * the endpoint's page/sub-page/button, code 402 没有权限 with nothing changed. The number of swept endpoints is
 * printed, so it grows as areas land.
 */
import { randomBytes } from 'node:crypto';
import { endpointList, type Endpoint } from '@worksite/contract';
import { useTestServer } from '../../testing';
import { bearer, login } from '../http-client';
import {
  callEndpoint,
  changedTables,
  COMPANY,
  companyIdByName,
  concretePath,
  createUserWithoutGrants,
  expectNoPermission,
  expectUnauthorized,
  mountedEndpoints,
  snapshot,
} from './security-helpers';
import { NOT_MOUNTED } from './unmounted-endpoints';

const s = useTestServer();
let mounted: Endpoint[];
beforeAll(async () => {
  mounted = await mountedEndpoints(s.app, s.baseUrl);
});

/** Parameters a real client sends with every call (SPEC §7), plus an id so detail/update/delete reach their checks. */
const common = { fromplat: 'pc', wid: 11, user_id: 1, rec_id: 1, id: 1, index: 0, size: 10 };
const kindOf = (e: Endpoint) => (typeof e.access === 'string' ? e.access : 'permission');
const WRITE_BUTTONS = new Set(['add', 'edit', 'delete', 'audit', 'delivery', 'inport']);
/** What readonly_demo is refused (docs/decisions/0307): every write button, export and 查看证件号 (0631). */
const NOT_READONLY_BUTTONS = new Set([...WRITE_BUTTONS, 'export', 'revealId']);

describe('route sweep over the contract catalogue', () => {
  test('the server mounts catalogue routes (count printed)', () => {
    const by = (k: string) => mounted.filter((e) => kindOf(e) === k).length;
    const line =
      `security sweep: ${mounted.length} of ${endpointList.length} catalogue endpoints mounted ` +
      `(public ${by('public')}, session ${by('session')}, permission ${by('permission')}, admin ${by('admin')})`;
    // eslint-disable-next-line no-console
    console.log(`${line}\nmounted: ${mounted.map((e) => e.name).join(', ')}`);
    // Catalogue endpoints of areas not built yet (SPEC names them; nothing serves them): exactly these.
    expect(endpointList.filter((e) => !mounted.includes(e)).map((e) => e.name).sort()).toEqual([...NOT_MOUNTED].sort());
    expect(mounted).toHaveLength(endpointList.length - NOT_MOUNTED.length);
  });

  test('no token (and a forged or malformed token) → HTTP 401 on every non-public mounted route, nothing changed', async () => {
    const before = await snapshot(s.db);
    const failures: string[] = [];
    let calls = 0;
    for (const e of mounted.filter((x) => x.access !== 'public')) {
      for (const [label, headers, extra] of [
        ['no token', {}, {}],
        ['forged token', bearer(randomBytes(32).toString('hex')), {}],
        ['token param "undefined"', {}, { token: 'undefined' }],
        ['SQL in token header', { token: "' or 1=1 --" }, {}],
      ] as const) {
        calls++;
        const r = await callEndpoint(s.baseUrl, e, { ...common, ...extra }, { ...headers });
        if (r.status >= 200 && r.status < 300 && r.body?.code !== 401) failures.push(`${e.method} ${e.path} (${label}) answered ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
        else {
          try {
            expectUnauthorized(r, `${e.method} ${e.path} (${label})`);
          } catch (err) {
            failures.push((err as Error).message);
          }
        }
      }
      // Also under the second prefix SPEC shows.
      calls++;
      const alt = await callEndpoint(s.baseUrl, e, common, {}, concretePath(e).replace('/prod-apiplus', '/prod-api'));
      if (alt.status !== 401) failures.push(`${e.method} /prod-api${e.path} without token answered ${alt.status}`);
    }
    // eslint-disable-next-line no-console
    console.log(`security sweep: ${calls} unauthenticated calls`);
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(s.db))).toEqual([]);
  });

  test('routes outside the catalogue (areas may add their own) also answer 401 without a token', async () => {
    const catalogue = new Set(endpointList.map((e) => `${e.method} /prod-apiplus${e.path}`.toLowerCase()));
    // Public by design: health, and the OpenAPI document (docs/decisions/0305: call names and schemes, no data).
    const open = new Set(['/prod-apiplus/health', '/prod-apiplus/openapi.json']);
    const routes: { method: string; url: string }[] = [];
    for (const line of s.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /(\/prod-apiplus\/\S*) \(([A-Z, ]+)\)/.exec(line);
      if (!m || m[1].includes('*')) continue;
      for (const method of m[2].split(', ').filter((x) => x === 'GET' || x === 'POST')) {
        if (!catalogue.has(`${method} ${m[1]}`.toLowerCase()) && !open.has(m[1]) && !m[1].includes('/upload/file/')) routes.push({ method, url: m[1] });
      }
    }
    const failures: string[] = [];
    for (const r of routes) {
      const url = `${s.baseUrl}${r.url.replace(/:[A-Za-z_]+/g, '1')}`;
      const res = await fetch(url, r.method === 'GET' ? {} : { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const body = await res.text();
      if (res.status !== 401) failures.push(`${r.method} ${r.url}: ${res.status} ${body.slice(0, 100)}`);
    }
    // eslint-disable-next-line no-console
    console.log(`security sweep: ${routes.length} non-catalogue API routes checked for 401`);
    expect(failures).toEqual([]);
  });

  test('public calls exist only where decision 0043 allows them', () => {
    // telemetryIngest and gateEvents take no user session: devices authenticate with their own key (decisions 0140, 0662).
    const allowed = new Set(['login', 'loginAlt', 'register', 'telemetryIngest', 'gateEvents']);
    expect(mounted.filter((e) => e.access === 'public' && !allowed.has(e.name)).map((e) => e.name)).toEqual([]);
  });

  test('telemetry ingest without a device key, or with a user token instead → 401, nothing stored', async () => {
    const token = await login(s.api, 'sysadmin');
    const before = await snapshot(s.db);
    const reading = JSON.stringify({ readings: [{ deviceId: 1, metric: 'pm25', value: 35 }] });
    for (const headers of [{}, bearer(token)]) {
      const res = await fetch(`${s.api}/api/Telemetry/Ingest`, { method: 'POST', body: reading, headers: { 'content-type': 'application/json', ...headers } });
      expect(res.status).toBe(401);
      expect(await res.text()).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await snapshot(s.db)).toEqual(before);
  });

  test('a signed-in user without any grant → code 402 没有权限 on every permission/admin route, nothing changed', async () => {
    const subA = await companyIdByName(s.db, COMPANY.subA);
    await createUserWithoutGrants(s.db, 'sweep_nogrant', subA);
    const token = await login(s.api, 'sweep_nogrant');
    const guarded = mounted.filter((e) => typeof e.access === 'object' || e.access === 'admin');
    const before = await snapshot(s.db);
    const failures: string[] = [];
    for (const e of guarded) {
      const r = await callEndpoint(s.baseUrl, e, { ...common, token }, bearer(token));
      try {
        expectNoPermission(r, `${e.method} ${e.path} (${JSON.stringify(e.access)})`);
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
    // eslint-disable-next-line no-console
    console.log(`security sweep: ${guarded.length} permission/admin routes refused to a user without grants`);
    expect(failures).toEqual([]);
    // Refusals write nothing (sessions: the caller's own session row is untouched too).
    expect(changedTables(before, await snapshot(s.db))).toEqual([]);
  });

  test('readonly_demo (search only) → 402 on every add/edit/delete/audit/delivery/inport/export route and every admin route', async () => {
    const token = await login(s.api, 'readonly_demo');
    const writes = mounted.filter((e) => e.access === 'admin' || (typeof e.access === 'object' && e.access.button && NOT_READONLY_BUTTONS.has(e.access.button)));
    const before = await snapshot(s.db);
    const failures: string[] = [];
    for (const e of writes) {
      const r = await callEndpoint(s.baseUrl, e, { ...common, token }, bearer(token));
      try {
        expectNoPermission(r, `${e.method} ${e.path} (${JSON.stringify(e.access)})`);
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
    // eslint-disable-next-line no-console
    console.log(`security sweep: ${writes.length} write/export/admin routes refused to readonly_demo`);
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(s.db))).toEqual([]);
  });

  test('OrgDataAuthorityType 0 → 402 on data calls (SPEC §6), even for a user holding every grant', async () => {
    const subA = await companyIdByName(s.db, COMPANY.subA);
    const id = await createUserWithoutGrants(s.db, 'sweep_noauthority', subA, { orgDataAuthorityType: 0 });
    await s.db.exec(`INSERT INTO user_roles (user_id, company_id, role_id) SELECT $1, $2, role_id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.user_name = 'enterprise_demo' AND ur.company_id = $2`, [id, subA]);
    const token = await login(s.api, 'sweep_noauthority');
    const exempt = new Set(['getToken', 'logout', 'userInfo', 'modifyPwd', 'modifyPwdMinapp', 'multiSelectList']);
    const guarded = mounted.filter((e) => typeof e.access === 'object' && !exempt.has(e.name));
    const failures: string[] = [];
    for (const e of guarded) {
      const r = await callEndpoint(s.baseUrl, e, { ...common, token }, bearer(token));
      try {
        expectNoPermission(r, `${e.method} ${e.path}`);
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
    expect(failures).toEqual([]);
  });

});
