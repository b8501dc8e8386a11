import { ApiGateway, Notifier, projectEndpoints, type FieldSpec, type RecordType } from '@worksite/contract';
import { TEMPLATE_LIST_PAGER, formatPagerLayout, type PagerOptions } from '@worksite/paging';
import { inject, injectable } from 'inversify';
import { loadDivisionNames } from '@worksite/lookups';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { resizePages, turnToPage } from '../support/pager-moves';
import { reportedWhile } from '../support/reported-while';
import { SearchFormViewModel } from '../widgets/search-form-view-model';
import { actionEndpoint, callAny, readListAnswer } from './record-calls';
import { searchableFields, type RecordRow } from './record-fields';
import { RecordPageType } from './record-page-type';
import { listColumnFields } from './record-references';
import { remoteNamesOf } from './record-remote-names';
import { listPartOf, parseListQuery, serializeListQuery, withListQuery, type ListQueryShape } from './list-query';
import { appliedFilter, appliedStrWhere, searchFieldOf } from './record-search';

/**
 * Pager of the generic record pages: sizes 10, 20, 30, 40, default 10, full layout — the one list page SPEC
 * describes (§2.8), so every back-office list pages alike (docs/decisions/0320).
 */
export const RECORD_LIST_PAGER: PagerOptions = TEMPLATE_LIST_PAGER;

/**
 * The rows of one generic record page (one per page container, docs/decisions/0461): the current page, search
 * and sort, the list call, and the names of the records remote fields point to. The list, its form, move and
 * Excel dialogs and its detail all read and reload these same rows.
 */
@injectable()
export class RecordRowsViewModel {
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
  /** Names of the records remote fields point to (field key → id → name), read from their source lists. */
  remoteNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
  /**
   * How many projects the caller holds (the header project list's count), read once by the first load of a type
   * that refers to a project without listing it; undefined until read (docs/decisions/0551).
   */
  heldProjects: number | undefined = undefined;
  /**
   * District code → name from the province down (the bundled table), read beside the first page of a type with a
   * district field, so its cells show names with the rows (docs/decisions/0525); undefined until read.
   */
  districtNames: ReadonlyMap<string, string> | undefined = undefined;

