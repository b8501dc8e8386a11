import type { Page } from 'playwright-core';
import { sql, toast, useBrowser } from './browser';
import { productServer } from './product-server';
import { cellText, closeIssuedKey, createRecord, dialog, exportFile, openFromSidebar, recordTable, rowButtons, rowWith } from './record-page';
import { readSheet } from './xlsx-sheet';
import { signedInContext } from './signed-in-contexts';
import { watch } from './page-watch';

/**
 * Issue 11 items 1 and 2, "Shown by": 重置密钥 behind its confirm (the old key refused by ingest, the new one
 * accepted), 审核通过 (AuditDevice) with its audit trail, 扬尘监测's live reading and history chart, 检测记录's
 * 导出, 维保记录 opening SPEC §2.9's viewer on a record; and every page of items 1–2 opens for each demo account
 * that holds it without the placeholder, a 5xx or a console error.
 */
const browser = useBrowser();

/** Per-run suffix, so a rerun against a kept database finds its own rows. */
const TAG = String(Date.now() % 1_000_000).padStart(6, '0');
/** The project of project_demo (seed: apps/server/src/seed/seed-projects.ts). */
const PROJECT = '南山科技园综合楼项目';
const DUST_TITLE = '扬尘监测设备';
const DUST_NAME = `e2e扬尘${TAG}`;

/** A page of `userName` in the enterprise or project back office (SPEC §2.1 landing variants). */
async function pageIn(userName: string, office: 'enterprise' | 'project'): Promise<Page> {
  const page = await (await signedInContext(browser(), userName)).newPage();
  await page.goto(office === 'project' ? '/backHome?pjctid1=1' : '/backHome?enterpid1=1');
  await page.waitForSelector(`[data-testid="sidebar"][data-menu-function-type="${office === 'project' ? 1 : 0}"] [data-menu-level="1"]`);
  return page;
}

