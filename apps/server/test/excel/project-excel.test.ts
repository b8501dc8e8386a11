import ExcelJS from 'exceljs';
import { lookupTable } from '@worksite/lookups';
import { businessKeyOf, endpoints, recordTypes, XLSX_MEDIA_TYPE, type Endpoint, type RecordType } from '@worksite/contract';
import { businessKeyViolation } from '../../src/http/business-key-violation';
import { businessKeyTaken } from '../../src/record-types/business-key-check';
import { bearer, get, postForm } from '../http-client';
import { useTestServer } from '../../testing';
import { download, sheetRows, upload, xlsxOf } from './xlsx-helpers';

const s = useTestServer({ signIn: ['enterprise_demo', 'readonly_demo', 'sysadmin'] });
const tokens = s.tokens;
const url = (path: string) => `${s.api}/api/Project/${path}`;
const HEADER = ['编号', '项目名称', '项目编号', '项目状态', '所属区域', '管理区域', '项目地址', '经度', '纬度', '开工日期', '竣工日期', '项目经理', '联系电话', '合同金额（万元）', '项目简介'];
const projects = () => s.db.many<Record<string, unknown>>('SELECT id, project_name, project_no, project_status, address, contact_phone, company_id, if_del FROM projects ORDER BY id');
const count = async (sql: string) => Number((await s.db.one<{ n: string }>(sql))!.n);

beforeAll(async () => {
  // A phone on the enterprise's 南山 project, to see it masked (the seed leaves project phones empty).
  await s.db.exec("UPDATE projects SET contact_phone = '13812345678' WHERE project_no = 'HJ-2025-001'");
});

describe('project export (ExportExcel)', () => {
  test('streams the list as .xlsx: header labels, one row per listed record, lookup labels, masked phone', async () => {
    const file = await download(url('ExportExcel'), tokens.enterprise_demo!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''%E9%A1%B9%E7%9B%AE.xlsx");
    const rows = await sheetRows(file.bytes);
    const list = await get(url('WhereProjectList'), { index: 0, size: 100, token: tokens.enterprise_demo! });
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(1 + list.body.page.record_count);
    expect(rows).toHaveLength(3);
    const ids = await s.db.many<{ id: number }>("SELECT id FROM projects WHERE project_no IN ('HJ-2025-001', 'HJ-2025-002') ORDER BY id DESC");
    expect(rows.slice(1)).toEqual([
      // 管理区域 by the area's name, 经度 / 纬度 as numbers (docs/decisions/0531).
      [ids[0]!.id, '前海交通枢纽配套工程', 'HJ-2025-002', '立项', '440305', '前海片区', '深圳市南山区前海大道', 113.8953, 22.5291, '2025-03-01', '2027-06-30'],
      [ids[1]!.id, '南山科技园综合楼项目', 'HJ-2025-001', '在建', '440305', '南山片区', '深圳市南山区科技园南区', 113.9446, 22.5405, '2025-03-01', '2027-06-30', undefined, '1381***5678'],
    ]);
  });

  test('honours strWhere and sort as the list does', async () => {
    const file = await download(`${url('ExportExcel')}?strWhere=${encodeURIComponent('project_status = 2')}`, tokens.enterprise_demo!);
    const rows = await sheetRows(file.bytes);
    const list = await get(url('WhereProjectList'), { index: 0, size: 100, strWhere: 'project_status = 2', token: tokens.enterprise_demo! });
    expect(list.body.page.record_count).toBe(1);
    expect(rows.map((r) => r[2])).toEqual(['项目编号', 'HJ-2025-002']);
    const sorted = await sheetRows((await download(`${url('ExportExcel')}?sort=id&order=asc`, tokens.enterprise_demo!)).bytes);
    expect(sorted.slice(1).map((r) => r[2])).toEqual(['HJ-2025-001', 'HJ-2025-002']);
    const all = await sheetRows((await download(url('ExportExcel'), tokens.sysadmin!)).bytes);
    expect(all).toHaveLength(1 + 6);
  });

  test('refuses a bad filter with the list\'s message, and readonly_demo (no export button) with 402', async () => {
    const bad = await download(`${url('ExportExcel')}?strWhere=${encodeURIComponent('1=1 or company_id > 0')}`, tokens.enterprise_demo!);
    expect(bad.status).toBe(400);
    const refused = await download(url('ExportExcel'), tokens.readonly_demo!);
    expect(refused.json).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await download(url('ImportTemplate'), tokens.readonly_demo!)).json).toMatchObject({ code: 402 });
    expect((await upload(url('ImportExcel'), tokens.readonly_demo!, await xlsxOf([HEADER]))).body).toMatchObject({ code: 402 });
    expect((await fetch(url('ExportExcel'))).status).toBe(401);
  });

  test('is in the audit log with its row count', async () => {
    const before = await count("SELECT count(*) AS n FROM audit_log WHERE action = 'export' AND table_name = 'projects'");
    await download(url('ExportExcel'), tokens.enterprise_demo!);
    const last = await s.db.one<{ n: number; after: { rows: number } }>(
      "SELECT count(*) OVER () AS n, after FROM audit_log WHERE action = 'export' AND table_name = 'projects' ORDER BY id DESC LIMIT 1",
    );
    expect([Number(last!.n), last!.after.rows]).toEqual([before + 1, 2]);
  });
});

