import * as t from 'io-ts';
import type { ButtonName } from '../../endpoint';
import { menuHas } from '../../menu/menu-catalogue';
import type { RecordDeclaration, ServedApi, ServedCall } from './record-declaration';

/** Media type of the .xlsx files the Excel calls answer and take. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Key (in `api.more`) of the import template call; its catalogue name is `${alias}ImportTemplate`. */
export const EXCEL_TEMPLATE_CALL = 'importTemplate';

/** `data` of a successful import (message 导入成功). */
export const ExcelImportAnswer = t.type({ created: t.number, updated: t.number }, 'ExcelImportAnswer');
export type ExcelImportAnswer = t.TypeOf<typeof ExcelImportAnswer>;

/** `data` of a refused import: every row error (`第3行：请输入项目名称`); the refusal's message is the first. */
export const ExcelImportErrors = t.type({ errors: t.array(t.string) }, 'ExcelImportErrors');
export type ExcelImportErrors = t.TypeOf<typeof ExcelImportErrors>;

/** The bytes of a file answer (envelope `file`); no JSON to decode. */
export const FileBytes = new t.Type<unknown, unknown, unknown>('FileBytes', (u): u is unknown => true, (u) => t.success(u), t.identity);

/**
 * The Excel calls a declaration gets (issue 10 item 7, docs/decisions/0316): with a list call and an `excel`
 * field, `ExportExcel` where its sub-page has the export button, `ImportTemplate` and `ImportExcel` where it has
 * the inport button (a call guarded by a button the menu does not have could never be made).
 */
export function withExcelCalls(declaration: RecordDeclaration, api: ServedApi): ServedApi {
  const { permission, title } = declaration;
  if (api.calls.list === undefined || !declaration.fields.some((f) => f.excel === true)) return api;
  const has = (button: ButtonName) => menuHas(permission.page, permission.subPage, button);
  const listRequest = api.calls.list.request;
  // The export reads what the generic list reads (its `listSql` hook).
  const listParams = api.calls.list.params;
  const exportCall: ServedCall = {
    name: `${api.alias}Export`, method: 'GET', action: 'ExportExcel', envelope: 'file', response: FileBytes,
    ...(listRequest === undefined ? {} : { request: listRequest }),
    ...(listParams === undefined ? {} : { params: listParams }),
    summary: `导出${title}（.xlsx，按列表的查询条件与排序）`,
  };
  const importCall: ServedCall = {
    name: `${api.alias}Import`, method: 'POST', action: 'ImportExcel', encoding: 'file', response: ExcelImportAnswer, summary: `导入${title}（请求体为 .xlsx）`,
  };
  const templateCall: ServedCall = {
    name: `${api.alias}ImportTemplate`, method: 'GET', action: 'ImportTemplate', envelope: 'file', button: 'inport', response: FileBytes, summary: `下载${title}导入模板`,
  };
  const canExport = has('export');
  const canImport = has('inport');
  if (!canExport && !canImport) return api;
  return {
    ...api,
    calls: { ...api.calls, ...(canExport ? { export: exportCall } : {}), ...(canImport ? { import: importCall } : {}) },
    ...(canImport ? { more: { ...api.more, [EXCEL_TEMPLATE_CALL]: templateCall } } : {}),
  };
}
