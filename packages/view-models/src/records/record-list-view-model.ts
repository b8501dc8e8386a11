import {
  type ButtonName,
  type DownloadedFile,
  type RecordAction,
  type RecordType,
  type WorkflowTransition,
} from '@worksite/contract';
import { TEMPLATE_LIST_PAGER, formatPagerLayout, pickPageSize, type PagerOptions } from '@worksite/paging';
import { buttonMap } from '@worksite/permissions';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { alreadyReported, failureMessage, reportFailure } from '../support/failure-message';
import type { EventStream } from '../large-screen/ports/event-stream';
import { confirmedDelete } from '../support/confirmed-delete';
import { SearchFormViewModel, type SearchField } from '../widgets/search-form-view-model';
import { actionEndpoint, callAny, importTemplateEndpoint, readListAnswer } from './record-calls';
import type { RecordDetailViewModel } from './record-detail-view-model';
import { displayText, listedFields, rowId, searchableFields, type RecordRow } from './record-fields';
import type { RecordFormViewModel } from './record-form-view-model';
import { RecordMoveViewModel } from './record-move-view-model';
import { makeTransition, openTransitions } from './record-transitions';
import { watchPushEvent } from './record-live';
import { remoteNamesOf } from './record-remote-names';
import { appliedFilter, appliedStrWhere, searchFieldOf } from './record-search';
import { ACTION_BUTTONS, importErrorsOf, ownToolbar, type ImportOutcome, type RecordColumn, type RecordPagePorts, type RecordRowAction, type RecordToolbarAction } from './record-list-types';

export type { ImportOutcome, RecordActionKind, RecordColumn, RecordPagePorts, RecordRowAction, RecordToolbarAction } from './record-list-types';

/**
 * Pager of the generic record pages: sizes 10, 20, 30, 40, default 10, full layout — the one list page SPEC
 * describes (§2.8), so every back-office list pages alike (docs/decisions/0320).
 */
export const RECORD_LIST_PAGER: PagerOptions = TEMPLATE_LIST_PAGER;

/**
 * The list of a generic record page (DESIGN.md §5), made by RecordPageFactory from a declaration: search form
 * from the filterable fields (SPEC §2.10), strWhere by the contract's formatStrWhere, columns from the listed
 * fields with lookup labels, the pager, buttons by permission (SPEC §5), delete with SPEC §8's confirm and
 * messages, Excel export / template / import through the FileTransfer port, workflow moves, extension actions.
 */
export class RecordListViewModel {
  rows: readonly RecordRow[] = [];
  total = 0;
  /** UI state: 1-based page and page size. */
  pageIndex = 1;
  pageSize: number = RECORD_LIST_PAGER.defaultSize;
  loading = false;
  /** Sorted column (a sortable field's key) and direction; undefined: the type's default order. */
  sortKey: string | undefined = undefined;
  sortOrder: 'asc' | 'desc' = 'desc';
  /** The search values applied by the last 查询 (field key → text). */
  applied: Readonly<Record<string, string>> = {};
  /** Every row error of the last refused import (shown in the 导入失败 dialog); [] otherwise. */
  importErrors: readonly string[] = [];
  /** Counts of the last successful import. */
  importOutcome: ImportOutcome | undefined = undefined;
  /** The last file exported or downloaded (also handed to the FileSaver). */
  lastDownload: DownloadedFile | undefined = undefined;
  busy = false;
  /** Names of the records remote fields point to (field key → id → name), read from their source lists. */
  remoteNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {};

  readonly pager: PagerOptions = RECORD_LIST_PAGER;
  readonly pagerLayout = formatPagerLayout(RECORD_LIST_PAGER.layout);
  /** The search form (its fields, values and required checks). */
  readonly searchForm = new SearchFormViewModel();
  /** The dialog of a workflow move that writes fields (alarm measures). */
  readonly move: RecordMoveViewModel;

