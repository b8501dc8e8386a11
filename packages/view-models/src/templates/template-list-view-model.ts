import { ApiGateway, ConfirmDialog, Notifier, endpoints, formatStrWhere, templateRecord, type Template } from '@worksite/contract';
import { TEMPLATE_LIST_PAGER, formatPagerLayout, type PagerOptions } from '@worksite/paging';
import { buttonMap } from '@worksite/permissions';
import {
  TEMPLATE_CREATE_ACTION,
  TEMPLATE_DELETE_CONFIRM,
  TEMPLATE_LIST_COLUMNS,
  TEMPLATE_PAGE,
  TEMPLATE_ROW_ACTIONS,
  type TemplateAction,
} from '@worksite/templates';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RecordRow } from '../records/record-fields';
import type { FormInput, ListAction, ListColumn, ListPage, UrlListState } from '../records/list-page';
import { listPartOf, parseListQuery, serializeListQuery, withListQuery, type ListQueryShape } from '../records/list-query';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { CurrentCompanyViewModel } from '../session/current-company-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { confirmedDelete } from '../support/confirmed-delete';
import { ChecklistEditorViewModel } from './checklist-editor-view-model';
import { RecordViewerViewModel } from './record-viewer-view-model';
import { TemplateFormViewModel } from './template-form-view-model';
import { resizePages, turnToPage } from '../support/pager-moves';
import { reportedWhile } from '../support/reported-while';

/** What the template list keeps in its URL: page and size (it has no search or sort). */
const TEMPLATE_QUERY: ListQueryShape = { sizes: TEMPLATE_LIST_PAGER.sizes, defaultSize: TEMPLATE_LIST_PAGER.defaultSize, sortable: [], search: [] };

/**
 * The maintenance/inspection template list (SPEC §2.8): company-scoped rows, pager 10/20/30/40
 * (default 10), 新建模板/编辑/删除 by permission, delete confirmation and its messages, 查看 in the viewer. The
 * generic record page renders it as any list (docs/decisions/0460): its dialog's four question lists are edited
 * by the checklist part, its detail is the §2.9 viewer.
 */
@injectable()
export class TemplateListViewModel implements ListPage {
  rows: readonly Template[] = [];
  total = 0;
  /** UI state: 1-based page and page size. */
  pageIndex = 1;
  pageSize: number = TEMPLATE_LIST_PAGER.defaultSize;
  loading = false;

