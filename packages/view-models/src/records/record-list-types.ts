import type { FieldSpec, WorkflowTransition } from '@worksite/contract';
import { vmMessages } from '../messages';
import type { RecordRow } from './record-fields';
import type { ListAction, ListColumn, PickedBytes } from './list-page';

/** One column of a record list: a `listed` field; `text(row)` is the cell as shown (lookup label, masked value). */
export interface RecordColumn extends ListColumn {
  readonly key: string;
  readonly label: string;
  readonly field: FieldSpec;
  readonly sortable: boolean;
  text(row: RecordRow): string;
}

/** What a row or toolbar button does. */
export type RecordActionKind = 'view' | 'edit' | 'delete' | 'transition' | 'dialog' | 'extension' | 'add' | 'export' | 'import' | 'importTemplate';

/** One button of a row's 操作 column: 查看, 编辑, 删除, a workflow move or an extension's action. */
export interface RecordRowAction extends ListAction {
  readonly key: string;
  readonly label: string;
  readonly kind: RecordActionKind;
  /** The workflow move, for `transition`. */
  readonly transition?: WorkflowTransition;
  run(): Promise<unknown>;
}

/** One toolbar button: 新增, 导出, 导入 (run with the picked .xlsx), 下载导入模板 (each by its permission) and extensions'. */
export interface RecordToolbarAction extends ListAction {
  readonly key: string;
  readonly label: string;
  readonly kind: RecordActionKind;
}

/** What the page's own toolbar buttons do. */
export interface OwnToolbarMoves {
  openCreate(): void;
  exportExcel(): Promise<unknown>;
  importExcel(bytes: Uint8Array, fileName: string): Promise<unknown>;
  downloadImportTemplate(): Promise<unknown>;
}

/** Outcome of a successful import (the Excel wire's answer data). */
export interface ImportOutcome {
  readonly created: number;
  readonly updated: number;
}

/** Every row error of a refused import (the Excel wire's `data.errors`), or undefined for another refusal. */
export const importErrorsOf = (error: unknown): string[] | undefined => {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) && errors.every((e) => typeof e === 'string') ? (errors as string[]) : undefined;
};

/** The page's own toolbar buttons in SPEC's order (新增, 导出, 导入, 下载导入模板), each where allowed. */
export function ownToolbar(allowed: Readonly<Record<'add' | 'export' | 'import' | 'importTemplate', boolean>>, moves: OwnToolbarMoves): RecordToolbarAction[] {
  const actions: readonly RecordToolbarAction[] = [
    { key: 'add', label: vmMessages.recordAdd, kind: 'add', run: () => moves.openCreate() },
    { key: 'export', label: vmMessages.recordExport, kind: 'export', run: () => moves.exportExcel() },
    { key: 'import', label: vmMessages.recordImport, kind: 'import', accept: '.xlsx', run: (file?: PickedBytes) => (file === undefined ? undefined : moves.importExcel(file.bytes, file.name)) },
    { key: 'importTemplate', label: vmMessages.recordImportTemplate, kind: 'importTemplate', run: () => moves.downloadImportTemplate() },
  ];
  return actions.filter((a) => allowed[a.key as keyof typeof allowed]);
}