  constructor(
    readonly recordType: RecordType,
    readonly form: RecordFormViewModel,
    readonly detail: RecordDetailViewModel,
    private readonly ports: RecordPagePorts,
  ) {
    this.searchForm.configure(searchableFields(recordType).map(searchFieldOf));
    form.onSaved = (saved) => {
      if (saved.mode === 'create') for (const ext of ports.extensions.of(recordType.name)) ext.afterCreate?.(saved.answer, saved.payload);
      return this.load();
    };
    this.move = new RecordMoveViewModel(recordType, ports.gateway, ports.notifier);
    this.move.onDone = () => this.load();
    detail.remoteName = (key, id) => this.remoteNames[key]?.[id];
    makeAutoObservable<RecordListViewModel, 'ports'>(
      this,
      { recordType: false, form: false, detail: false, ports: false, searchForm: false, move: false, pager: false, pagerLayout: false, lastDownload: observableRef },
      { autoBind: true },
    );
  }

  /** The type's title, e.g. 项目. */
  get title(): string {
    return this.recordType.title;
  }

  /** Fields of the search form (filterable ones; SPEC §2.10: a required one shows its placeholder as the message). */
  get searchFields(): readonly SearchField[] {
    return this.searchForm.fields;
  }

  get columns(): readonly RecordColumn[] {
    return listedFields(this.recordType).map((f) => ({
      key: f.key,
      label: f.label,
      field: f,
      sortable: f.sortable === true,
      text: (row: RecordRow) => displayText(row, f, (id) => this.remoteNames[f.key]?.[id]),
    }));
  }

  /** Every button held under the type's page and sub-page (SPEC §5 button visibility). */
  get buttons(): Readonly<Record<ButtonName, boolean>> {
    const { page, subPage } = this.recordType.permission;
    return buttonMap(this.ports.menuAccess.menuTree, page, subPage);
  }

  get canAdd(): boolean {
    return this.allows('create');
  }
  get canEdit(): boolean {
    return this.allows('update');
  }
  get canDelete(): boolean {
    return this.allows('delete');
  }
  get canExport(): boolean {
    return this.allows('export');
  }
  get canImport(): boolean {
    return this.allows('import');
  }
  /** 下载导入模板: with the import permission, when the type has the template call. */
  get canDownloadImportTemplate(): boolean {
    return this.canImport && importTemplateEndpoint(this.recordType) !== undefined;
  }

  /** Toolbar in order 新增, 导出, 导入, 下载导入模板, then extensions' actions, each only when allowed. */
  get toolbar(): readonly RecordToolbarAction[] {
    const own = ownToolbar({ add: this.canAdd, export: this.canExport, import: this.canImport, importTemplate: this.canDownloadImportTemplate });
    return [...own, ...this.toolbarExtensions.map((e) => ({ key: e.key, label: e.label, kind: 'extension' as const }))];
  }

  /** Runs an extension's toolbar action by key. */
  async runToolbarExtension(key: string): Promise<void> {
    const found = this.toolbarExtensions.find((e) => e.key === key);
    if (found !== undefined) await found.run(this);
  }

  /**
   * The 操作 buttons of a row: 查看 always; 编辑 and 删除 by permission; one per workflow move whose `from`
   * holds the row's state and whose button is held (labelled as declared); then extensions' actions.
   */
  rowActions(row: RecordRow): readonly RecordRowAction[] {
    const actions: RecordRowAction[] = [{ key: 'view', label: vmMessages.recordView, kind: 'view', run: () => this.openDetail(row) }];
    if (this.canEdit) actions.push({ key: 'edit', label: vmMessages.recordEdit, kind: 'edit', run: () => this.openEdit(row) });
    if (this.canDelete) actions.push({ key: 'delete', label: vmMessages.recordDelete, kind: 'delete', run: () => this.remove(row) });
    for (const transition of this.transitionsOf(row)) {
      // A move that writes fields of its own (处理措施) asks for them first (docs/decisions/0371).
      const run = transition.fields?.length ? async () => this.move.start(row, transition) : () => this.runTransition(row, transition);
      actions.push({ key: `transition:${transition.call}:${transition.to}`, label: transition.label, kind: 'transition', transition, run });
    }
    for (const ext of this.ports.extensions.of(this.recordType.name).flatMap((e) => e.rowActions ?? [])) {
      if (ext.visible === undefined || ext.visible(row, this)) {
        actions.push({ key: ext.key, label: ext.label, kind: 'extension', run: async () => ext.run(row, this) });
      }
    }
    return actions;
  }

