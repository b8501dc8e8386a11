import { maskValue, recordComponents, recordTypeForComponent, type RecordType } from '@worksite/contract';
import type { Page } from 'playwright-core';
import { sql, toast, useBrowser } from './browser';
import { callFromPage, endpointOf, recordOfCompany, seedIds } from './record-calls';
import {
  cellText,
  closeIssuedKey,
  createRecord,
  dataRows,
  deleteRecord,
  detailText,
  dialog,
  editRecord,
  exportFile,
  headerLabels,
  importFile,
  openFromSidebar,
  rowWith,
  toolbarButton,
  waitForTotal,
} from './record-page';
import { derivedCases, excelLabels, excelOffered, LEFT_OUT, RECORD_TYPE_CASES, recordTypeOf, type FormValue, type RecordTypeCase } from './record-type-cases';
import { changeCells, readSheet } from './xlsx-sheet';
import { signedInContext } from './signed-in-contexts';

/**
 * Issue 10, "Shown by" 1: the generic record page over the declared record types (table: record-type-cases.ts).
 * One page per account for the whole file (decision 0335): the sysadmin's walks every type through
 * create → listed → edit → detail → export → import → bad import → delete (readonly_demo's pages are checked for
 * writing buttons in its menu walk, menu-walk.e2e.test.ts, docs/decisions/0561); enterprise_demo's calls detail / update with another company's record.
 */
const browser = useBrowser();

/** Per-run suffix of the values typed, so a rerun against a kept database finds its own rows. */
const TAG = String(Date.now() % 1_000_000).padStart(6, '0');

let admin: Page;
let enterprise: Page;
let seed: Awaited<ReturnType<typeof seedIds>>;

/** Which back office a page shows, switched by its landing variant (SPEC §2.1) only when it differs. */
const officeOf = new WeakMap<Page, RecordTypeCase['office']>();
async function inOffice(page: Page, office: RecordTypeCase['office']): Promise<void> {
  if (officeOf.get(page) === office) return;
  await page.goto(office === 'project' ? '/backHome?pjctid1=1' : '/backHome?enterpid1=1');
  await page.waitForSelector(`[data-testid="sidebar"][data-menu-function-type="${office === 'project' ? 1 : 0}"] [data-menu-level="1"]`);
  officeOf.set(page, office);
}