  readonly pager: PagerOptions = RECORD_LIST_PAGER;
  readonly pagerLayout = formatPagerLayout(RECORD_LIST_PAGER.layout);

  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(SearchFormViewModel) readonly searchForm: SearchFormViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    searchForm.configure(searchableFields(recordType).map(searchFieldOf));
    makeAutoObservable<RecordRowsViewModel, 'gateway' | 'currentUser' | 'notifier'>(
      this,
      { recordType: false, searchForm: false, gateway: false, currentUser: false, notifier: false, pager: false, pagerLayout: false, districtNames: observableRef },
      { autoBind: true },
    );
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
    return { index: this.pageIndex, size: this.pageSize, strWhere: this.strWhere, ...this.sortParams, user_id: this.currentUser.userId ?? 0 };
  }

  /**
   * The fields shown as columns: the listed ones, and the project the record belongs to when the caller holds more
   * than one project (two 1号塔吊 of two projects told apart; with one project the column says nothing).
   */
  get columnFields(): readonly FieldSpec[] {
    return listColumnFields(this.recordType, (this.heldProjects ?? 0) > 1);
  }

  /** What the list accepts in its URL query: the pager's sizes, the sortable fields, the search form's fields. */
  get queryShape(): ListQueryShape {
    const sortable = this.recordType.fields.filter((f) => f.sortable === true).map((f) => f.key);
    return { sizes: this.pager.sizes, defaultSize: this.pager.defaultSize, sortable, search: this.searchForm.fields };
  }

  /** The page, size, sort and applied search as the page's URL query (docs/decisions/0590); empty by default. */
  get urlQuery(): string {
    const { pageIndex, pageSize, sortKey, sortOrder, applied } = this;
    return serializeListQuery({ pageIndex, pageSize, ...(sortKey !== undefined ? { sortKey } : {}), sortOrder, filters: applied }, this.queryShape);
  }

  /** The list's own part of an address's query (0590). */
  listPartOf(search: string): string {
    return listPartOf(search, this.queryShape);
  }
  /** An address's query with the list's parameters set to its state, the others (pjctid1 …) kept. */
  addressQuery(current: string): string {
    return withListQuery(current, this.urlQuery, this.queryShape);
  }

  /**
   * Takes the state a URL query names (F5, Back, a shared link), each bad value at its default, into the search
   * form too, and loads it; a page past the last one shows page 1.
   */
  async openAt(search: string): Promise<void> {
    const query = parseListQuery(search, this.queryShape);
    this.pageIndex = query.pageIndex;
    this.pageSize = query.pageSize;
    this.sortKey = query.sortKey;
    this.sortOrder = query.sortKey === undefined ? 'desc' : query.sortOrder;
    this.applied = query.filters;
    this.searchForm.reset();
    for (const [key, value] of Object.entries(query.filters)) this.searchForm.setValue(key, value);
    await this.load();
    if (this.rows.length === 0 && this.total > 0 && this.pageIndex > 1) await turnToPage(this, 1, () => this.load());
  }

  /** The name of the record a remote field's id points to, or of a district field's code, when read. */
  remoteName(key: string, id: string): string | undefined {
    const named = this.remoteNames[key]?.[id];
    if (named !== undefined || this.districtNames === undefined) return named;
    return this.recordType.fields.some((f) => f.key === key && f.input?.type === 'district') ? this.districtNames.get(id) : undefined;
  }

  /** Loads the current page. */
  async load(): Promise<void> {
    const list = actionEndpoint(this.recordType, 'list');
    if (list === undefined) return;
    const loaded = await reportedWhile(this, 'loading', this.notifier, async () => {
      // The project count and the district names beside the first page, so the project column and the names come with the rows.
      const [answer, , districts] = await Promise.all([callAny(this.gateway, list, this.listParams), this.readHeldProjects(), this.readDistrictNames()]);
      const page = readListAnswer(answer, this.pageIndex, this.pageSize, appliedFilter(this.recordType, this.applied));
      runInAction(() => {
        this.rows = page.rows;
        this.total = page.total;
        this.districtNames = districts;
      });
      // Names for the remote fields of the columns the rows carry no name of (record-remote-names.ts).
      const names = await remoteNamesOf(this.gateway, this.recordType, this.rows, this.columnFields);
      runInAction(() => {
        this.remoteNames = names;
      });
    });
    if (!loaded) {
      runInAction(() => {
        this.rows = [];
        this.total = 0;
      });
    }
  }

  /** The district names, read once for a type with a district field (undefined without one, or when unread). */
  private async readDistrictNames(): Promise<ReadonlyMap<string, string> | undefined> {
    if (this.districtNames !== undefined || !this.recordType.fields.some((f) => f.input?.type === 'district')) return this.districtNames;
    return loadDivisionNames().catch(() => undefined);
  }

  /**
   * Reads once how many projects the caller holds, when the type refers to a project it does not list: the header
   * project list (the caller's projects, in scope) asked for one row, its count read. Unread (no column) when refused.
   */
  private async readHeldProjects(): Promise<void> {
    const adds = listColumnFields(this.recordType, true).length > listColumnFields(this.recordType, false).length;
    const userId = this.currentUser.userId;
    if (this.heldProjects !== undefined || !adds || userId === undefined) return;
    try {
      const answer = await callAny(this.gateway, projectEndpoints.headerProjectList, { index: 1, size: 1, user_id: userId });
      const held = readListAnswer(answer, 1, 1).total;
      runInAction(() => {
        this.heldProjects = held;
      });
    } catch {
      // Without the count the list shows its declared columns.
    }
  }

  /** Sorts by a sortable column (undefined: back to the default order); back to page 1. */
  async setSort(key: string | undefined, order: 'asc' | 'desc' = 'asc'): Promise<void> {
    this.sortKey = key;
    this.sortOrder = order;
    this.pageIndex = 1;
    await this.load();
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
  reset(): Promise<void> {
    this.searchForm.reset();
    this.applied = {};
    return turnToPage(this, 1, () => this.load());
  }

  setPage(pageIndex: number): Promise<void> {
    return turnToPage(this, pageIndex, () => this.load());
  }

  /** A size from the pager's choices; back to page 1. */
  setPageSize(size: number): Promise<void> {
    return resizePages(this, size, () => this.load());
  }

  /** After a row was deleted: back one page when it was the last row of a later page, then reload. */
  async reloadAfterRemove(): Promise<void> {
    if (this.rows.length === 1 && this.pageIndex > 1) runInAction(() => (this.pageIndex -= 1));
    await this.load();
  }
}