  /** Workflow moves open from the row's state whose button is held and whose call exists. */
  transitionsOf(row: RecordRow): readonly WorkflowTransition[] {
    const { currentUser, currentCompany } = this.ports;
    const who = { isSystemAdmin: currentUser.isSystemAdmin, companyId: currentCompany.companyId, userType: currentUser.userAuthType };
    return openTransitions(this.recordType, row, this.buttons, who);
  }

  /** strWhere of the applied search: one condition per filled field, written by formatStrWhere. */
  get strWhere(): string {
    return appliedStrWhere(this.recordType, this.applied);
  }

  /** Sort parameters of the list and export calls: the sorted field's column and direction, when sorted. */
  get sortParams(): Readonly<Record<string, string>> {
    const f = this.sortKey === undefined ? undefined : this.recordType.fields.find((x) => x.key === this.sortKey && x.sortable === true);
    return f === undefined ? {} : { sort: f.column, order: this.sortOrder };
  }

  /** The list call's parameters for the current page, search and sort. */
  get listParams(): Readonly<Record<string, unknown>> {
    return { index: this.pageIndex, size: this.pageSize, strWhere: this.strWhere, ...this.sortParams, user_id: this.ports.currentUser.userId ?? 0 };
  }

  /** Sorts by a sortable column (undefined: back to the default order); back to page 1. */
  async setSort(key: string | undefined, order: 'asc' | 'desc' = 'asc'): Promise<void> {
    this.sortKey = key;
    this.sortOrder = order;
    this.pageIndex = 1;
    await this.load();
  }