/** After a failed case: a dialog left open on the shared page is closed by reloading it (never otherwise). */
async function recover(page: Page): Promise<void> {
  if ((await page.getByRole('dialog').count()) + (await page.getByRole('alertdialog').count()) === 0) return;
  // A form left with input asks the browser's beforeunload question (docs/decisions/0591): leave.
  page.once('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await page.reload();
  await page.getByTestId('sidebar').locator('[data-menu-level="1"]').first().waitFor();
}

async function pageOf(userName: string): Promise<Page> {
  const page = await (await signedInContext(browser(), userName)).newPage();
  await page.goto('/backHome');
  await page.getByTestId('sidebar').locator('[data-menu-level="1"]').first().waitFor();
  return page;
}

beforeAll(async () => {
  [admin, enterprise, seed] = await Promise.all([pageOf('sysadmin'), pageOf('enterprise_demo'), seedIds()]);
  officeOf.set(admin, 'enterprise');
});

/** Live rows of the type the sysadmin lists (scope: everything; or its current company's, per the case). */
async function liveCount(c: RecordTypeCase, rt: RecordType): Promise<number> {
  const where = rt.softDeleteColumn ? [`${rt.softDeleteColumn} = 0`] : ['true'];
  const params: unknown[] = [];
  if (c.lists === 'currentCompany') {
    params.push(seed.companies.group);
    where.push(`company_id = $${params.length}`);
  }
  for (const [column, value] of Object.entries(rt.fixed ?? {})) {
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${rt.table} WHERE ${where.join(' AND ')}`, params);
  return row!.n;
}

/** A value as the list shows it: the option's label, the typed text in its shown form, a district's names apart, masked when the field is. */
const shown = (rt: RecordType, label: string, value: FormValue) => {
  const text = 'type' in value ? (value.shows ?? value.type) : 'pick' in value ? value.pick.join(' ') : value.choose;
  return String(maskValue(rt.fields.find((f) => f.label === label)?.mask, text));
};

/**
 * The list's column labels for the sysadmin: the listed fields, and after the first one the project a record of a
 * project-scoped type belongs to when the type lists neither it nor its name — the sysadmin holds more than one
 * project (docs/decisions/0551).
 */
const columnLabels = (rt: RecordType): string[] => {
  const listed = rt.fields.filter((f) => f.listed && f.input?.type !== 'password');
  const project = rt.scope === 'project' ? rt.fields.find((f) => f.input?.type === 'remote' && f.input.source === 'project' && !f.hidden) : undefined;
  const labels = listed.map((f) => f.label);
  const nameKey = project?.input?.type === 'remote' ? project.input.labelKey : undefined;
  const named = project === undefined || listed.includes(project) || listed.some((f) => f.key === nameKey);
  return named ? labels : [...labels.slice(0, 1), project!.label, ...labels.slice(1)];
};

/** Every registered type the generic page serves with its full set of calls (消息通知 has its own page). */
const served = recordComponents()
  .map((c) => recordTypeForComponent(c)!)
  .filter((rt) => rt.endpoints.list && rt.endpoints.create && rt.endpoints.update && rt.endpoints.delete && rt.name !== 'notice');
/** The table's cases, then one derived from the declaration for each served type it does not name. */
const CASES: readonly RecordTypeCase[] = [...RECORD_TYPE_CASES, ...derivedCases(served)];

/**
 * The cases whose walk goes on through 导出 → 导入 → a bad 导入 in the browser: the first of each back office that
 * offers both. The buttons, the download, the upload and the 导入失败 dialog are the generic page's, the same for
 * every type; what differs per type (the columns, the rows, upsert by business key, every error of every row) is
 * the server's and is tested once over every declared type without a browser (apps/server/test/excel/;
 * docs/decisions/0561). Every case still checks which Excel buttons its page offers.
 */
const EXCEL_WALKED = new Set(
  (['enterprise', 'project'] as const).flatMap((office) => CASES.find((c) => c.office === office && excelOffered(c).export && excelOffered(c).import) ?? []),
);

describe('the cases cover every registered type the generic page serves with full calls', () => {
  it('each such type is a case (from the table or its declaration) or left out with a reason', () => {
    const covered = [...CASES.map((c) => c.type), ...Object.keys(LEFT_OUT)];
    expect(served.map((rt) => rt.name).filter((name) => !covered.includes(name))).toEqual([]);
    for (const c of RECORD_TYPE_CASES) expect(served.map((rt) => rt.name)).toContain(c.type);
  });
});

describe.each(CASES.map((c) => [`${c.menu.join(' › ')} (${c.type})`, c] as const))('%s', (_name, c) => {
  const rt = recordTypeOf(c);
  const title = rt.title;
  const offered = excelOffered(c);

  it('sysadmin: create → listed → edit → detail → export → import → bad import → delete', async () => {
    const page = admin;
    await recover(page);
    await inOffice(page, c.office);
    await openFromSidebar(page, ...c.menu);
    const before = await liveCount(c, rt);
    await waitForTotal(page, before);
    expect(await headerLabels(page, title)).toEqual([...columnLabels(rt), '操作']);
    expect(await toolbarButton(page, '新增').count()).toBe(1);
    expect(await toolbarButton(page, '导出').count()).toBe(offered.export ? 1 : 0);
    expect(await toolbarButton(page, '导入').count()).toBe(offered.import ? 1 : 0);
    expect(await toolbarButton(page, '下载导入模板').count()).toBe(offered.import ? 1 : 0);

    // 新增: listed, with the values typed or chosen in the listed columns.
    let key = `e2e${TAG}`;
    await createRecord(page, title, { [c.key]: { type: key }, ...c.sample });
    // A new device's ingest key shows once, in the 设备密钥 dialog (docs/decisions/0380).
    // A device's key shows once on 新增 (telemetry devices, 门禁设备: docs/decisions/0662).
    if (rt.table === 'devices' || rt.table === 'access_devices') await closeIssuedKey(page);
    await waitForTotal(page, before + 1);
    let row = rowWith(page, title, key);
    await row.waitFor();
    const listed = new Set(rt.fields.filter((f) => f.listed).map((f) => f.label));
    for (const [label, value] of Object.entries(c.sample)) {
      if (listed.has(label)) expect([label, await cellText(page, title, row, label)]).toEqual([label, shown(rt, label, value)]);
    }

    // 编辑: the form holds the record, the change is listed.
    const edited = `改${TAG}`;
    await editRecord(page, title, row, { [c.change]: { type: edited } }, [c.key, key]);
    if (c.change === c.key) key = edited;
    row = rowWith(page, title, key);
    // The list reloads after the save: wait for the row to show the change (its key may be unchanged).
    await row.filter({ hasText: edited }).waitFor();
    expect(await cellText(page, title, row, c.change)).toBe(edited);
    await waitForTotal(page, before + 1);

    // 查看: label / value pairs.
    const detail = await detailText(page, title, row, key);
    expect(detail).toContain(c.key);
    expect(detail).toContain(key);
    expect(detail).toContain(c.change);
    expect(detail).toContain(edited);

    if (offered.export && EXCEL_WALKED.has(c)) {
      // 导出: the .xlsx has the declared Excel columns and every row the page counts.
      const exported = await exportFile(page);
      expect(exported.fileName).toMatch(/\.xlsx$/);
      const sheet = await readSheet(exported.bytes);
      expect(sheet.header).toEqual(excelLabels(rt));
      expect(sheet.rows).toHaveLength(before + 1);
      const keyColumn = sheet.header.indexOf(c.key);
      const changeColumn = sheet.header.indexOf(c.change);
      const ours = sheet.rows.findIndex((r) => r[keyColumn] === key);
      expect(ours).toBeGreaterThanOrEqual(0);
      expect(sheet.rows[ours]![changeColumn]).toBe(edited);

      if (offered.import) {
        // 导入 the exported file with our row changed: that row changes, nothing else.
        const imported = `导${TAG}`;
        await importFile(page, await changeCells(exported.bytes, [{ row: ours + 2, label: c.change, value: imported }]));
        await toast(page, '导入成功').waitFor();
        await rowWith(page, title, key).filter({ hasText: imported }).waitFor();
        await waitForTotal(page, before + 1);
        const after = await readSheet((await exportFile(page)).bytes);
        const expected = sheet.rows.map((r, i) => (i === ours ? r.map((cell, j) => (j === changeColumn ? imported : cell)) : r));
        expect(after.rows).toEqual(expected);

        // 导入 a file with a bad row: 导入失败 names the row, nothing is written (another row's change neither).
        const bad = c.bad!;
        const other = ours === 0 ? 1 : 0;
        const badFile = await changeCells(exported.bytes, [
          { row: other + 2, label: c.change, value: `坏${TAG}` },
          { row: ours + 2, label: bad.label, value: bad.value },
        ]);
        await importFile(page, badFile);
        const failed = dialog(page, '导入失败', 'alertdialog');
        await failed.waitFor();
        expect(await failed.innerText()).toContain(`第${ours + 2}行：${bad.message}`);
        await failed.getByRole('button', { name: '确定', exact: true }).click();
        await failed.waitFor({ state: 'detached' });
        const unchanged = await readSheet((await exportFile(page)).bytes);
        expect(unchanged.rows).toEqual(after.rows);
        await waitForTotal(page, before + 1);
      }
    }

    // 删除 (confirmed): gone, the total back.
    await deleteRecord(page, rowWith(page, title, key));
    await waitForTotal(page, before);
  });

  if (c.seeded === false) return;
  it("another company's record is refused by the server (enterprise_demo)", async () => {
    const [own, foreign] = await Promise.all([recordOfCompany(rt, seed.companies.subA!), recordOfCompany(rt, seed.companies.other!)]);
    expect(own).toBeDefined();
    expect(foreign).toBeDefined();
    const keyField = rt.fields.find((f) => f.label === c.key)!;
    const keyBefore = await sql<{ v: unknown }>(`SELECT ${keyField.column} AS v FROM ${rt.table} WHERE id = $1`, [foreign]);
    if (rt.endpoints.detail) {
      const detail = endpointOf(rt, 'detail');
      const mine = await callFromPage(enterprise, detail, { id: own!, rec_id: own! });
      expect([mine.http, mine.code]).toEqual([200, 200]);
      const theirs = await callFromPage(enterprise, detail, { id: foreign!, rec_id: foreign! });
      expect(theirs).toEqual({ http: 200, code: 402, msg: '没有权限' });
    }
    const update = await callFromPage(enterprise, endpointOf(rt, 'update'), { id: foreign!, rec_id: foreign!, [keyField.writeKey ?? keyField.column]: `越权${TAG}`, [keyField.key]: `越权${TAG}` });
    expect(update).toEqual({ http: 200, code: 402, msg: '没有权限' });
    expect(await sql<{ v: unknown }>(`SELECT ${keyField.column} AS v FROM ${rt.table} WHERE id = $1`, [foreign])).toEqual(keyBefore);
  });
});