/** POST /api/Telemetry/Ingest with a device key, as a device does (no session): the HTTP status. */
async function ingest(key: string, values: Record<string, number>): Promise<number> {
  const res = await fetch(`${productServer().baseUrl}/prod-apiplus/api/Telemetry/Ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': key },
    body: JSON.stringify({ values }),
  });
  return res.status;
}

/** 重置密钥 of a row, confirmed: the key the 设备密钥 dialog shows once (then closed). */
async function resetKey(page: Page, name: string): Promise<string> {
  await rowWith(page, DUST_TITLE, name).getByRole('button', { name: '重置密钥', exact: true }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.waitFor();
  expect(await confirm.innerText()).toContain(`重置后设备「${name}」的原密钥立即失效`);
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  const shown = dialog(page, '设备密钥');
  await shown.waitFor();
  const key = await shown.getByTestId('device-key').inputValue();
  expect(key).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: '关闭', exact: true }).first().click();
  await shown.waitFor({ state: 'detached' });
  return key;
}

let admin: Page;
/** The key the dust device of this run reports with (set by the key test). */
let dustKey = '';
/** The key 新增 showed for it (once). */
let createdKey = '';

beforeAll(async () => {
  admin = await pageIn('sysadmin', 'enterprise');
  await openFromSidebar(admin, '设备管理', '扬尘设备');
  await createRecord(admin, DUST_TITLE, { 设备名称: { type: DUST_NAME }, 设备编号: { type: `YC-${TAG}` }, 所属项目: { choose: PROJECT } });
  createdKey = await closeIssuedKey(admin);
  await rowWith(admin, DUST_TITLE, DUST_NAME).waitFor();
});

describe('a telemetry device page (扬尘设备)', () => {
  it('lists a new device offline, never reported, awaiting audit, with 重置密钥 and the audit moves', async () => {
    const row = rowWith(admin, DUST_TITLE, DUST_NAME);
    expect(await cellText(admin, DUST_TITLE, row, '在线状态')).toBe('离线');
    expect(await cellText(admin, DUST_TITLE, row, '最近上报时间')).toBe('');
    expect(await cellText(admin, DUST_TITLE, row, '审核状态')).toBe('未审核');
    expect(await rowButtons(row)).toEqual(['查看', '编辑', '删除', '审核通过', '审核驳回', '重置密钥']);
  });

  it('重置密钥: cancel changes nothing; confirmed, the new key is accepted by ingest and the old one refused', async () => {
    const row = rowWith(admin, DUST_TITLE, DUST_NAME);
    const hintBefore = await cellText(admin, DUST_TITLE, row, '密钥尾号');
    await row.getByRole('button', { name: '重置密钥', exact: true }).click();
    const confirm = admin.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: '取消', exact: true }).click();
    await toast(admin, '已取消重置').waitFor();
    expect(await cellText(admin, DUST_TITLE, row, '密钥尾号')).toBe(hintBefore);

    // The key 新增 showed works until the first reset.
    expect(createdKey).toMatch(/^wsk_/);
    expect(await cellText(admin, DUST_TITLE, row, '密钥尾号')).toBe(createdKey.slice(-4));
    expect(await ingest(createdKey, { pm25: 40 })).toBe(200);

    const first = await resetKey(admin, DUST_NAME);
    expect(await ingest(createdKey, { pm25: 41 })).toBe(401);
    await admin.waitForFunction(
      ([name, hint]) => [...document.querySelectorAll('tbody tr')].some((tr) => tr.textContent?.includes(name!) && tr.textContent.includes(hint!)),
      [DUST_NAME, first.slice(-4)],
    );
    expect(await ingest(first, { pm25: 50 })).toBe(200);

    const second = await resetKey(admin, DUST_NAME);
    expect(second).not.toBe(first);
    expect(await ingest(first, { pm25: 51 })).toBe(401);
    expect(await ingest(second, { pm25: 52 })).toBe(200);
    dustKey = second;
    // Each reset is audited with the hint before and after (the create's entry has no before).
    const trail = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log a JOIN devices d ON a.record_id = d.id::text WHERE a.table_name = 'devices' AND d.name = $1 AND a.before ? 'key_hint' AND a.after ? 'key_hint'`,
      [DUST_NAME],
    );
    expect(trail[0]!.n).toBe(2);

    // The list shows the report: online, with its time (yyyy-MM-dd HH:mm…).
    await admin.reload();
    const reported = rowWith(admin, DUST_TITLE, DUST_NAME);
    await reported.waitFor();
    expect(await cellText(admin, DUST_TITLE, reported, '在线状态')).toBe('在线');
    expect(await cellText(admin, DUST_TITLE, reported, '最近上报时间')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('审核通过: the state changes, the move is no longer offered, the audit trail records it', async () => {
    const row = rowWith(admin, DUST_TITLE, DUST_NAME);
    await row.getByRole('button', { name: '审核通过', exact: true }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: '确定', exact: true }).click(); // asked first (decision 0620)
    await admin.waitForFunction(
      (name) => [...document.querySelectorAll('tbody tr')].some((tr) => tr.textContent?.includes(name) && tr.textContent.includes('审核通过') && !tr.textContent.includes('未审核')),
      DUST_NAME,
    );
    expect(await cellText(admin, DUST_TITLE, row, '审核状态')).toBe('审核通过');
    expect(await rowButtons(row)).toEqual(['查看', '编辑', '删除', '审核驳回', '重置密钥']);
    const [device] = await sql<{ audit_status: number; trail: unknown }>(
      `SELECT d.audit_status, (SELECT a.after FROM audit_log a WHERE a.table_name = 'devices' AND a.record_id = d.id::text AND a.action = 'audit' ORDER BY a.id DESC LIMIT 1) AS trail
         FROM devices d WHERE d.name = $1`,
      [DUST_NAME],
    );
    expect(device).toEqual({ audit_status: 2, trail: { auditStatus: 2 } });
  });
});