  /** Loads the current page. */
  async load(): Promise<void> {
    const list = actionEndpoint(this.recordType, 'list');
    if (list === undefined) return;
    this.loading = true;
    try {
      const answer = await callAny(this.ports.gateway, list, this.listParams);
      const page = readListAnswer(answer, this.pageIndex, this.pageSize, this.matchesApplied);
      runInAction(() => {
        this.rows = page.rows;
        this.total = page.total;
      });
      await this.loadRemoteNames();
    } catch (e) {
      runInAction(() => {
        this.rows = [];
        this.total = 0;
      });
      reportFailure(this.ports.notifier, e);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * Keeps the list current while the page is open, for a type that declares its push event (`live`: a new alarm
   * appears without a reload, docs/decisions/0374): opens the push stream on `stream` and reloads the current page
   * on each such event (one reload at a time, one more if events came meanwhile). Answers the function that stops it.
   */
  watchLive(stream: EventStream): () => void {
    return watchPushEvent(stream, this.recordType.live, this.ports.currentUser.token, () => this.load());
  }

  /** 查询: checks the search form (a required field's placeholder is its message), then page 1. False when refused. */
  async search(): Promise<boolean> {
    const query = this.searchForm.submit();
    if (query === undefined) return false;
    this.applied = query;
    this.pageIndex = 1;
    await this.load();
    return true;
  }

  /** 重置: empties the search form and reloads page 1. */
  async reset(): Promise<void> {
    this.searchForm.reset();
    this.applied = {};
    this.pageIndex = 1;
    await this.load();
  }

  async setPage(pageIndex: number): Promise<void> {
    this.pageIndex = Math.max(1, Math.floor(pageIndex));
    await this.load();
  }

  /** A size from the pager's choices; back to page 1. */
  async setPageSize(size: number): Promise<void> {
    this.pageSize = pickPageSize(this.pager, size);
    this.pageIndex = 1;
    await this.load();
  }

  /** 新增: the empty form. */
  openCreate(): void {
    this.form.openCreate();
  }

  /** 编辑: the form filled from the row. */
  async openEdit(row: RecordRow): Promise<boolean> {
    return this.form.openEdit(row);
  }

  /** 查看: the detail dialog. */
  async openDetail(row: RecordRow): Promise<boolean> {
    return this.detail.show(row);
  }

  /** Submits the form; on success the list reloads. */
  async submitForm(): Promise<boolean> {
    return this.form.submit();
  }

  /** 删除: SPEC §8 confirm (此操作将永久删除该设备, 是否继续?, title 提示); 删除成功! and reload; cancel → 已取消删除 (one flow: confirmedDelete). */
  async remove(row: RecordRow): Promise<boolean> {
    const endpoint = actionEndpoint(this.recordType, 'delete');
    if (endpoint === undefined) return false;
    const id = rowId(row);
    const deleted = await confirmedDelete(this.ports.dialog, this.ports.notifier, () =>
      callAny(this.ports.gateway, endpoint, { id, rec_id: id, user_id: this.ports.currentUser.userId ?? 0 }),
    );
    if (!deleted) return false;
    if (this.rows.length === 1 && this.pageIndex > 1) runInAction(() => (this.pageIndex -= 1));
    await this.load();
    return true;
  }

  /** A workflow move: the transition's call with the row's id and the new state; then reload. */
  async runTransition(row: RecordRow, transition: WorkflowTransition): Promise<boolean> {
    if (!(await makeTransition(this.ports, this.recordType, row, transition))) return false;
    await this.load();
    return true;
  }

  /** 导出: the current search as an .xlsx (the export call), handed to the FileSaver; answers the file. */
  async exportExcel(): Promise<DownloadedFile | undefined> {
    const endpoint = actionEndpoint(this.recordType, 'export');
    if (endpoint === undefined) return undefined;
    return this.download(() => this.ports.files.download(endpoint, { strWhere: this.strWhere, ...this.sortParams }));
  }

  /** 下载导入模板: the header-only .xlsx. */
  async downloadImportTemplate(): Promise<DownloadedFile | undefined> {
    const endpoint = importTemplateEndpoint(this.recordType);
    if (endpoint === undefined) return undefined;
    return this.download(() => this.ports.files.download(endpoint, {}));
  }

  /**
   * 导入: sends the workbook; success → 导入成功 and reload; refused → `importErrors` holds every row error
   * (the 导入失败 dialog), nothing written. Resolves true when imported.
   */
  async importExcel(bytes: Uint8Array, fileName: string): Promise<boolean> {
    const endpoint = actionEndpoint(this.recordType, 'import');
    if (endpoint === undefined) return false;
    this.importErrors = [];
    this.importOutcome = undefined;
    this.busy = true;
    try {
      const data = (await this.ports.files.upload(endpoint, bytes, fileName)) as Partial<ImportOutcome> | undefined;
      runInAction(() => {
        this.importOutcome = { created: Number(data?.created ?? 0), updated: Number(data?.updated ?? 0) };
      });
    } catch (e) {
      // Row errors go to the 导入失败 dialog; any other refusal is shown once (toast), as every call's.
      const errors = importErrorsOf(e) ?? (alreadyReported(e) ? [] : [failureMessage(e)]);
      runInAction(() => {
        this.importErrors = errors;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    this.ports.notifier.success(vmMessages.recordImported);
    await this.load();
    return true;
  }

  /** Closes the 导入失败 dialog. */
  clearImportErrors(): void {
    this.importErrors = [];
  }

  private get toolbarExtensions() {
    return this.ports.extensions
      .of(this.recordType.name)
      .flatMap((e) => e.toolbarActions ?? [])
      .filter((e) => e.visible === undefined || e.visible(this));
  }

  /** Names for listed remote fields the rows carry no name of (record-remote-names.ts). */
  private async loadRemoteNames(): Promise<void> {
    const names = await remoteNamesOf(this.ports.gateway, this.recordType, this.rows);
    runInAction(() => {
      this.remoteNames = names;
    });
  }

  /** True when the action's call exists and its button is held. */
  private allows(action: RecordAction): boolean {
    const button = ACTION_BUTTONS[action];
    return actionEndpoint(this.recordType, action) !== undefined && this.buttons[button] === true;
  }

  /** For lists answered whole (no server paging): the applied search on the rows. */
  private get matchesApplied(): (row: RecordRow) => boolean {
    return appliedFilter(this.recordType, this.applied);
  }

  private async download(fetch: () => Promise<DownloadedFile>): Promise<DownloadedFile | undefined> {
    this.busy = true;
    try {
      const file = await fetch();
      runInAction(() => {
        this.lastDownload = file;
      });
      this.ports.saver?.save(file);
      return file;
    } catch (e) {
      reportFailure(this.ports.notifier, e);
      return undefined;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
