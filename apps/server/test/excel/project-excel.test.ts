import { XLSX_MEDIA_TYPE } from '@worksite/contract';
import { get } from '../http-client';
import { useTestServer } from '../../testing';
import { download, sheetRows, upload, xlsxOf } from './xlsx-helpers';

const s = useTestServer({ signIn: ['enterprise_demo', 'readonly_demo', 'sysadmin'] });
const tokens = s.tokens;
const url = (path: string) => `${s.api}/api/Project/${path}`;
const HEADER = ['编号', '项目名称', '项目编号', '项目状态', '所属区域', '项目地址', '开工日期', '竣工日期', '项目经理', '联系电话', '合同金额（万元）'];
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
      [ids[0]!.id, '前海交通枢纽配套工程', 'HJ-2025-002', '立项', '440305', '深圳市南山区前海大道', '2025-03-01', '2027-06-30'],
      [ids[1]!.id, '南山科技园综合楼项目', 'HJ-2025-001', '在建', '440305', '深圳市南山区科技园南区', '2025-03-01', '2027-06-30', undefined, '1381***5678'],
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
  test('is an .xlsx with the header row only', async () => {
    const file = await download(url('ImportTemplate'), tokens.enterprise_demo!);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('项目导入模板')}.xlsx`);
    expect(await sheetRows(file.bytes)).toEqual([HEADER]);
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

  test('a file with bad rows is refused with every row error and writes nothing', async () => {
    const before = await projects();
    const file = await xlsxOf([
      HEADER,
      ['', '新项目甲', 'XM-001', '在建'],
      ['', '', 'XM-002', '在建'],
      ['', '新项目丙', 'XM-003', '不存在的状态'],
      ['', '新项目丁', 'XM-004', '筹备', '', '', '', '', '', '12345'],
    ]);
    const r = await upload(url('ImportExcel'), tokens.enterprise_demo!, file);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 400,
      detail: '第3行：请输入项目名称',
      data: { errors: ['第3行：请输入项目名称', '第4行：项目状态格式不正确', '第5行：联系电话格式不正确'] },
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
