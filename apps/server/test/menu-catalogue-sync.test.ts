import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { SUBPAGE } from '@worksite/contract';
import { loadConfig } from '../src/config/server-config';
import { createDb, type Db } from '../src/db/database';
import { quoteIdent } from '../src/db/ensure-database';
import { runMigrations } from '../src/db/run-migrations';
import { startServer, type RunningServer } from '../src/start-server';
import { catalogueRows, syncMenuCatalogue } from '../src/seed/sync-menu-catalogue';
import { ensureFirstAdministrator } from '../src/seed/first-administrator';
import { quiet } from '../testing/test-server';
import { copyTemplate } from '../testing/test-databases';
import { adminUrl, databaseUrl, dropTestDatabase, runId, TEST_DB_PREFIX, withAdmin } from '../testing/test-run';
import { bearer, get, login, postForm } from './http-client';

/**
 * The menu catalogue reaches databases made before its entries existed, and a database started without demo
 * data gets menus and a first administrator (docs/decisions/0410, 0411).
 */

const rows = catalogueRows();
const rowOf = (permission: string) => rows.find((r) => r.pagePermission === permission && !r.isButton)!;
const buttonOf = (subPage: string, button: string) => rows.find((r) => r.isButton && r.parentId === rowOf(subPage).id && r.pagePermission === button)!;

interface MenuRow {
  id: number;
  parent_id: number | null;
  page_permission: string;
  text_str: string;
  type_str: string;
  buttons: string[];
  sort: number;
}
const menuRows = (db: Db) => db.many<MenuRow>('SELECT id, parent_id, page_permission, text_str, type_str, buttons, sort FROM menus ORDER BY id');
const roleButtons = async (db: Db, role: string, menuId: number) =>
  (await db.one<{ buttons: string[] }>(`SELECT rm.buttons FROM role_menus rm JOIN roles r ON r.id = rm.role_id JOIN companies c ON c.id = r.company_id
     WHERE r.name = $1 AND c.name = '华建第一工程有限公司' AND rm.menu_id = $2`, [role, menuId]))?.buttons;