describe('扬尘监测 (project_demo)', () => {
  it('shows a new reading without a reload, and the device history chart with SPEC §9 shortcuts', async () => {
    expect(dustKey).not.toBe('');
    const page = await pageIn('project_demo', 'project');
    const seen = watch(page);
    await openFromSidebar(page, '环境监测', '扬尘监测');
    const [{ id }] = (await sql<{ id: number }>(`SELECT id FROM devices WHERE name = $1`, [DUST_NAME])) as [{ id: number }];
    const row = page.locator(`[data-testid="monitor-row"][data-device-id="${id}"]`);
    await row.waitFor();
    expect(await row.locator('td').nth(2).innerText()).toBe('在线');
    await row.locator('[data-metric="pm25"]', { hasText: /^52$/ }).waitFor();

    // A new reading reaches the open page by itself.
    expect(await ingest(dustKey, { pm25: 123.4, pm10: 150 })).toBe(200);
    await row.locator('[data-metric="pm25"]', { hasText: /^123\.4$/ }).waitFor({ timeout: 25_000 });
    expect(await row.locator('[data-metric="pm10"]').innerText()).toBe('150');

    await row.getByRole('button', { name: '历史曲线', exact: true }).click();
    const history = page.getByTestId('monitor-history');
    await page.getByTestId('monitor-history-title').filter({ hasText: `${DUST_NAME} · 历史曲线` }).waitFor();
    const shortcuts = history.getByRole('button').filter({ hasText: /^最近/ });
    expect(await shortcuts.allInnerTexts()).toEqual(['最近一周', '最近一个月', '最近三个月']);
    expect(await history.getByRole('button', { name: '最近一周', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('monitor-chart').locator('svg').waitFor();
    await history.getByRole('button', { name: '最近一个月', exact: true }).click();
    await page.waitForSelector('[data-testid="monitor-history"][data-state="ready"]');
    expect(await history.getByRole('button', { name: '最近一个月', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('monitor-chart').locator('svg').waitFor();
    const legend = (await page.getByTestId('monitor-chart').locator('.highcharts-legend-item').allTextContents()).map((t) => t.trim());
    expect(legend).toEqual(expect.arrayContaining(['PM2.5(μg/m³)', 'PM10(μg/m³)']));
    // 扬尘监测 holds no export button (search only): no 导出.
    expect(await history.getByRole('button', { name: '导出', exact: true }).count()).toBe(0);
    expect(seen).toEqual({ errors: [], serverErrors: [] });
  });
});

describe('检测记录 (project_demo)', () => {
  it('导出 gives the chosen device’s history as a real .xlsx', async () => {
    const page = await pageIn('project_demo', 'project');
    const name = `e2e气体${TAG}`;
    const created = await page.evaluate(async (deviceName) => {
      const token = localStorage.getItem('token') ?? '';
      const [{ id: projectId }] = (await (await fetch('/prod-apiplus/api/Project/WhereProjectList?index=0&size=100', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { id: number }[];
      const body = new URLSearchParams({ device_name: deviceName, project_id: String(projectId), serial_no: 'QT-E2E' });
      const res = await fetch('/prod-apiplus/api/GasDevice/PCCreateDevice', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
      return ((await res.json()) as { data: { id: number; ingestKey: string } }).data;
    }, name);
    expect(await ingest(created.ingestKey, { gas: 7.5 })).toBe(200);
    await openFromSidebar(page, '气体检测', '检测记录');
    const row = page.locator(`[data-testid="monitor-row"][data-device-id="${created.id}"]`);
    await row.locator('[data-metric="gas"]', { hasText: /^7\.5$/ }).waitFor();
    await row.getByRole('button', { name: '历史曲线', exact: true }).click();
    await page.getByTestId('monitor-history-title').filter({ hasText: name }).waitFor();
    await page.getByTestId('monitor-chart').locator('svg').waitFor();
    const file = await exportFile(page);
    expect(file.fileName).toBe(`${name}历史数据.xlsx`);
    const sheet = await readSheet(file.bytes);
    expect(sheet.header).toEqual(['时间', '气体浓度(%LEL)']);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(sheet.rows[0]![1]).toBe('7.5');
  });
});

describe('维保记录 (sysadmin)', () => {
  it('lists a device’s records by kind and opens SPEC §2.9’s viewer on one', async () => {
    const [device] = await sql<{ id: number; device_no: string; device_name: string; project_name: string; content_name: string }>(
      `SELECT m.id, m.device_no, m.device_name, p.project_name, c.content_name
         FROM rout_insp_manage m JOIN projects p ON p.id = m.project_id JOIN rout_insp_content c ON c.id = m.content_id
        WHERE m.if_del = 0 ORDER BY m.id DESC LIMIT 1`,
    );
    const counts = await sql<{ kind: string; n: number }>(
      `SELECT 'inspection' AS kind, count(*)::int AS n FROM rout_insp_switch_box WHERE device_id = $1 AND if_del = 0
       UNION ALL SELECT 'maintenance', count(*)::int FROM rout_insp_maintain WHERE device_id = $1 AND if_del = 0`,
      [device!.id],
    );
    const page = await pageIn('sysadmin', 'enterprise');
    const seen = watch(page);
    await openFromSidebar(page, '设备管理', '维保记录');
    const row = rowWith(page, '维保设备', device!.device_no);
    // 查看: the device's project and 维保模板 by their names, never their ids (issue 19 item 5, docs/decisions/0550).
    await row.getByRole('button', { name: '查看', exact: true }).click();
    const shown = dialog(page, '维保设备详情');
    await shown.getByText(device!.content_name, { exact: true }).first().waitFor();
    const detail = await shown.innerText();
    const text = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(detail).toMatch(new RegExp(`(^|\\n)项目\\s+${text(device!.project_name)}(\\n|$)`));
    expect(detail).toMatch(new RegExp(`(^|\\n)维保模板\\s+${text(device!.content_name)}(\\n|$)`));
    expect(detail).not.toMatch(/(^|\n)(项目|维保模板)\s+\d+(\n|$)/);
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: '维保记录', exact: true }).click();
    const records = dialog(page, `${device!.device_name} 维保记录`);
    await records.waitFor();
    expect(await records.getByRole('tab').allInnerTexts()).toEqual(['巡检记录', '操作记录', '维修记录', '保养记录']);
    await records.getByTestId('maintenance-record-row').first().waitFor();
    expect(await records.getByTestId('maintenance-record-row').count()).toBe(counts.find((c) => c.kind === 'inspection')!.n);

    await records.getByTestId('maintenance-record-row').first().getByRole('button', { name: '查看', exact: true }).click();
    const viewer = page.getByTestId('maintenance-record-viewer');
    await viewer.waitFor();
    const section = viewer.getByTestId('viewer-section-inspection');
    expect(await section.getByRole('heading').innerText()).toBe('巡检模板');
    const radios = section.locator('input[type="radio"]');
    expect(await radios.count()).toBeGreaterThan(0);
    expect(await section.locator('input[type="radio"]:not([disabled])').count()).toBe(0);
    expect(await section.locator('input[type="radio"]:checked').count()).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: '关闭', exact: true }).first().click();
    await viewer.waitFor({ state: 'detached' });

    await records.getByRole('tab', { name: '保养记录' }).click();
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === '保养记录');
    await records.getByTestId('maintenance-record-row').first().waitFor();
    expect(await records.getByTestId('maintenance-record-row').count()).toBe(counts.find((c) => c.kind === 'maintenance')!.n);
    await records.getByTestId('maintenance-record-row').first().getByRole('button', { name: '查看', exact: true }).click();
    await page.getByTestId('maintenance-record-viewer').getByTestId('viewer-section-maintenance').waitFor();
    expect(await page.getByTestId('maintenance-record-viewer').locator('[data-testid^="viewer-section-"]').count()).toBe(1);
    expect(seen).toEqual({ errors: [], serverErrors: [] });
  });
});

/** A call of the signed-in page as the app makes it (GET query or POST form, the page's token): the answer's body. */
async function callAs(page: Page, method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<{ code: number; data: any; detail?: string }> {
  return page.evaluate(async ({ method, path, params }) => {
    const token = localStorage.getItem('token') ?? '';
    const headers = { Authorization: `Bearer ${token}` };
    const query = new URLSearchParams(params);
    const res = method === 'GET' ? await fetch(`/prod-apiplus${path}?${query}`, { headers }) : await fetch(`/prod-apiplus${path}`, { method, headers, body: query });
    return res.json();
  }, { method, path, params });
}

describe('a project deleted with its devices (enterprise_demo; issue 19 item 1, docs/decisions/0510, 0511)', () => {
  it('the confirm names the project and its devices; after it no device of the project is on a list, a screen or a count', async () => {
    const page = await pageIn('enterprise_demo', 'enterprise');
    const seen = watch(page);
    const project = `e2e删除项目${TAG}`;
    const [crane, dust] = [`e2e删除塔吊${TAG}`, `e2e删除扬尘${TAG}`];
    const { data: { id } } = await callAs(page, 'POST', '/api/Project/Add', { projectName: project, projectStatus: '2', project_no: `E2E-DEL-${TAG}` });
    const device = async (resource: string, name: string) =>
      (await callAs(page, 'POST', `/api/${resource}/PCCreateDevice`, { device_name: name, project_id: String(id), serial_no: `SN-${name}` })).data as { ingestKey: string };
    await device('TadiaoDevice', crane);
    const { ingestKey } = await device('DustDevice', dust);
    expect(await ingest(ingestKey, { pm25: 40 })).toBe(200);
    const [{ company }] = (await sql<{ company: number }>('SELECT company_id AS company FROM projects WHERE id = $1', [id])) as [{ company: number }];
    // The live devices of the caller's scope: its company's subtree.
    const liveInCompany = async () =>
      (await sql<{ n: number }>(
        `WITH RECURSIVE sub AS (SELECT id FROM companies WHERE id = $1 UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id WHERE c.if_del = 0)
         SELECT count(*)::int AS n FROM devices WHERE if_del = 0 AND company_id IN (SELECT id FROM sub)`,
        [company],
      ))[0]!.n;

    await openFromSidebar(page, '项目管理', '项目列表');
    const row = rowWith(page, '项目', project);
    await row.getByRole('button', { name: '删除', exact: true }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(`此操作将永久删除项目「${project}」及其下1台塔吊设备、1台扬尘监测设备, 是否继续?`);
    await confirm.getByRole('button', { name: '确定', exact: true }).click();
    await toast(page, '删除成功!').waitFor();
    await row.waitFor({ state: 'detached' });

    // Its devices report no more: the key is revoked, the device disabled and deleted with the project.
    expect(await ingest(ingestKey, { pm25: 41 })).toBe(401);
    // No list: the two device pages.
    for (const [entry, title, name, resource] of [['塔吊设备', '塔吊设备', crane, 'TadiaoDevice'], ['扬尘设备', DUST_TITLE, dust, 'DustDevice']] as const) {
      expect([entry, (await callAs(page, 'GET', `/api/${resource}/PCWhereDeviceList`, { keyword: name, index: '0', size: '10' })).data]).toEqual([entry, []]);
      await openFromSidebar(page, '设备管理', entry);
      await recordTable(page, title).waitFor();
      await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('加载中'), undefined, { timeout: 15_000 });
      expect([entry, await rowWith(page, title, name).count()]).toEqual([entry, 0]);
    }
    // No screen: the device statistics count the company's live devices, and name neither the project nor its devices.
    // A screen answer lives SCREEN_CACHE_MS (5 s) on the server: one asked just before the delete may still be
    // served; asked again until it has expired (at most 15 s).
    const n = await liveInCompany();
    let counts = await callAs(page, 'GET', '/api/TyScreen/GetSbgl_sbtj', {});
    for (const until = Date.now() + 15_000; counts.data.total !== n && Date.now() < until; counts = await callAs(page, 'GET', '/api/TyScreen/GetSbgl_sbtj', {})) {
      await page.waitForTimeout(1_000);
    }
    expect(counts.data.total).toBe(n);
    const online = JSON.stringify((await callAs(page, 'GET', '/api/TyScreen/GetSbgl_sbzxqk', {})).data);
    for (const name of [project, crane, dust]) expect([name, JSON.stringify(counts.data).includes(name), online.includes(name)]).toEqual([name, false, false]);
    // No count: the home page's 在线设备 counts the company's live devices only.
    await page.goto('/backHome?enterpid1=1');
    await page.getByTestId('workbench-figures').waitFor();
    expect(await page.getByTestId('figure-onlineDevices').innerText()).toMatch(new RegExp(`\\d+ / ${await liveInCompany()}$`));
    expect(seen).toEqual({ errors: [], serverErrors: [] });
  });
});

/** The entries of items 1–2: back office, sidebar group and entry. */
const ENTRIES: readonly (readonly ['enterprise' | 'project', string, string])[] = [
  ['enterprise', '设备管理', '维保记录'],
  ['enterprise', '设备管理', '设备类型'],
  ['enterprise', '设备管理', '塔吊设备'],
  ['enterprise', '设备管理', '扬尘设备'],
  ['enterprise', '设备管理', '视频设备'],
  ['enterprise', '车辆管理', '地磅管理'],
  ['project', '环境监测', '扬尘监测'],
  ['project', '气体检测', '检测设备'],
  ['project', '气体检测', '检测记录'],
  ['project', '人员定位', '标签管理'],
  ['project', '智能识别', '车牌识别'],
  ['project', '智能识别', '车辆登记'],
];

/**
 * The back offices walked here: those an account opens (docs/decisions/0307, 0308) besides the one it lands in.
 * Each account's landing back office is walked once, by menu-walk.e2e.test.ts (placeholder, 5xx, console
 * errors, its table, sysadmin's exports); "a page once per walk, not in three walks" (docs/decisions/0561).
 */
const OFFICES: readonly (readonly [string, readonly ('enterprise' | 'project')[]])[] = [
  ['sysadmin', ['project']],
  ['enterprise_demo', ['project']],
];

describe.each(OFFICES)('every device page %s holds', (userName, offices) => {
  it('opens without the placeholder, a 5xx or a console error; each 导出 gives an .xlsx', async () => {
    const opened: string[] = [];
    for (const office of offices) {
      const page = await pageIn(userName, office);
      const seen = watch(page);
      const sidebar = page.getByTestId('sidebar');
      for (const [entryOffice, group, entry] of ENTRIES) {
        if (entryOffice !== office) continue;
        const groupButton = sidebar.locator('button[data-menu-level="1"]').filter({ hasText: group });
        if ((await groupButton.count()) === 0) continue;
        if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
        const link = sidebar.locator('a[data-menu-level="2"]').filter({ hasText: new RegExp(`^\\s*${entry}\\s*$`) });
        if ((await link.count()) === 0) continue;
        await openFromSidebar(page, group, entry);
        const main = page.locator('main');
        // The page's own content: a record table or the live table, loaded.
        await main.locator('table tbody tr').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('加载中'), undefined, { timeout: 15_000 });
        expect([entry, (await main.innerText()).includes('该功能正在建设中')]).toEqual([entry, false]);
        expect([entry, await main.locator('h1').count()]).toEqual([entry, 1]);
        if (entry === '检测记录' || entry === '扬尘监测') await page.getByTestId('monitor-history').waitFor();
        const exportButton = main.getByRole('button', { name: '导出', exact: true });
        if ((await exportButton.count()) > 0) {
          const [download] = await Promise.all([page.waitForEvent('download'), exportButton.first().click()]);
          expect([entry, download.suggestedFilename().endsWith('.xlsx')]).toEqual([entry, true]);
          const stream = await download.createReadStream();
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          expect((await readSheet(Buffer.concat(chunks))).header.length).toBeGreaterThan(0);
        }
        opened.push(entry);
      }
      expect([userName, office, seen]).toEqual([userName, office, { errors: [], serverErrors: [] }]);
      await page.context().close();
    }
    expect(opened.length).toBeGreaterThan(0);
  });
});