describe('project import template (ImportTemplate)', () => {
  test('is an .xlsx with the header row only, a note on each column and value lists for the choice columns (docs/decisions/0532)', async () => {
    const file = await download(url('ImportTemplate'), tokens.enterprise_demo!);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('项目导入模板')}.xlsx`);
    expect(await sheetRows(file.bytes)).toEqual([HEADER]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const note = (label: string) => {
      const n = sheet.getRow(1).getCell(HEADER.indexOf(label) + 1).note;
      return typeof n === 'string' ? n : n.texts?.map((t) => t.text).join('');
    };
    expect(note('编号')).toBe('填写则更新该编号的记录；不填时按项目编号匹配：已有则更新，没有则新增');
    expect(note('项目名称')).toBe('必填；不超过100个字符');
    expect(note('项目编号')).toBe('选填；同一公司内唯一；不超过50个字符');
    expect(note('项目状态')).toBe('必填；从下拉列表中选择');
    expect(note('开工日期')).toBe('选填；日期，如 2025-03-01');
    expect(note('管理区域')).toBe('选填；填写名称（与列表中显示的一致）');
    expect(note('联系电话')).toBe('选填；不超过20个字符；导出文件中打码的值（如 1381****5678）表示不修改');
    const status = sheet.getCell(2, HEADER.indexOf('项目状态') + 1).dataValidation;
    expect(status).toMatchObject({ type: 'list', formulae: ["'选项'!$A$1:$A$5"], showErrorMessage: true, error: '请从下拉列表中选择项目状态' });
    expect(sheet.getCell(1001, HEADER.indexOf('项目状态') + 1).dataValidation).toMatchObject({ type: 'list' });
    const lists = book.getWorksheet('选项')!;
    expect(lists.state).toBe('veryHidden');
    expect([1, 2, 3, 4, 5].map((r) => lists.getCell(r, 1).value)).toEqual(lookupTable('projectStatus').map((e) => e.label));
  });
});

describe('project import (ImportExcel)', () => {
  test('the exported file with one cell changed changes exactly that row (masked phone kept)', async () => {
    const exported = await sheetRows((await download(url('ExportExcel'), tokens.enterprise_demo!)).bytes);
    const before = await projects();
    const audits = await count("SELECT count(*) AS n FROM audit_log WHERE action = 'update' AND table_name = 'projects'");
    const changed = exported.map((r) => [...r]);
    changed[1]![1] = '前海交通枢纽配套工程（二期）';
    const r = await upload(url('ImportExcel'), tokens.enterprise_demo!, await xlsxOf(changed));
    expect(r.body).toMatchObject({ code: 200, detail: '导入成功', data: { created: 0, updated: 2 } });
    const after = await projects();
    const id = changed[1]![0];
    expect(after).toEqual(before.map((p) => (p.id === id ? { ...p, project_name: '前海交通枢纽配套工程（二期）' } : p)));
    expect(after.find((p) => p.project_no === 'HJ-2025-001')!.contact_phone).toBe('13812345678');
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'update' AND table_name = 'projects'")).toBe(audits + 2);
  });

  test('a file with bad rows is refused with every error of every row and writes nothing (docs/decisions/0531)', async () => {
    const before = await projects();
    const cells = (values: Record<string, unknown>) => HEADER.map((label) => values[label] ?? '');
    const file = await xlsxOf([
      HEADER,
      cells({ 项目名称: '新项目甲', 项目编号: 'XM-001', 项目状态: '在建' }),
      cells({ 项目编号: 'XM-002', 项目状态: '在建' }),
      cells({ 项目名称: '新项目丙', 项目编号: 'XM-003', 项目状态: '不存在的状态' }),
      cells({ 项目名称: '新项目丁', 项目编号: 'XM-004', 项目状态: '筹备', 联系电话: '12345' }),
      cells({ 项目编号: 'XM-005', 项目状态: '不存在的状态', 联系电话: '12345', 管理区域: '没有这个区域' }),
      cells({ 项目名称: '新项目己', 项目编号: 'XM-001', 项目状态: '在建' }),
      cells({ 项目名称: '新项目庚', 项目编号: 'XM-008', 项目状态: '在建', 开工日期: '2026-07-01', 竣工日期: '2026-06-30' }),
      // An update (by 编号): its rules across fields are checked against the stored row in the write phase.
      cells({ 编号: before.find((p) => p.project_no === 'HJ-2025-002')!.id, 项目名称: '前海交通枢纽配套工程', 项目编号: 'HJ-2025-002', 项目状态: '立项', 开工日期: '2025-03-01', 竣工日期: '2025-01-01' }),
    ]);
    const r = await upload(url('ImportExcel'), tokens.enterprise_demo!, file);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 400,
      detail: '第3行：请输入项目名称',
      data: {
        errors: [
          '第3行：请输入项目名称',
          '第4行：项目状态格式不正确',
          '第5行：联系电话格式不正确',
          '第6行：管理区域「没有这个区域」不存在',
          '第6行：请输入项目名称',
          '第6行：项目状态格式不正确',
          '第6行：联系电话格式不正确',
          '第7行：项目编号与第2行重复',
          '第8行：竣工日期不能早于开工日期',
          '第9行：竣工日期不能早于开工日期',
        ],
      },
    });
    expect(await projects()).toEqual(before);
  });

  test('rows without an id create records in the caller\'s company, all in one go', async () => {
    const total = await count('SELECT count(*) AS n FROM projects');
    const r = await upload(url('ImportExcel'), tokens.enterprise_demo!, await xlsxOf([
      ['项目名称', '项目编号', '项目状态', '联系电话'],
      ['导入项目一', 'DR-001', '在建', '13900001111'],
      ['导入项目二', 'DR-002', 2],
    ]));
    expect(r.body).toMatchObject({ code: 200, detail: '导入成功', data: { created: 2, updated: 0 } });
    const rows = await s.db.many<Record<string, unknown>>("SELECT project_name, project_status, contact_phone, company_id FROM projects WHERE project_no LIKE 'DR-%' ORDER BY project_no");
    const company = await s.db.one<{ company_id: number }>("SELECT company_id FROM projects WHERE project_no = 'HJ-2025-001'");
    expect(rows).toEqual([
      { project_name: '导入项目一', project_status: 3, contact_phone: '13900001111', company_id: company!.company_id },
      { project_name: '导入项目二', project_status: 2, contact_phone: '', company_id: company!.company_id },
    ]);
    expect(await count('SELECT count(*) AS n FROM projects')).toBe(total + 2);
  });

  test('another company\'s id is that row\'s error and nothing is written', async () => {
    const before = await projects();
    const foreign = before.find((p) => p.company_id !== before.find((x) => x.project_no === 'HJ-2025-001')!.company_id)!;
    const mine = before.find((p) => p.project_no === 'HJ-2025-002')!;
    const r = await upload(url('ImportExcel'), tokens.enterprise_demo!, await xlsxOf([
      ['编号', '项目名称', '项目状态'],
      [mine.id, '改名的前海项目', '在建'],
      [foreign.id, '被改名的别家项目', '在建'],
    ]));
    expect(r.body).toMatchObject({ code: 400, detail: '第3行：没有权限', data: { errors: ['第3行：没有权限'] } });
    expect(await projects()).toEqual(before);
  });

  test('refuses what is not an .xlsx, unknown columns, and .xlsx bodies on other calls', async () => {
    const notXlsx = await upload(url('ImportExcel'), tokens.enterprise_demo!, Buffer.from('项目名称\n甲'));
    expect(notXlsx.body).toMatchObject({ code: 400, detail: '导入文件不是有效的Excel文件（.xlsx）' });
    const unknown = await upload(url('ImportExcel'), tokens.enterprise_demo!, await xlsxOf([['项目名称', '密码'], ['甲', 'x']]));
    expect(unknown.body).toMatchObject({ code: 400, detail: '第1行：表头「密码」不是导入模板的列' });
    const elsewhere = await upload(url('Add'), tokens.enterprise_demo!, await xlsxOf([HEADER]));
    expect(elsewhere.status).toBe(415);
    const tooLarge = await upload(url('ImportExcel'), tokens.enterprise_demo!, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(tooLarge.body).toMatchObject({ code: 413, detail: '请求内容过大' });
  });
});

/** The types that declare a business key (docs/decisions/0530), and those of them with an Excel import (0531). */
const keyed = Object.values(recordTypes).filter((rt) => businessKeyOf(rt) !== undefined);
const keyedImports = keyed.filter((rt) => rt.endpoints.import !== undefined && rt.endpoints.export !== undefined);
const callUrl = (name: string) => `${s.api}${(endpoints as Readonly<Record<string, Endpoint>>)[name]!.path}`;
/** A type's live rows as stored, but for the time of the last change (an import rewrites every row it names). */
const liveRows = async (rt: RecordType) =>
  (await s.db.many<Record<string, unknown>>(`SELECT * FROM ${rt.table} WHERE ${rt.softDeleteColumn ?? 'true'} = 0 ORDER BY id`)).map(({ update_time: _, ...row }) => row);

describe('business keys (docs/decisions/0530): unique per scope, refused by the generic create and update', () => {
  test('every declared key is known: the test covers projects, orders, tanker and plate cars, devices, customers, teams, schedules, training, gates, certificates, contracts', () => {
    expect(new Set(keyed.map((rt) => rt.table))).toEqual(new Set([
      'projects', 'conc_orders', 'conc_tanker_cars', 'lpr_cars', 'devices', 'customers', 'teams', 'shift_schedules', 'training_plans', 'training_attendees',
      'access_devices', 'contract_templates', 'labour_contracts', 'worker_certificates', 'construction_logs', 'plan_tasks',
    ]));
    expect(keyedImports.map((rt) => rt.name).sort()).toEqual(['customer', 'planTask', 'project']);
  });

  test.each(keyed.map((rt) => [rt.name, rt] as const))('%s: a partial unique index over (scope, key) and the check refusing another live row\'s key', async (_name, rt) => {
    const key = businessKeyOf(rt)!;
    const index = await s.db.one<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE indexname = $1', [key.indexName]);
    expect(index!.indexdef).toMatch(new RegExp(`^CREATE UNIQUE INDEX .* \\(${[key.perColumn, ...key.fields.map((f) => f.column)].join(', ')}\\) WHERE \\(+if_del = 0\\)`));
    const columns = key.fields.map((f) => f.column);
    const row = (await s.db.one<Record<string, unknown>>(
      `SELECT * FROM ${rt.table} WHERE if_del = 0 AND ${columns.map((c) => `${c}::text <> ''`).join(' AND ')} ORDER BY id LIMIT 1`,
    ))!;
    const values = new Map([...columns, key.perColumn!].map((c) => [c, row[c]]));
    expect(await businessKeyTaken({ rt }, s.db, values)).toBe(`${key.label}已存在`);
    expect(await businessKeyTaken({ rt }, s.db, values, row)).toBeUndefined();
    // A key no row holds: a text never used, or an id no row has (排班's team, 参训's session).
    const first = row[columns[0]!];
    const free = typeof first === 'number' ? -1 : first instanceof Date ? '1900-01-01' : 'KEY-FREE-1';
    expect(await businessKeyTaken({ rt }, s.db, new Map([...values, [columns[0]!, free]]))).toBeUndefined();
    // Two calls racing past the check into the index get the same refusal, not a 500.
    expect(businessKeyViolation({ code: '23505', constraint: key.indexName })).toMatchObject({ httpStatus: 409, message: key.taken });
  });

  test('项目列表 新增 / 修改 with another project\'s 项目编号 → 409 项目编号已存在, nothing written; another company may hold it', async () => {
    const h = bearer(tokens.enterprise_demo!);
    const before = await projects();
    const add = await postForm(url('Add'), { projectName: '重复编号项目', project_no: 'HJ-2025-001', projectStatus: 1 }, h);
    expect([add.status, add.body]).toMatchObject([409, { code: 409, detail: '项目编号已存在' }]);
    const other = before.find((p) => p.project_no === 'HJ-2025-002')!;
    const update = await postForm(url('Update'), { id: other.id as number, project_no: 'HJ-2025-001' }, h);
    expect([update.status, update.body]).toMatchObject([409, { code: 409, detail: '项目编号已存在' }]);
    expect(await projects()).toEqual(before);
    const foreignNo = before.find((p) => p.company_id !== other.company_id && p.project_no !== '')!.project_no as string;
    const ok = await postForm(url('Add'), { projectName: '同号别家项目', project_no: foreignNo, projectStatus: 1 }, h);
    expect(ok.body).toMatchObject({ code: 200 });
    await s.db.exec('UPDATE projects SET if_del = 1 WHERE id = $1', [ok.body.data.id]);
  });
});

/**
 * Keyed imports the generic round trip leaves out, and why. 进度任务: its WBS编码 is unique per project, but the
 * import matches a row without 编号 by the key alone across the caller's scope, so a file of two projects' plans is
 * refused row by row as ambiguous (对应多条记录，请填写编号) — the per-project match is not built yet; progress.test.ts
 * imports a plan of one project twice (created, then updated).
 */
const ROUND_TRIP_LEFT_OUT: Readonly<Record<string, string>> = { planTask: 'key per project: matched across the scope (see above)' };

describe('Excel import by business key (docs/decisions/0531): every type with a key and an import', () => {
  test.each(keyedImports.filter((rt) => ROUND_TRIP_LEFT_OUT[rt.name] === undefined).map((rt) => [rt.title, rt] as const))('%s: an export imports back unchanged, with or without 编号; a new file imported twice adds its rows once', async (_title, rt) => {
    const key = businessKeyOf(rt)!;
    const token = tokens.enterprise_demo!;
    const before = await liveRows(rt);
    const exported = await sheetRows((await download(callUrl(rt.endpoints.export!), token)).bytes);
    const n = exported.length - 1;
    expect(n).toBeGreaterThan(0);
    const importFile = async (rows: unknown[][]) => (await upload(callUrl(rt.endpoints.import!), token, await xlsxOf(rows))).body;

    expect(await importFile(exported)).toMatchObject({ code: 200, data: { created: 0, updated: n } });
    expect(await liveRows(rt)).toEqual(before);
    const idColumn = (exported[0] as string[]).indexOf('编号');
    // Array.from: a sheet row is sparse (empty cells are holes), which filter would close up.
    const withoutId = exported.map((r) => Array.from(r).filter((_, i) => i !== idColumn));
    expect(await importFile(withoutId)).toMatchObject({ code: 200, data: { created: 0, updated: n } });
    expect(await liveRows(rt)).toEqual(before);

    // Two new records: the first exported row under new keys, masked cells left empty.
    const keyColumns = key.fields.map((f) => (withoutId[0] as string[]).indexOf(f.label));
    const fresh = [1, 2].map((i) => withoutId[1]!.map((cell, c) => (keyColumns.includes(c) ? `RT-${rt.name}-${i}` : typeof cell === 'string' && cell.includes('*') ? undefined : cell)));
    expect(await importFile([withoutId[0]!, ...fresh])).toMatchObject({ code: 200, data: { created: 2, updated: 0 } });
    expect(await importFile([withoutId[0]!, ...fresh])).toMatchObject({ code: 200, data: { created: 0, updated: 2 } });
    const column = key.fields[0]!.column;
    const counts = await s.db.many<{ key: string; n: string }>(
      `SELECT ${column} AS key, count(*) AS n FROM ${rt.table} WHERE ${column} LIKE $1 AND if_del = 0 GROUP BY ${column} ORDER BY ${column}`, [`RT-${rt.name}-%`]);
    expect(counts).toEqual([{ key: `RT-${rt.name}-1`, n: '1' }, { key: `RT-${rt.name}-2`, n: '1' }]);
    expect((await liveRows(rt)).length).toBe(before.length + 2);
  });
});
