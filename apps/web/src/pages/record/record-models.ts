import type { FieldInput } from '@worksite/contract';
import type { EventStream, SelectViewModel, UploadViewModel } from '@worksite/view-models';
import type { PagedList } from '../../widgets/list-table-parts';

/**
 * What the generic record page renders: the parts of the record view-models (packages/view-models/src/records)
 * it reads, stated here so the page, its dialogs and its widgets depend on no more than they show.
 */

/** A row as the list holds it (wire names → values). */
export type RecordRow = Readonly<Record<string, unknown>>;

/** A toolbar or row button: a stable key and its text. */
export interface RecordActionModel {
  readonly key: string;
  readonly label: string;
}

/** A column of the list table: the field key and its label. */
export interface RecordColumnModel {
  readonly key: string;
  readonly label: string;
  /** The list can be ordered by it (a sortable field). */
  readonly sortable?: boolean;
}

/** One input of a search or record form. */
export interface RecordFieldModel {
  readonly key: string;
  readonly label: string;
  readonly input: FieldInput;
  readonly required: boolean;
  readonly value: string;
  readonly error?: string;
  readonly placeholder?: string;
  /** Lookup choices (a lookup field). */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** The select with search and paging (a remote choice, SPEC §2.10). */
  readonly select?: SelectViewModel;
  /** The upload widget (image, attachments, SPEC §5). */
  readonly upload?: UploadViewModel;
  setValue(value: string): void;
  blur?(): void;
}

/** The 新增 / 编辑 dialog. */
export interface RecordFormModel {
  readonly open: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly saving: boolean;
  readonly fields: readonly RecordFieldModel[];
  close(): void;
  submit(): Promise<unknown>;
}

/** The 详情 dialog: label/value pairs. */
export interface RecordDetailModel {
  readonly open: boolean;
  readonly title: string;
  readonly loading: boolean;
  readonly items: readonly { readonly key: string; readonly label: string; readonly value: string }[];
  /** The record shown (for a detail renderer of its own, e.g. the template viewer). */
  readonly record?: RecordRow;
  /** The handling trail (types with a history call: alarms), oldest first. */
  readonly trail?: readonly { readonly at: string; readonly who: string; readonly what: string; readonly note: string }[];
  close(): void;
}

/** The dialog of a workflow move that writes fields (关闭 / 填写处理措施 of an alarm). */
export interface RecordMoveModel {
  readonly open: boolean;
  readonly title: string;
  readonly saving: boolean;
  readonly fields: readonly RecordFieldModel[];
  close(): void;
  submit(): Promise<unknown>;
}

/** The search form of the list. */
export interface RecordSearchModel {
  readonly fields: readonly RecordFieldModel[];
  search(): Promise<unknown>;
  reset(): Promise<unknown>;
}

/** The list page. */
export interface RecordListModel extends PagedList {
  readonly title: string;
  readonly loading: boolean;
  readonly columns: readonly RecordColumnModel[];
  readonly rows: readonly RecordRow[];
  /** Toolbar buttons held (add, export, inport → 新增 / 导出 / 导入 + 下载导入模板, extensions). */
  readonly toolbar: readonly RecordActionModel[];
  readonly importErrors: readonly string[];
  /** An export, template download or import is under way. */
  readonly busy?: boolean;
  readonly search: RecordSearchModel;
  readonly form: RecordFormModel;
  readonly detail: RecordDetailModel;
  /** The dialog of moves that write fields, when the type has such moves. */
  readonly move?: RecordMoveModel;
  /** Reloads on the type's push event while the page is open (alarms); answers the function that stops it. */
  watchLive?(stream: EventStream): () => void;
  /** The sorted column and direction (undefined: the type's default order). */
  readonly sortKey?: string;
  readonly sortOrder?: 'asc' | 'desc';
  setSort?(key: string | undefined, order: 'asc' | 'desc'): Promise<unknown>;
  load(): Promise<unknown>;
  rowKey(row: RecordRow): string;
  cell(row: RecordRow, column: RecordColumnModel): string;
  rowActions(row: RecordRow): readonly RecordActionModel[];
  runRowAction(row: RecordRow, action: RecordActionModel): Promise<unknown> | void;
  runToolbarAction(action: RecordActionModel): Promise<unknown> | void;
  importExcel(bytes: Uint8Array, fileName: string): Promise<unknown>;
  clearImportErrors(): void;
}
