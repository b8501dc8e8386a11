import { ApiGateway, ConfirmDialog, DEFAULT_BUTTONS, Notifier, Timer, type ButtonName, type DownloadedFile, type RecordAction, type RecordType, type WorkflowTransition } from '@worksite/contract';
import type { PagerOptions } from '@worksite/paging';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { vmMessages } from '../messages';
import { EventStream } from '../large-screen/ports/event-stream';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { CurrentCompanyViewModel } from '../session/current-company-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import type { SearchField } from '../widgets/search-form-view-model';
import { heldButtons } from './held-buttons';
import type { FormInput, ListPage } from './list-page';
import { RecordCallDialogViewModel } from './record-call-dialog-view-model';
import { actionEndpoint, callAny, importTemplateEndpoint } from './record-calls';
import { declaredDelete } from './record-delete-confirm';
import { RecordDetailViewModel } from './record-detail-view-model';
import { RecordExcelViewModel } from './record-excel-view-model';
import { RecordExtensions } from './record-extensions';
import { displayText, rowId, type RecordRow } from './record-fields';
import { RecordFormViewModel } from './record-form-view-model';
import { ownToolbar, type ImportOutcome, type RecordColumn, type RecordRowAction, type RecordToolbarAction } from './record-list-types';
import { watchPushEvent } from './record-live';
import { RecordMoveViewModel } from './record-move-view-model';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';
import { searchInputs } from './record-search';
import { confirmTransition, makeTransition, openTransitions } from './record-transitions';

export type { ImportOutcome, RecordActionKind, RecordColumn, RecordRowAction, RecordToolbarAction } from './record-list-types';
export { RECORD_LIST_PAGER } from './record-rows-view-model';

/**
 * The list of a generic record page (DESIGN.md §5), resolved from the page's container (RecordPageFactory): the
 * rows with their search, sort and pager (RecordRowsViewModel), columns from the listed fields with lookup
 * labels, buttons by permission (SPEC §5), delete with SPEC §8's confirm and messages, the Excel moves
 * (RecordExcelViewModel), workflow moves, extension actions; its form, detail and move dialogs share its rows.
 */