describe('a database seeded before a catalogue entry existed', () => {
  let db: Db;
  let name: string;
  beforeAll(async () => {
    const copy = await copyTemplate();
    name = copy.name;
    db = createDb(copy.url, 2);
  });
  afterAll(async () => {
    await db?.close();
    if (name) await dropTestDatabase(name);
  });

  test('gets the new sub-page and button; the roles that held the whole menu get them, other roles do not; a removed entry stays removed', async () => {
    const complete = await menuRows(db);
    expect(complete.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    const weighbridge = rowOf(SUBPAGE.weighbridge);
    const projectExport = buttonOf(SUBPAGE.crmProject, 'export');
    const crm = rowOf(SUBPAGE.crmProject);
    expect(await roleButtons(db, '管理员', weighbridge.id)).toEqual(['add', 'edit', 'delete', 'search', 'audit']);
    expect(await roleButtons(db, '只读用户', weighbridge.id)).toEqual(['search']);
    const adminCrm = await roleButtons(db, '管理员', crm.id);
    expect(adminCrm).toContain('export');

    // The database as an earlier version left it: no 地磅管理, no 导出 on 项目列表, no record of what it was offered.
    await db.tx(async (q) => {
      await q.exec('DELETE FROM menus WHERE parent_id = $1', [weighbridge.id]);
      await q.exec('DELETE FROM menus WHERE id = $1', [weighbridge.id]);
      await q.exec('DELETE FROM menus WHERE id = $1', [projectExport.id]);
      await q.exec(`UPDATE menus SET buttons = array_remove(buttons, 'export') WHERE id = $1`, [crm.id]);
      await q.exec(`UPDATE role_menus SET buttons = array_remove(buttons, 'export') WHERE menu_id = $1`, [crm.id]);
      await q.exec(`DELETE FROM meta WHERE key = 'menu-catalogue'`);
    });
    const weighbridgeNodes = rows.filter((r) => r.id === weighbridge.id || r.parentId === weighbridge.id).map((r) => r.id);

    const first = await db.tx((q) => syncMenuCatalogue(q));
    expect(first.added.sort((a, b) => a - b)).toEqual([...weighbridgeNodes, projectExport.id].sort((a, b) => a - b));
    expect(first.taken).toEqual([]);
    // The four companies' 管理员 (group, subA, subB, other) held everything; 只读用户, 项目管理员 and 监管人员 did not.
    expect(first.grantedRoles).toHaveLength(4);
    const restored = await menuRows(db);
    expect(restored.find((r) => r.id === weighbridge.id)).toEqual(complete.find((r) => r.id === weighbridge.id));
    expect(restored.find((r) => r.id === crm.id)!.buttons).toEqual([...complete.find((r) => r.id === crm.id)!.buttons.filter((b) => b !== 'export'), 'export']);
    expect(await roleButtons(db, '管理员', weighbridge.id)).toEqual(['add', 'edit', 'delete', 'search', 'audit']);
    expect(await roleButtons(db, '管理员', crm.id)).toEqual([...adminCrm!.filter((b) => b !== 'export'), 'export']);
    expect(await roleButtons(db, '只读用户', weighbridge.id)).toBeUndefined();
    expect(await roleButtons(db, '只读用户', crm.id)).toEqual(['search']);

    // Once synced, nothing more to do; an entry an administrator removes afterwards is not brought back.
    expect(await db.tx((q) => syncMenuCatalogue(q))).toEqual({ added: [], taken: [], grantedRoles: [] });
    await db.exec('DELETE FROM menus WHERE parent_id = $1', [weighbridge.id]);
    await db.exec('DELETE FROM menus WHERE id = $1', [weighbridge.id]);
    expect(await db.tx((q) => syncMenuCatalogue(q))).toEqual({ added: [], taken: [], grantedRoles: [] });
    expect(await db.one('SELECT 1 FROM menus WHERE id = $1', [weighbridge.id])).toBeUndefined();
  });

  test("a new catalogue id an administrator's own menu already holds is left to that menu", async () => {
    const own = await db.one<{ id: number }>(`INSERT INTO menus (page_permission, text_str) VALUES ('ownPage', '自建菜单') RETURNING id`);
    const later = { ...rowOf(SUBPAGE.crmProject), id: own!.id, parentId: null, pagePermission: 'laterPage', text: '后来的页面' };
    const result = await db.tx((q) => syncMenuCatalogue(q, [...rows, later]));
    expect(result).toEqual({ added: [], taken: [own!.id], grantedRoles: [] });
    expect(await db.one('SELECT text_str FROM menus WHERE id = $1', [own!.id])).toEqual({ text_str: '自建菜单' });
  });
});

describe('a database started without demo data (SEED_DEMO=0)', () => {
  const name = `${TEST_DB_PREFIX}${runId()}_${process.pid}_empty`;
  const scratch = path.join(os.tmpdir(), 'worksite-test-files', name);
  let url: string;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    await withAdmin(adminUrl(), async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${quoteIdent(name)} ENCODING 'UTF8' TEMPLATE template0`);
    });
    url = databaseUrl(adminUrl(), name);
    await runMigrations(url);
  });
  afterAll(async () => {
    await server?.close();
    await dropTestDatabase(name);
    rmSync(scratch, { recursive: true, force: true });
  });

  const config = (firstAdmin: { userName: string; password?: string }) =>
    loadConfig(
      { LOG_LEVEL: 'silent' },
      { ...quiet, port: 0, host: '127.0.0.1', databaseUrl: url, dataDir: scratch, uploadDir: path.join(scratch, 'uploads'), webDist: path.join(scratch, 'no-web'), seedDemo: false, firstAdmin },
    );

  test('without ADMIN_PASSWORD nothing is created and the advice says what to set; a short one is refused', async () => {
    const db = createDb(url, 1);
    try {
      const missing = await ensureFirstAdministrator(db, { userName: 'admin' });
      expect(missing.kind).toBe('missing');
      expect(missing.kind === 'missing' && missing.advice).toContain('ADMIN_PASSWORD');
      await expect(ensureFirstAdministrator(db, { userName: 'admin', password: '12345' })).rejects.toThrow('ADMIN_PASSWORD must have at least 6 characters.');
      expect(await db.one('SELECT count(*)::int AS n FROM users')).toEqual({ n: 0 });
    } finally {
      await db.close();
    }
  });

  test('with ADMIN_PASSWORD the administrator signs in and sees the whole catalogue; a second start creates nobody', async () => {
    server = await startServer(config({ userName: 'site_admin', password: 'Start#2026' }), { level: 'silent' });
    const token = await login(`${server.url}/prod-apiplus`, 'site_admin', 'Start#2026');
    const tree = await get(`${server.url}/prod-apiplus/api/Menu/GetMenuTree`, {}, bearer(token));
    expect(tree.body.code).toBe(200);
    const ids: number[] = [];
    const walk = (nodes: { id: number | string; children?: unknown[] }[]) => nodes.forEach((n) => (ids.push(Number(n.id)), walk((n.children ?? []) as never)));
    walk(tree.body.data);
    expect(ids.sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    // Where the administrator starts: the first company, a top level one (only a system administrator may make one).
    expect(await server.db.one('SELECT count(*)::int AS n FROM companies')).toEqual({ n: 0 });
    const created = await postForm(`${server.url}/prod-apiplus/api/Company/CreateCompany`, { companyName: '新建建设集团有限公司', companyType: 9 }, bearer(token));
    expect(created.body).toMatchObject({ code: 200, data: { companyName: '新建建设集团有限公司' } });
    const companies = await get(`${server.url}/prod-apiplus/api/Company/GetCompanyList`, {}, bearer(token));
    expect(companies.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['新建建设集团有限公司']);
    // Its first company is where the administrator works from the next request: its departments and roles answer.
    const info = await get(`${server.url}/prod-apiplus/api/ERPUser/GetUserInfo`, {}, bearer(token));
    expect(info.body.data).toMatchObject({ CompanyId: created.body.data.id, CompanyName: '新建建设集团有限公司' });
    expect((await get(`${server.url}/prod-apiplus/api/Department/GetDepartmentList`, {}, bearer(token))).body).toMatchObject({ code: 200, data: [] });
    expect((await get(`${server.url}/prod-apiplus/api/Role/GetRoleList`, {}, bearer(token))).body.code).toBe(200);
    await server.close();
    server = await startServer(config({ userName: 'another_admin', password: 'Other#2026' }), { level: 'silent' });
    expect(await server.db.many('SELECT user_name, is_system_admin FROM users')).toEqual([{ user_name: 'site_admin', is_system_admin: true }]);
  });
});
