import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { FileTransfer, endpoints, type Endpoint } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { serverRig } from '../session/testing/server-rig';
import { RecordPageFactory } from './record-page-factory';

const catalogue = endpoints as unknown as Record<string, Endpoint | undefined>;

const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return { ...r, factory: r.container.get(RecordPageFactory) };
}

/** The first sheet's rows as text cells. */
async function sheetRows(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

/** An .xlsx with these rows (the first is the header). */
async function workbook(rows: readonly (readonly (string | number)[])[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const PROJECT_HEADER = ['编号', '项目名称', '项目编号', '项目状态', '所属区域', '管理区域', '项目地址', '经度', '纬度', '开工日期', '竣工日期', '项目经理', '联系电话', '合同金额（万元）', '项目简介'];

describe('Excel through the FileTransfer port (enterprise_demo, projects)', () => {
  test('toolbar, export of the current search, template, import (created, then every row error and nothing written)', async () => {
    const { factory, notifier } = await signIn('enterprise_demo');
    const list = factory.create('project');
    await list.load();
    expect(list.toolbar.map((t) => t.label)).toEqual(['新增', '导出', '导入', '下载导入模板']);

    // Each toolbar button runs its own move: 导出 as exportExcel; 导入 asks for an .xlsx first.
    const toolbarExport = await list.toolbar.find((t) => t.key === 'export')!.run();
    expect([(toolbarExport as { fileName?: string } | undefined)?.fileName, list.toolbar.find((t) => t.key === 'import')!.accept]).toEqual(['项目.xlsx', '.xlsx']);
    const all = await list.exportExcel();
    expect(all?.fileName).toBe('项目.xlsx');
    expect(list.lastDownload).toBe(all);
    const rows = await sheetRows(all!.bytes);
    expect(rows[0]).toEqual(PROJECT_HEADER);
    expect(rows.length - 1).toBe(list.total);
    expect(rows.slice(1).map((r) => [r[1], r[3]])).toEqual([
      ['前海交通枢纽配套工程', '立项'],
      ['南山科技园综合楼项目', '在建'],
    ]);

    await list.setSort('projectNo', 'asc');
    const sorted = await sheetRows((await list.exportExcel())!.bytes);
    expect(sorted.slice(1).map((r) => r[2])).toEqual(['HJ-2025-001', 'HJ-2025-002']);
    await list.setSort(undefined);

    list.searchForm.setValue('projectName', '南山');
    await list.search();
    const narrowed = await sheetRows((await list.exportExcel())!.bytes);
    expect(narrowed.slice(1).map((r) => r[1])).toEqual(['南山科技园综合楼项目']);
    await list.reset();

    const template = await list.downloadImportTemplate();
    expect(await sheetRows(template!.bytes)).toEqual([PROJECT_HEADER]);

    const good = await workbook([PROJECT_HEADER, ['', '导入测试项目', 'IMP-001', '筹备', '440305', '', '深圳市南山区', '', '', '2026-08-01', '', '', '', '', '']]);
    expect(await list.toolbar.find((t) => t.key === 'import')!.run({ bytes: good, name: '项目.xlsx' })).toBe(true);
    expect(list.importErrors).toEqual([]);
    expect(list.importOutcome).toEqual({ created: 1, updated: 0 });
    expect(notifier.messages('success')).toEqual(['导入成功']);
    expect(list.total).toBe(3);
    expect(list.rows.map((r) => r.projectName)).toContain('导入测试项目');

    const bad = await workbook([
      PROJECT_HEADER,
      ['', '导入测试项目二', 'IMP-002', '筹备', '', '', '', '', '', '', '', '', '', '', ''],
      ['', '', 'IMP-003', '筹备', '', '', '', '', '', '', '', '', '', '', ''],
      ['', '导入测试项目四', 'IMP-004', '', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(await list.importExcel(bad, '项目.xlsx')).toBe(false);
    expect(list.importErrors).toEqual(['第3行：请输入项目名称', '第4行：请选择项目状态']);
    expect(list.importOutcome).toBeUndefined();
    await list.load();
    expect(list.total).toBe(3);
    list.clearImportErrors();
    expect(list.importErrors).toEqual([]);

    const imported = list.rows.find((r) => r.projectName === '导入测试项目')!;
    expect(await list.remove(imported)).toBe(true);
    expect(list.total).toBe(2);
  });

  test('readonly_demo: no 导出, 导入 or 下载导入模板; the calls themselves are refused (没有权限)', async () => {
    const { factory, container, notifier } = await signIn('readonly_demo');
    const list = factory.create('project');
    await list.load();
    expect(list.toolbar).toEqual([]);
    const files = container.get<FileTransfer>(FileTransfer);
    await expect(files.download(catalogue.projectExport!, {})).rejects.toMatchObject({ kind: 'forbidden', message: '没有权限' });
    await expect(files.upload(catalogue.projectImport!, new Uint8Array([1, 2, 3]), 'x.xlsx')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(notifier.messages('error')).toEqual(['没有权限', '没有权限']);
    // Through the list (as if the button were shown): the refusal is the toast, not an import-errors dialog.
    expect(await list.importExcel(new Uint8Array([1, 2, 3]), 'x.xlsx')).toBe(false);
    expect(list.importErrors).toEqual([]);
  });

  test('a refused export (bad strWhere) rejects with the server message, shown once', async () => {
    const { container, notifier } = await signIn('enterprise_demo');
    const files = container.get<FileTransfer>(FileTransfer);
    await expect(files.download(catalogue.projectExport!, { strWhere: 'no_such_column = 1' })).rejects.toMatchObject({ kind: 'http', code: 400 });
    expect(notifier.messages('error')).toHaveLength(1);
  });
});