@injectable()
export class RecordListViewModel implements ListPage {
  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(RecordRowsViewModel) readonly data: RecordRowsViewModel,
    @inject(RecordFormViewModel) readonly form: RecordFormViewModel,
    @inject(RecordDetailViewModel) readonly detail: RecordDetailViewModel,
    @inject(RecordMoveViewModel) readonly move: RecordMoveViewModel,
    @inject(RecordCallDialogViewModel) readonly callDialog: RecordCallDialogViewModel,
    @inject(RecordExcelViewModel) readonly excel: RecordExcelViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(RecordExtensions) private readonly extensions: RecordExtensions,
    @inject(Timer) private readonly timer: Timer,
    @inject(EventStream) @optional() private readonly stream: EventStream | undefined,
  ) {
    makeAutoObservable<RecordListViewModel, 'gateway' | 'currentUser' | 'currentCompany' | 'menuAccess' | 'notifier' | 'dialog' | 'extensions' | 'timer' | 'stream'>(
      this,
      { recordType: false, data: false, form: false, detail: false, move: false, callDialog: false, excel: false, gateway: false, currentUser: false, currentCompany: false, menuAccess: false, notifier: false, dialog: false, extensions: false, timer: false, stream: false },
      { autoBind: true },
    );
  }

  /** The type's title, e.g. 项目. */
  get title(): string {
    return this.recordType.title;
  }

  get rows(): readonly RecordRow[] {
    return this.data.rows;
  }
  get total(): number {
    return this.data.total;
  }
  get loading(): boolean {
    return this.data.loading;
  }
  get pager(): PagerOptions {
    return this.data.pager;
  }
  get pageIndex(): number {
    return this.data.pageIndex;
  }
  get pageSize(): number {
    return this.data.pageSize;
  }
  get sortKey(): string | undefined {
    return this.data.sortKey;
  }
  get sortOrder(): 'asc' | 'desc' {
    return this.data.sortOrder;
  }
  /** strWhere of the applied search: one condition per filled field, written by formatStrWhere. */
  get strWhere(): string {
    return this.data.strWhere;
  }
  /** The list call's parameters for the current page, search and sort. */
  get listParams(): Readonly<Record<string, unknown>> {
    return this.data.listParams;
  }
  /** The search form (its fields, values and required checks). */
  get searchForm() {
    return this.data.searchForm;
  }
  /** Fields of the search form (filterable ones; SPEC §2.10: a required one shows its placeholder as the message). */
  get searchFields(): readonly SearchField[] {
    return this.data.searchForm.fields;
  }
  get searchInputs(): readonly FormInput[] {
    return searchInputs(this.data.searchForm);
  }

  get columns(): readonly RecordColumn[] {
    return this.data.columnFields.map((f) => ({
      key: f.key,
      label: f.label,
      field: f,
      sortable: f.sortable === true,
      ...(f.listed === true ? {} : { viewOnly: true }),
      text: (row: RecordRow) => displayText(row, f, (id) => this.data.remoteName(f.key, id)),
    }));
  }

  rowKey(row: RecordRow): string {
    return String(rowId(row));
  }

  /** Every button held under the type's page and sub-page (SPEC §5 button visibility). */
  get buttons(): Readonly<Record<ButtonName, boolean>> {
    const { page, subPage } = this.recordType.permission;
    return heldButtons(this.menuAccess.menuTree, page, subPage);
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

  /** Toolbar in order 新增, 导出, 导入, 下载导入模板, declared dialogs (补录), then extensions' actions, each only when allowed. */
  get toolbar(): readonly RecordToolbarAction[] {
    const own = ownToolbar({ add: this.canAdd, export: this.canExport, import: this.canImport, importTemplate: this.canDownloadImportTemplate }, this);
    const shown = this.extensions.of(this.recordType.name).flatMap((e) => e.toolbarActions ?? []).filter((e) => e.visible === undefined || e.visible(this));
    return [...own, ...this.callDialog.toolbarActions(this.buttons), ...shown.map((e) => ({ key: e.key, label: e.label, kind: 'extension' as const, run: async () => e.run(this) }))];
  }

  /** Runs a toolbar action by key (an extension's, as a test or a shortcut names it). */
  async runToolbarExtension(key: string): Promise<void> {
    await this.toolbar.find((a) => a.key === key)?.run();
  }

  /**
   * The 操作 buttons of a row: 查看 always; 编辑 and 删除 by permission; one per workflow move whose `from`
   * holds the row's state and whose button is held (labelled as declared); declared dialogs (更正); extensions' actions.
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
    actions.push(...this.callDialog.rowActions(row, this.buttons));
    const extensions = this.extensions.of(this.recordType.name).flatMap((e) => e.rowActions ?? []).filter((ext) => ext.visible === undefined || ext.visible(row, this));
    actions.push(...extensions.map((ext) => ({ key: ext.key, label: ext.label, kind: 'extension' as const, run: async () => ext.run(row, this) })));
    return actions;
  }

  /** Workflow moves open from the row's state whose button is held and whose call exists. */
  transitionsOf(row: RecordRow): readonly WorkflowTransition[] {
    const who = { isSystemAdmin: this.currentUser.isSystemAdmin, companyId: this.currentCompany.companyId, userType: this.currentUser.userAuthType };
    return openTransitions(this.recordType, row, this.buttons, who);
  }

  /** Loads the current page. */
  load(): Promise<void> {
    return this.data.load();
  }
  /** 查询: checks the search form, then page 1. False when refused. */
  search(): Promise<boolean> {
    return this.data.search();
  }
  /** 重置: empties the search form and reloads page 1. */
  reset(): Promise<void> {
    return this.data.reset();
  }
  setPage(pageIndex: number): Promise<void> {
    return this.data.setPage(pageIndex);
  }
  setPageSize(size: number): Promise<void> {
    return this.data.setPageSize(size);
  }
  setSort(key: string | undefined, order: 'asc' | 'desc' = 'asc'): Promise<void> {
    return this.data.setSort(key, order);
  }

  /**
   * Keeps the list current while the page is open, for a type that declares its push event (`live`: a new alarm
   * appears without a reload, docs/decisions/0374): on the container's EventStream opened with one-use tickets
   * (0506), one reload at a time (one more if events came meanwhile). Answers the function that stops it.
   */
  watchLive(): () => void {
    if (this.stream === undefined) return () => undefined;
    const access = { gateway: this.gateway, timer: this.timer, signedIn: () => this.currentUser.isSignedIn };
    return watchPushEvent(this.stream, this.recordType.live, access, () => this.load());
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

  /**
   * 删除: SPEC §8 confirm (此操作将永久删除该设备, 是否继续?, title 提示) — for a type with relations, the server's preview
   * naming the record and what goes with it, or its refusal (declaredDelete); 删除成功! and reload; cancel → 已取消删除.
   */
  async remove(row: RecordRow): Promise<boolean> {
    const endpoint = actionEndpoint(this.recordType, 'delete');
    if (endpoint === undefined) return false;
    const id = rowId(row);
    const ports = { gateway: this.gateway, dialog: this.dialog, notifier: this.notifier };
    const deleted = await declaredDelete(ports, this.recordType, id, () => callAny(this.gateway, endpoint, { id, rec_id: id, user_id: this.currentUser.userId ?? 0 }));
    if (!deleted) return false;
    await this.data.reloadAfterRemove();
    return true;
  }

  /** A move without a dialog of its own: asked first (confirmTransition), then made (`{label}成功`); then reload. */
  async runTransition(row: RecordRow, transition: WorkflowTransition): Promise<boolean> {
    if (!(await confirmTransition({ dialog: this.dialog, notifier: this.notifier }, this.recordType, transition))) return false;
    if (!(await makeTransition({ gateway: this.gateway, notifier: this.notifier }, this.recordType, row, transition))) return false;
    await this.load();
    return true;
  }

  /** The Excel moves (RecordExcelViewModel): 导出, 下载导入模板, 导入 and its 导入失败 dialog. */
  exportExcel(): Promise<DownloadedFile | undefined> {
    return this.excel.exportExcel();
  }
  downloadImportTemplate(): Promise<DownloadedFile | undefined> {
    return this.excel.downloadImportTemplate();
  }
  importExcel(bytes: Uint8Array, fileName: string): Promise<boolean> {
    return this.excel.importExcel(bytes, fileName);
  }
  clearImportErrors(): void {
    this.excel.clearImportErrors();
  }
  get importErrors(): readonly string[] {
    return this.excel.importErrors;
  }
  get importOutcome(): ImportOutcome | undefined {
    return this.excel.importOutcome;
  }
  get lastDownload(): DownloadedFile | undefined {
    return this.excel.lastDownload;
  }
  get busy(): boolean {
    return this.excel.busy;
  }

  /** True when the action's call exists and its button is held. */
  private allows(action: RecordAction): boolean {
    const button = DEFAULT_BUTTONS[action];
    return actionEndpoint(this.recordType, action) !== undefined && this.buttons[button] === true;
  }
}
