import type { FieldInput } from '@worksite/contract';
import type { PagerOptions } from '@worksite/paging';
import type { SelectViewModel } from '../widgets/select-view-model';
import type { UploadViewModel } from '../widgets/upload-view-model';
import type { RecordRow } from './record-fields';

/**
 * The generic list interface (docs/decisions/0460): what the web's record page renders of a list view-model —
 * the generic record list and the maintenance-template list both implement it, so the page renders either
 * directly, with no page model restating them.
 */

/** One input of a search, record or move form; `value` and `error` read the view-model live (only the field's own editor re-renders as the user types). */
export interface FormInput {
  readonly key: string;
  readonly label: string;
  readonly input: FieldInput;
  readonly required: boolean;
  readonly value: string;
  readonly error?: string;
  readonly placeholder?: string;
  /** A line of help under the input (a contract template's placeholders). */
  readonly help?: string;
  /** Fixed choices (a lookup field, or choices the view-model lists): a native select. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** The select with search and paging (a remote choice, SPEC §2.10). */
  readonly select?: SelectViewModel;
  /** The upload widget (image, attachments, SPEC §5). */
  readonly upload?: UploadViewModel;
  setValue(value: string): void;
  blur(): void;
}

/** A file the user picked for an action that takes one (导入). */
export interface PickedBytes {
  readonly bytes: Uint8Array;
  readonly name: string;
}

/** A toolbar or row button: a stable key, its text, its kind and what it does. */
export interface ListAction {
  readonly key: string;
  readonly label: string;
  readonly kind: string;
  /** The file types the action asks for first (导入: `.xlsx`); `run` then gets the picked file. */
  readonly accept?: string;
  run(file?: PickedBytes): Promise<unknown> | void;
}

/** A column of the list table: its key, label, whether the list can be ordered by it, and a cell as shown. */
export interface ListColumn {
  readonly key: string;
  readonly label: string;
  readonly sortable?: boolean;
  /** Shown on the page only, not a column of the type's Excel files (the project column, docs/decisions/0551). */
  readonly viewOnly?: boolean;
  text(row: RecordRow): string;
}

/** A dialog of inputs: 新增 / 编辑 (with its submit label) or a workflow move's. */
export interface FormDialog {
  readonly open: boolean;
  readonly title: string;
  readonly submitLabel?: string;
  readonly saving: boolean;
  readonly inputs: readonly FormInput[];
  close(): void;
  submit(): Promise<unknown>;
  /** Changed since it opened (新增 / 编辑 with input not saved, docs/decisions/0591). */
  readonly dirty?: boolean;
  /** 取消, ×, Esc: closes, after asking when dirty; true when closed. */
  requestClose?(): Promise<boolean>;
}

/** The 详情 dialog: label/value pairs, and the handling trail of types with a history call (alarms). */
export interface DetailDialog {
  readonly open: boolean;
  readonly title: string;
  readonly loading: boolean;
  readonly items: readonly { readonly key: string; readonly label: string; readonly value: string }[];
  readonly trail?: readonly { readonly at: string; readonly who: string; readonly what: string; readonly note: string }[];
  close(): void;
}

/** A list's page, size, sort and search kept in the page's URL query: F5, Back and a shared link show the same rows. */
export interface UrlListState {
  /** The state as a URL query without `?` (empty by default). */
  readonly urlQuery: string;
  /** Opens the list at the state a URL query names (bad values at their defaults) and loads it. */
  openAt(search: string): Promise<unknown>;
  /** The list's own part of an address's query, as `urlQuery` writes it (other parameters left out). */
  listPartOf(search: string): string;
  /** An address's query with the list's own parameters set to its state; the others (pjctid1 …) kept. */
  addressQuery(current: string): string;
}

/** A list page: rows, columns, pager, search, toolbar and row actions, its dialogs. */
export interface ListPage {
  readonly title: string;
  readonly loading: boolean;
  readonly columns: readonly ListColumn[];
  readonly rows: readonly RecordRow[];
  readonly toolbar: readonly ListAction[];
  /** An export, template download or import is under way. */
  readonly busy: boolean;
  readonly importErrors: readonly string[];
  readonly searchInputs: readonly FormInput[];
  readonly form: FormDialog;
  readonly detail: DetailDialog;
  /** The dialog of moves that write fields, when the type has such moves. */
  readonly move?: FormDialog;
  /** The dialog of the type's declared further calls (更正, 补录; docs/decisions/0677). */
  readonly callDialog?: FormDialog;
  readonly pager: PagerOptions;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly total: number;
  /** The sorted column and direction (undefined: the default order); lists that sort have setSort. */
  readonly sortKey?: string;
  readonly sortOrder?: 'asc' | 'desc';
  setSort?(key: string | undefined, order: 'asc' | 'desc'): Promise<unknown>;
  setPage(index: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  load(): Promise<unknown>;
  /** The rows' state as the page's URL query, for lists that keep it there (docs/decisions/0590). */
  readonly data?: UrlListState;
  /** Submits the form dialog; on success the list reloads. */
  submitForm(): Promise<unknown>;
  search(): Promise<unknown>;
  reset(): Promise<unknown>;
  rowKey(row: RecordRow): string;
  rowActions(row: RecordRow): readonly ListAction[];
  /** Reloads on the type's push event while the page is open (alarms); answers the function that stops it. */
  watchLive?(): () => void;
  clearImportErrors(): void;
}
