import type { Locator, Page } from 'playwright-core';
import { sql, useBrowser } from './browser';
import { deleteRecord, dialog, fillField, openFromSidebar, rowWith, toolbarButton } from './record-page';
import { signedInContext } from './signed-in-contexts';

/**
 * Issue 11 item 5: a project's position picked on the map of the generic form (docs/decisions/0361) and saved
 * through the project calls (Add, Update). The map opens on the default centre (113.93, 22.56; decision 0180)
 * for a new project and on the saved position when editing; a click picks the point under it.
 */
const browser = useBrowser();
const TAG = String(Date.now() % 1_000_000).padStart(6, '0');
const NAME = `地图选点${TAG}`;
const DEFAULT = { lng: 113.93, lat: 22.56 };

let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  page = await (await signedInContext(browser(), 'enterprise_demo')).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await page.goto('/backHome?enterpid1=1');
  await openFromSidebar(page, '项目管理', '项目列表');
});

afterAll(async () => {
  await page?.context().close();
});

/** The position map of the open form, once OpenLayers drew its base. */
async function positionMap(form: Locator): Promise<Locator> {
  const map = form.locator('[data-testid="position-map"][data-ready="true"]');
  await map.waitFor({ timeout: 30_000 });
  return map;
}

/** Clicks the map `dx`, `dy` pixels from its centre. */
async function clickMap(map: Locator, dx: number, dy: number): Promise<void> {
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

async function inputs(form: Locator): Promise<{ lng: number; lat: number }> {
  return {
    lng: Number(await form.getByLabel('经度', { exact: true }).inputValue()),
    lat: Number(await form.getByLabel('纬度', { exact: true }).inputValue()),
  };
}

async function saved(): Promise<{ lng: number; lat: number }> {
  const [row] = await sql<{ lng: string; lat: string }>('SELECT lng, lat FROM projects WHERE project_name = $1 AND if_del = 0', [NAME]);
  return { lng: Number(row!.lng), lat: Number(row!.lat) };
}

test('新增项目: a click on the map fills 经度 / 纬度; 新增 saves that position', async () => {
  await toolbarButton(page, '新增').click();
  const form = dialog(page, '新增项目');
  await form.waitFor();
  await fillField(form, '项目名称', { type: NAME });
  await fillField(form, '项目状态', { choose: '筹备' });
  expect(await inputs(form)).toEqual({ lng: 0, lat: 0 }); // empty inputs

  const map = await positionMap(form);
  await clickMap(map, 0, 0);
  const centre = await inputs(form);
  expect(Math.abs(centre.lng - DEFAULT.lng)).toBeLessThan(0.001);
  expect(Math.abs(centre.lat - DEFAULT.lat)).toBeLessThan(0.001);

  // East is right, north is up: a point right of and above the centre.
  await clickMap(map, 120, -60);
  const picked = await inputs(form);
  expect(picked.lng).toBeGreaterThan(centre.lng + 0.001);
  expect(picked.lat).toBeGreaterThan(centre.lat + 0.001);
  expect(String(picked.lng).split('.')[1]!.length).toBeLessThanOrEqual(6);

  await form.getByRole('button', { name: '新增', exact: true }).click();
  await form.waitFor({ state: 'detached' });
  await rowWith(page, '项目', NAME).waitFor();
  expect(await saved()).toEqual(picked);
});

test('编辑项目: the map opens on the saved position; a new pick or typed coordinates are saved by 修改', async () => {
  const before = await saved();
  await rowWith(page, '项目', NAME).getByRole('button', { name: '编辑', exact: true }).click();
  const form = dialog(page, '编辑项目');
  await form.waitFor();
  expect(await inputs(form)).toEqual(before);
  const map = await positionMap(form);
  // The map is centred on the saved position (zoom 14): a click at the centre picks it again.
  await clickMap(map, 0, 0);
  const again = await inputs(form);
  expect(Math.abs(again.lng - before.lng)).toBeLessThan(0.0005);
  expect(Math.abs(again.lat - before.lat)).toBeLessThan(0.0005);
  await clickMap(map, -80, 40);
  const moved = await inputs(form);
  expect(moved.lng).toBeLessThan(before.lng);
  expect(moved.lat).toBeLessThan(before.lat);
  await form.getByRole('button', { name: '修改', exact: true }).click();
  await form.waitFor({ state: 'detached' });
  expect(await saved()).toEqual(moved);

  // Typed coordinates out of range are refused with the field's message; in range they are saved.
  await rowWith(page, '项目', NAME).getByRole('button', { name: '编辑', exact: true }).click();
  const edit = dialog(page, '编辑项目');
  await edit.waitFor();
  await edit.getByLabel('经度', { exact: true }).fill('200');
  await edit.getByRole('button', { name: '修改', exact: true }).click();
  await page.getByText('经度须在-180到180之间').first().waitFor();
  await edit.getByLabel('经度', { exact: true }).fill('113.95');
  await edit.getByLabel('纬度', { exact: true }).fill('22.53');
  await edit.getByRole('button', { name: '修改', exact: true }).click();
  await edit.waitFor({ state: 'detached' });
  expect(await saved()).toEqual({ lng: 113.95, lat: 22.53 });
});

test('no console errors but the server\'s refusal of 经度 200; the project is deleted again', async () => {
  await deleteRecord(page, rowWith(page, '项目', NAME));
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});