  readonly title = templateRecord.title;
  /** The list has no search form, no Excel moves and no sorting. */
  readonly searchInputs: readonly FormInput[] = [];
  readonly importErrors: readonly string[] = [];
  readonly busy = false;
  readonly columns: readonly ListColumn[] = TEMPLATE_LIST_COLUMNS.map((c) => ({ key: c.field, label: c.title, text: (row: RecordRow) => String(row[c.field] ?? '') }));
  readonly pager: PagerOptions = TEMPLATE_LIST_PAGER;
  readonly pagerLayout = formatPagerLayout(TEMPLATE_LIST_PAGER.layout);

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(TemplateFormViewModel) readonly form: TemplateFormViewModel,
    @inject(RecordViewerViewModel) readonly viewer: RecordViewerViewModel,
    @inject(ChecklistEditorViewModel) readonly checklist: ChecklistEditorViewModel,
  ) {
    makeAutoObservable<TemplateListViewModel, 'gateway' | 'currentUser' | 'currentCompany' | 'menuAccess' | 'notifier' | 'dialog'>(
      this,
      { gateway: false, currentUser: false, currentCompany: false, menuAccess: false, notifier: false, dialog: false, form: false, viewer: false, checklist: false, columns: false, searchInputs: false, importErrors: false },
      { autoBind: true },
    );
  }

  /** The buttons held under deviceManage / Maintenance/template. */
  get buttons(): Readonly<Record<string, boolean>> {
    return buttonMap(this.menuAccess.menuTree, TEMPLATE_PAGE.page, TEMPLATE_PAGE.subPage);
  }

  /** 新建模板 is shown only with the add permission. */
  get createAction(): TemplateAction | undefined {
    return this.buttons.add === true ? TEMPLATE_CREATE_ACTION : undefined;
  }

  /** 新建模板 above the table, with the add permission. */
  get toolbar(): readonly ListAction[] {
    const create = this.createAction;
    return create === undefined ? [] : [{ key: 'add', label: create.label, kind: 'add', run: () => this.openCreate() }];
  }

  /** Row buttons: 查看 always, 编辑 and 删除 by permission (TEMPLATE_ROW_ACTIONS). */
  rowActions(row: RecordRow): readonly ListAction[] {
    const template = row as Template;
    // Each template action's move (create is the toolbar's 新建模板, never a row's).
    const run = { view: () => this.view(template), delete: () => this.remove(template), edit: () => this.openEdit(template), create: () => this.openCreate() };
    return TEMPLATE_ROW_ACTIONS.filter((a) => a.permission === undefined || this.buttons[a.permission] === true).map((a) => ({ key: a.key, label: a.label, kind: a.key, run: run[a.key] }));
  }

  rowKey(row: RecordRow): string {
    return String(row.id);
  }

  /** The template detail: the §2.9 viewer. */
  get detail(): RecordViewerViewModel {
    return this.viewer;
  }

  /** strWhere of the list: the user's company and not deleted. */
  get strWhere(): string {
    return formatStrWhere([
      { field: 'company_id', op: '=', value: this.currentCompany.companyId ?? 0 },
      { field: 'if_del', op: '=', value: 0 },
    ]);
  }

  /** Loads the current page. */
  async load(): Promise<void> {
    const loaded = await reportedWhile(this, 'loading', this.notifier, async () => {
      const answer = await this.gateway.call(endpoints.templateList, {
        user_id: this.currentUser.userId ?? 0,
        strWhere: this.strWhere,
        size: this.pageSize,
        index: this.pageIndex,
      });
      runInAction(() => {
        this.rows = answer.data;
        this.total = answer.page.record_count;
      });
    });
    if (!loaded) {
      runInAction(() => {
        this.rows = [];
        this.total = 0;
      });
    }
  }

  /** Its page and size in the page's URL, as the record lists keep theirs (docs/decisions/0590). */
  get data(): UrlListState {
    return this;
  }
  get urlQuery(): string {
    return serializeListQuery({ pageIndex: this.pageIndex, pageSize: this.pageSize, sortOrder: 'asc', filters: {} }, TEMPLATE_QUERY);
  }
  listPartOf(search: string): string {
    return listPartOf(search, TEMPLATE_QUERY);
  }
  addressQuery(current: string): string {
    return withListQuery(current, this.urlQuery, TEMPLATE_QUERY);
  }
  /** Opens at a URL query's page and size (a bad value at its default); a page past the last shows page 1. */
  async openAt(search: string): Promise<void> {
    const query = parseListQuery(search, TEMPLATE_QUERY);
    this.pageIndex = query.pageIndex;
    this.pageSize = query.pageSize;
    await this.load();
    if (this.rows.length === 0 && this.total > 0 && this.pageIndex > 1) await turnToPage(this, 1, () => this.load());
  }

  /** No search form: 查询 and 重置 reload. */
  search(): Promise<void> {
    return this.load();
  }
  reset(): Promise<void> {
    return this.load();
  }
  /** Nothing to clear: the list has no import. */
  clearImportErrors(): void {
    return undefined;
  }

  setPage(pageIndex: number): Promise<void> {
    return turnToPage(this, pageIndex, () => this.load());
  }

  /** A size from the pager's choices; back to page 1. */
  setPageSize(size: number): Promise<void> {
    return resizePages(this, size, () => this.load());
  }

  /** 查看: the row's four lists in the record viewer (dialog 60% wide). */
  view(row: Template): void {
    this.viewer.showTemplate(row);
  }

  /** 新建模板 and 编辑 start the checklist editor on the first list. */
  async openCreate(): Promise<void> {
    this.checklist.select('inspection');
    await this.form.openCreate();
  }

  async openEdit(row: Template): Promise<void> {
    this.checklist.select('inspection');
    await this.form.openEdit(row.id);
  }

  /** Submits the dialog; on success the list reloads. */
  async submitForm(): Promise<boolean> {
    const saved = await this.form.submit();
    if (saved) await this.load();
    return saved;
  }

  /** 删除: confirm (此操作将永久删除该设备, 是否继续?), then 删除成功! and reload; cancel → 已取消删除 (one flow: confirmedDelete). */
  async remove(row: Template): Promise<boolean> {
    const deleted = await confirmedDelete(
      this.dialog,
      this.notifier,
      () => this.gateway.call(endpoints.templateDelete, { user_id: this.currentUser.userId ?? 0, rec_id: row.id, if_del: 1 }),
      {
        title: TEMPLATE_DELETE_CONFIRM.title,
        message: TEMPLATE_DELETE_CONFIRM.text,
        confirmText: TEMPLATE_DELETE_CONFIRM.confirmButton,
        cancelText: TEMPLATE_DELETE_CONFIRM.cancelButton,
        tone: 'warning',
      },
    );
    if (!deleted) return false;
    if (this.rows.length === 1 && this.pageIndex > 1) this.pageIndex -= 1;
    await this.load();
    return true;
  }
}
